import { Checkbox } from '@crm/ui';
import type { PreSendCheck, PreSendFinding, PreSendSeverity } from '@crm/api-client';
import * as styles from './PreSendFindings.css';

export interface PreSendFindingsProps {
  /** The campaign's pre-send check; nothing is shown when it found nothing. */
  check: PreSendCheck;
  /**
   * Whether the sender chose to send despite the errors (only offered when each may be overridden).
   * @default false
   */
  isOverridden?: boolean;
  /** Called when the sender ticks or clears the override. */
  onOverrideChange?: (isOverridden: boolean) => void;
}

const GROUPS: { severity: PreSendSeverity; title: string }[] = [
  { severity: 'error', title: 'Fix before sending' },
  { severity: 'warning', title: 'Worth a look' },
];

function Finding({ finding }: { finding: PreSendFinding }) {
  return (
    <li data-code={finding.code}>
      {finding.message}
      {finding.examples && finding.examples.length > 0 && finding.code !== 'merge-tag-missing' && (
        <span className={styles.examples}>
          {finding.examples.length === 1 ? 'Found: ' : 'For example: '}
          {finding.examples.join(', ')}
        </span>
      )}
    </li>
  );
}

/**
 * The pre-send check's findings in the Send dialog (issue 30 §1): errors first, then warnings,
 * each with what to do. While errors stand Send waits; the override checkbox is offered when every
 * error may be overridden, and the hard limits say they must be fixed.
 */
export function PreSendFindings({
  check,
  isOverridden = false,
  onOverrideChange,
}: PreSendFindingsProps) {
  if (check.findings.length === 0) return null;
  return (
    <div className={styles.findings}>
      {GROUPS.map(({ severity, title }) => {
        const found = check.findings.filter((finding) => finding.severity === severity);
        if (found.length === 0) return null;
        const id = `pre-send-${severity}`;
        return (
          <section key={severity} className={styles.group[severity]} aria-labelledby={id}>
            <h3 className={styles.title} id={id}>
              {title}
            </h3>
            <ul className={styles.list}>
              {found.map((finding, index) => (
                <Finding key={`${finding.code}-${index}`} finding={finding} />
              ))}
            </ul>
          </section>
        );
      })}
      {check.blocked &&
        (check.canOverride ? (
          <Checkbox isSelected={isOverridden} onChange={onOverrideChange}>
            Send anyway, with these errors
          </Checkbox>
        ) : (
          <p className={styles.text}>This campaign cannot be sent until the errors are fixed.</p>
        ))}
    </div>
  );
}
