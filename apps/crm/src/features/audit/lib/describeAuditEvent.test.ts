import { AUDIT_ACTIONS } from '@crm/api-client';
import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from './describeAuditEvent';

describe('describeAuditEvent', () => {
  it('names the target after the action', () => {
    expect(
      describeAuditEvent({ action: 'campaign.sent', targetLabel: 'Spring Sale', details: {} }),
    ).toBe('Sent campaign Spring Sale');
  });

  it('says counts and plans in words', () => {
    expect(
      describeAuditEvent({
        action: 'contacts.deleted',
        targetLabel: null,
        details: { count: 1200 },
      }),
    ).toBe('Deleted 1,200 contacts');
    expect(
      describeAuditEvent({ action: 'contacts.erased', targetLabel: null, details: { count: 1 } }),
    ).toBe('Erased 1 person');
    expect(
      describeAuditEvent({
        action: 'contacts.merged',
        targetLabel: 'ana@example.com',
        details: { count: 2 },
      }),
    ).toBe('Merged 2 contacts into ana@example.com');
    expect(
      describeAuditEvent({
        action: 'subscription.changed',
        targetLabel: null,
        details: { from: 'pro', to: 'free' },
      }),
    ).toBe('Changed the plan from Pro to Free');
  });

  it('has words for every action', () => {
    for (const action of AUDIT_ACTIONS)
      expect(describeAuditEvent({ action, targetLabel: null, details: {} })).toMatch(/^[A-Z]/);
  });
});
