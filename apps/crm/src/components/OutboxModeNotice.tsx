import { OUTBOX_MODE_NOTICE } from '@crm/api-client';
import { useSendingStatus } from '@crm/api-client/react';
import * as styles from './OutboxModeNotice.css';

export interface OutboxModeNoticeProps {
  /**
   * Show the notice whatever the server says (stories, and screens that already know the mode).
   * @default false
   */
  force?: boolean;
}

/**
 * Says plainly, wherever one sends, that the server keeps messages in its local outbox instead of
 * delivering them, and how to make it deliver. Renders nothing when SMTP is configured.
 */
export function OutboxModeNotice({ force = false }: OutboxModeNoticeProps) {
  const status = useSendingStatus();
  if (!force && status.data?.mode !== 'outbox') return null;
  return (
    <p className={styles.notice} role="note">
      <span className={styles.title}>Local outbox mode</span>
      <span>
        {OUTBOX_MODE_NOTICE} Open the Outbox to see every message exactly as it would have been
        sent.
      </span>
    </p>
  );
}
