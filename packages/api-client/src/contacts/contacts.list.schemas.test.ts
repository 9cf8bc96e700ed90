import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import {
  CONTACT_BULK_LIMIT,
  ContactBulkCampaignInputSchema,
  ContactBulkDeleteInputSchema,
  ContactBulkTagInputSchema,
  ContactListQuerySchema,
} from './contacts.list.schemas';

function failure(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? 'ok' : formatIssues(result.issues).message;
}

describe('list query', () => {
  it('reads strings from the URL and fills the sort defaults', () => {
    expect(v.parse(ContactListQuerySchema, { limit: '50', q: ' ana ', tag: '' })).toEqual({
      limit: 50,
      q: 'ana',
      tag: undefined,
      sort: 'createdAt',
      order: 'asc',
    });
    expect(v.parse(ContactListQuerySchema, {})).toEqual({ sort: 'createdAt', order: 'asc' });
    expect(v.parse(ContactListQuerySchema, { limit: '0' }).limit).toBe(0);
  });
  it.each([
    [{ limit: '501' }, 'Limit must be a whole number from 0 to 500'],
    [{ limit: '-1' }, 'Limit must be a whole number from 0 to 500'],
    [{ limit: '2.5' }, 'Limit must be a whole number from 0 to 500'],
    [{ limit: 'ten' }, 'Limit must be a whole number from 0 to 500'],
    [{ sort: 'phone' }, 'Sort must be one of name, email, company, createdAt'],
    [{ order: 'up' }, 'Order must be asc or desc'],
    [{ q: 'x'.repeat(201) }, 'Search must be at most 200 characters'],
    [{ cursor: 'x'.repeat(1001) }, 'Invalid cursor: start again from the first page'],
  ])('%j -> %s', (query, message) => {
    expect(failure(ContactListQuerySchema, query)).toBe(message);
  });
});

describe('bulk selections', () => {
  it('take ids or a filter, not both and not neither', () => {
    expect(v.parse(ContactBulkDeleteInputSchema, { ids: [3, 3, 4] })).toEqual({ ids: [3, 4] });
    expect(v.parse(ContactBulkDeleteInputSchema, { filter: { q: 'ana', tag: ' ' } })).toEqual({
      filter: { q: 'ana', tag: undefined, status: undefined },
    });
    expect(failure(ContactBulkDeleteInputSchema, {})).toBe(
      'Choose the contacts: either ids or a filter',
    );
    expect(failure(ContactBulkDeleteInputSchema, { ids: [1], filter: {} })).toBe(
      'Choose the contacts: either ids or a filter',
    );
    expect(failure(ContactBulkDeleteInputSchema, { ids: [] })).toBe('Choose at least one contact');
    expect(failure(ContactBulkDeleteInputSchema, { ids: [0] })).toBe(
      'Id must be a positive number',
    );
  });
  it('are bounded', () => {
    const ids = Array.from({ length: CONTACT_BULK_LIMIT + 1 }, (_, i) => i + 1);
    expect(failure(ContactBulkDeleteInputSchema, { ids })).toBe('At most 10,000 contacts at once');
  });
  it('tag and campaign actions need their target', () => {
    expect(failure(ContactBulkTagInputSchema, { ids: [1], tag: ' ' })).toBe('Tag is required');
    expect(v.parse(ContactBulkTagInputSchema, { ids: [1], tag: ' vip ' }).tag).toBe('vip');
    expect(failure(ContactBulkCampaignInputSchema, { ids: [1] })).toBe('Please choose a campaign');
  });
});
