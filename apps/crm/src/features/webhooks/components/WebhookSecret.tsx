import { TextField } from '@crm/ui';
import { CopyButton } from '../../../components/CopyButton';
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
        <CopyButton
          what="signing secret"
          text={secret}
          copied="The signing secret is on your clipboard."
        />
      </div>
    </div>
  );
}
