import {
  AlertIcon,
  Badge,
  type BadgeTone,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CheckIcon,
  MinusIcon,
  Skeleton,
  XIcon,
} from '@crm/ui';
import {
  bulkSenderItems,
  DOMAIN_CHECK_LABELS,
  LARGE_SEND_RECIPIENTS,
  type BulkSenderStatus,
  type DnsRecord,
  type DomainCheck,
} from '@crm/api-client';
import { useDomainChecks, useDomainReadiness } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { CopyButton } from '../../../components/CopyButton';
import * as screen from '../../../styles/screen.css';
import * as styles from './SendingDomainScreen.css';
import { WarmupCard } from './WarmupCard';

export const READINESS_LOAD_ERROR = 'Error loading your sending figures. Please try again.';

const STATUS: Record<BulkSenderStatus, { word: string; tone: BadgeTone; Icon: typeof CheckIcon }> =
  {
    pass: { word: 'Pass', tone: 'green', Icon: CheckIcon },
    warning: { word: 'Warning', tone: 'yellow', Icon: AlertIcon },
    fail: { word: 'Failure', tone: 'red', Icon: XIcon },
    unknown: { word: 'Not checked', tone: 'grey', Icon: MinusIcon },
  };

/** A status as an icon and its word: never colour alone. */
export function StatusBadge({ status }: { status: BulkSenderStatus }) {
  const { word, tone, Icon } = STATUS[status];
  return (
    <Badge tone={tone} className={styles.status}>
      <Icon width={14} height={14} />
      {word}
    </Badge>
  );
}

function RecordToAdd({ label, record }: { label: string; record: DnsRecord }) {
  return (
    <div className={styles.record}>
      <p className={styles.recordTitle}>Record to add</p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>Type</dt>
        <dd className={styles.factValue}>{record.type}</dd>
        <dt className={styles.factName}>Name</dt>
        <dd className={styles.factValue}>
          <code className={styles.code}>{record.name}</code>
        </dd>
        <dt className={styles.factName}>Value</dt>
        <dd className={styles.factValue}>
          <code className={styles.code}>{record.value}</code>
        </dd>
      </dl>
      <div>
        <CopyButton
          size="sm"
          what={`value of the ${label} record`}
          label="Copy value"
          text={record.value}
          copied={`The ${label} record is on your clipboard.`}
        />
      </div>
    </div>
  );
}

function CheckItem({ check }: { check: DomainCheck }) {
  const label = DOMAIN_CHECK_LABELS[check.id];
  return (
    <li className={styles.item} aria-labelledby={`domain-check-${check.id}`}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle} id={`domain-check-${check.id}`}>
          {label}
        </h3>
        <StatusBadge status={check.status} />
      </div>
      <p className={styles.message}>{check.message}</p>
      <div className={styles.found}>
        <span className={styles.factName}>Found</span>
        {check.found.length === 0 ? (
          <span className={screen.muted}>Nothing</span>
        ) : (
          <ul className={styles.foundList}>
            {check.found.map((value, index) => (
              <li key={index}>
                <code className={styles.code}>{value}</code>
              </li>
            ))}
          </ul>
        )}
      </div>
      {check.record && <RecordToAdd label={label} record={check.record} />}
    </li>
  );
}

/** Complaint and bounce rates, authentication and one-click unsubscribe, against Gmail's rules. */
function Readiness({ checks }: { checks: DomainCheck[] | undefined }) {
  const readiness = useDomainReadiness();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Bulk-sender readiness</CardTitle>
        <CardDescription>
          Gmail and Yahoo apply stricter rules to senders of{' '}
          {LARGE_SEND_RECIPIENTS.toLocaleString('en')} or more messages a day
        </CardDescription>
      </CardHeader>
      <CardContent>
        {readiness.isError ? (
          <LoadError message={READINESS_LOAD_ERROR} />
        ) : !readiness.data ? (
          <Skeleton height="12rem" />
        ) : (
          <ul className={styles.list} aria-label="Bulk-sender readiness">
            {bulkSenderItems(readiness.data, checks).map((item) => (
              <li key={item.id} className={styles.item} aria-labelledby={`readiness-${item.id}`}>
                <div className={styles.itemHead}>
                  <h3 className={styles.itemTitle} id={`readiness-${item.id}`}>
                    {item.label}
                  </h3>
                  <StatusBadge status={item.status} />
                </div>
                <p className={styles.value}>{item.value}</p>
                <p className={styles.message}>{item.detail}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The Sending domain page (issue 30 §3): SPF, DKIM, DMARC, the bounce domain's MX and the return
 * path of the account's From domain, each with what was found and the exact record to add, the
 * bulk-sender readiness Gmail and Yahoo hold large senders to, and the optional warm-up.
 */
export function SendingDomainScreen() {
  const checks = useDomainChecks();
  const data = checks.data;
  return (
    <div className={screen.stack}>
      <Card>
        <CardHeader className={styles.header}>
          <div>
            <CardTitle level={2}>DNS records{data ? ` for ${data.domain}` : ''}</CardTitle>
            <CardDescription>
              What mailbox providers look up before they trust mail from your domain
            </CardDescription>
          </div>
          <Button
            variant="secondary"
            isPending={checks.isFetching}
            onPress={() => void checks.refetch()}
          >
            Check again
          </Button>
        </CardHeader>
        <CardContent>
          {checks.isError ? (
            <div role="alert" className={styles.dnsError}>
              <p className={styles.dnsErrorTitle}>
                <AlertIcon width={16} height={16} />
                Your DNS records could not be checked
              </p>
              <p className={styles.message}>
                No DNS server answered, so we cannot say whether your records are right. This is
                usually a passing network problem: check again in a minute. If it keeps happening,
                your administrator can set the DNS servers the app asks (DNS_SERVERS).
              </p>
            </div>
          ) : !data ? (
            <Skeleton height="24rem" />
          ) : (
            <ul className={styles.list} aria-label="DNS checks">
              {data.checks.map((check) => (
                <CheckItem key={check.id} check={check} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Readiness checks={checks.isError ? undefined : data?.checks} />
      <WarmupCard />
    </div>
  );
}
