import { describe, expect, it } from 'vitest';
import { buildBulkSenderReadiness, buildDomainChecks } from '../testing/domainsFactories';
import { bulkSenderItems, formatRate, readinessGaps } from './bulkSenderItems';

const statuses = (items: ReturnType<typeof bulkSenderItems>) =>
  items.map((item) => `${item.id} ${item.status}`);

describe('bulkSenderItems', () => {
  it('is ready when the rates are low and SPF, DKIM and DMARC pass', () => {
    const items = bulkSenderItems(buildBulkSenderReadiness(), buildDomainChecks().checks);
    expect(statuses(items)).toEqual([
      'complaints pass',
      'bounces pass',
      'authentication pass',
      'one-click pass',
    ]);
    expect(readinessGaps(items)).toEqual([]);
    expect(items[0]!.value).toBe('0.05%');
  });

  it('names what is missing: a failed DKIM takes one-click unsubscribe with it', () => {
    const items = bulkSenderItems(
      buildBulkSenderReadiness({ complaintRate: 0.004, complaints: 48, complaintStatus: 'fail' }),
      buildDomainChecks({ dkim: { status: 'fail' }, dmarc: { status: 'warning' } }).checks,
    );
    expect(readinessGaps(items).map((item) => item.label)).toEqual([
      'Complaint rate',
      'Authentication',
      'One-click unsubscribe',
    ]);
    expect(items.find((i) => i.id === 'authentication')!.value).toBe('DKIM needs attention');
    expect(items[0]!.value).toBe('0.4%');
  });

  it('treats a domain whose DNS could not be read as not checked, and a quiet week as no rate', () => {
    const items = bulkSenderItems(
      buildBulkSenderReadiness({ sent: 0, complaintRate: null, bounceRate: null }),
      undefined,
    );
    expect(statuses(items)).toEqual([
      'complaints pass',
      'bounces pass',
      'authentication unknown',
      'one-click unknown',
    ]);
    expect(formatRate(null)).toBe('No mail sent');
  });
});
