import { AUDIENCE_LEFT_OUT_REASONS, type AudienceLeftOut } from '@crm/api-client';
import { formatCount } from '../../../lib/formatCount';

const REASON_LABELS: Record<keyof AudienceLeftOut, string> = {
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  pending: 'not confirmed',
  suppressed: 'suppressed',
  excluded: 'excluded',
};

/** "340 left out: 300 unsubscribed, 40 bounced", or '' when nobody is. */
export function leftOutText(leftOut: AudienceLeftOut): string {
  const kept = AUDIENCE_LEFT_OUT_REASONS.filter((reason) => leftOut[reason] > 0);
  const total = kept.reduce((sum, reason) => sum + leftOut[reason], 0);
  if (total === 0) return '';
  const parts = kept.map((reason) => `${formatCount(leftOut[reason])} ${REASON_LABELS[reason]}`);
  return `${formatCount(total)} left out: ${parts.join(', ')}`;
}
