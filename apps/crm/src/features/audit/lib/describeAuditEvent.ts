import type { AuditAction, AuditEvent } from '@crm/api-client';

const PLAIN: Record<AuditAction, string> = {
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Failed to sign in (wrong password)',
  'auth.signed_out': 'Signed out',
  'auth.password_changed': 'Changed the password',
  'auth.password_reset': 'Reset the password from an emailed link',
  'campaign.sent': 'Sent campaign',
  'campaign.scheduled': 'Scheduled campaign',
  'campaign.unscheduled': 'Cancelled campaign',
  'campaign.test_sent': 'Sent a test of campaign',
  'campaign.deleted': 'Deleted campaign',
  'workflow.activated': 'Activated workflow',
  'workflow.deactivated': 'Deactivated workflow',
  'workflow.deleted': 'Deleted workflow',
  'contacts.exported': 'Exported contacts',
  'contacts.erased': 'Erased people',
  'contacts.merged': 'Merged contacts into',
  'contact.deleted': 'Deleted a contact',
  'contacts.deleted': 'Deleted contacts',
  'template.deleted': 'Deleted template',
  'form.deleted': 'Deleted form',
  'segment.deleted': 'Deleted segment',
  'company.deleted': 'Deleted company',
  'deal.deleted': 'Deleted deal',
  'settings.sender_changed': 'Changed the sender settings',
  'settings.sending_domain_changed': 'Changed the sending domain settings',
  'subscription.changed': 'Changed the plan',
  'member.invited': 'Invited',
  'member.role_changed': 'Changed the role of',
  'member.removed': 'Removed',
  'api_key.created': 'Created API key',
  'api_key.revoked': 'Revoked API key',
  'webhook.created': 'Added webhook',
  'webhook.deleted': 'Deleted webhook',
};

const count = (n: unknown, one: string, many: string) =>
  typeof n === 'number' ? `${n.toLocaleString('en-US')} ${n === 1 ? one : many}` : undefined;

/**
 * An event in words, as the log's "What" column says it: "Sent campaign Spring Sale",
 * "Deleted 1,200 contacts", "Changed the plan from Pro to Free".
 */
export function describeAuditEvent(event: Pick<AuditEvent, 'action' | 'targetLabel' | 'details'>) {
  const { action, targetLabel, details } = event;
  switch (action) {
    case 'contacts.deleted':
      return `Deleted ${count(details.count, 'contact', 'contacts') ?? 'contacts'}`;
    case 'contacts.erased':
      return `Erased ${count(details.count, 'person', 'people') ?? 'people'}`;
    case 'contacts.merged':
      return `Merged ${count(details.count, 'contact', 'contacts') ?? 'contacts'} into ${targetLabel ?? 'a contact'}`;
    case 'contacts.exported':
      return details.format === 'json' ? "Exported a contact's data" : 'Exported contacts';
    case 'subscription.changed':
      return typeof details.from === 'string' && typeof details.to === 'string'
        ? `Changed the plan from ${title(details.from)} to ${title(details.to)}`
        : PLAIN[action];
    case 'settings.sending_domain_changed':
      return typeof details.warmup === 'boolean'
        ? `${details.warmup ? 'Started' : 'Stopped'} the sending domain's warm-up`
        : PLAIN[action];
    default:
      return targetLabel ? `${PLAIN[action]} ${targetLabel}` : PLAIN[action];
  }
}

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
