import { buildContact } from '@crm/api-client/testing';
import { describe, expect, it } from 'vitest';
import { defaultPicks, mergeChoices, mergeInput, unitedTags } from './mergePlan';

const kept = buildContact({
  id: 1,
  email: 'a@x.test',
  phone: null,
  status: 'customer',
  tags: ['vip'],
});
const other = buildContact({
  id: 2,
  email: 'b@x.test',
  phone: '555',
  status: 'unsubscribed',
  tags: ['news', 'vip'],
});

describe('mergePlan', () => {
  it('offers a choice only where the contacts differ, an opt-out status kept', () => {
    const choices = mergeChoices([kept, other]);
    expect(choices.map((c) => c.field)).toEqual(['email', 'phone', 'status']);
    expect(choices.find((c) => c.field === 'phone')!.choices.map((c) => c.label)).toEqual([
      '(empty)',
      '555',
    ]);
    expect(choices.find((c) => c.field === 'status')!.choices).toEqual([
      { contactId: 1, label: 'Customer', isDisabled: true },
      { contactId: 2, label: 'Unsubscribed', isDisabled: false },
    ]);
    expect(defaultPicks([kept, other])).toEqual({ email: 1, phone: 1, status: 2 });
  });

  it('unites tags and keeps the first contact', () => {
    expect(unitedTags([kept, other])).toEqual(['vip', 'news']);
    expect(mergeInput({ contacts: [kept, other] }, { email: 2 })).toEqual({
      keepId: 1,
      mergeIds: [2],
      fields: { email: 2 },
    });
  });
});
