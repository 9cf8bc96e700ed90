import { Button, CopyIcon, TextField } from '@crm/ui';
import { copyToClipboard } from '../../../lib/copyToClipboard';
import * as styles from './WebhooksScreen.css';

export const SECRET_ONCE = 'Copy this secret now: it will not be shown again.';

/** An endpoint's signing secret, shown once (on creation or rotation), with a Copy button. */
export function WebhookSecret({ secret }: { secret: string }) {
  return (
    <div className={styles.secret}>
      <p className={styles.secretWarning}>
        <strong>{SECRET_ONCE}</strong>
      </p>
      <div className={styles.copyRow}>
        <TextField className={styles.grow} label="Signing secret" value={secret} isReadOnly />
        <Button
          variant="secondary"
          aria-label="Copy signing secret"
          onPress={() => void copyToClipboard(secret, 'The signing secret is on your clipboard.')}
        >
          <CopyIcon width={14} height={14} />
          <span>Copy</span>
        </Button>
      </div>
    </div>
  );
}
