import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import {
  AddContactToCampaignInputSchema,
  AddToCampaignFormSchema,
  ContactCreateInputSchema,
  ContactUpdateInputSchema,
} from './contacts.schemas';

function failure(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return 'ok';
  const { message, field } = formatIssues(result.issues);
  return { message, field };
}

const contact = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };

describe('contact create', () => {
  it('fills the defaults', () => {
    expect(v.parse(ContactCreateInputSchema, contact)).toEqual({
      ...contact,
      phone: null,
      company: null,
      position: null,
      status: 'subscriber',
      tags: [],
      leadSource: null,
      customFields: {},
    });
  });
  it.each([
    [{ firstName: '' }, 'First name is required', 'firstName'],
    [{ firstName: '   ' }, 'First name is required', 'firstName'],
    [{ firstName: undefined }, 'First name is required', 'firstName'],
    [{ lastName: '' }, 'Last name is required', 'lastName'],
    [{ lastName: undefined }, 'Last name is required', 'lastName'],
    [{ email: '' }, 'Email is required', 'email'],
    [{ email: undefined }, 'Email is required', 'email'],
    [{ email: 'grace@' }, 'Please enter a valid email', 'email'],
    [{ firstName: 'x'.repeat(201) }, 'First name must be at most 200 characters', 'firstName'],
    [{ tags: ['ok', ' '] }, 'Tags cannot be blank', 'tags.1'],
    [{ tags: 'vip' }, 'Tags must be a list of text', 'tags'],
    [
      { customFields: { a: { nested: true } } },
      'Custom field values must be text, numbers, true/false or empty',
      'customFields.a',
    ],
  ])('%j -> %s', (change, message, field) => {
    expect(failure(ContactCreateInputSchema, { ...contact, ...change })).toEqual({
      message,
      field,
    });
  });
  it('answers a non-object body with a payload message', () => {
    expect(failure(ContactCreateInputSchema, 'hello')).toEqual({
      message: 'Request body must be a JSON object',
      field: undefined,
    });
  });
  it('trims strings, lower-cases the email, blanks become null, tags are de-duplicated', () => {
    expect(
      v.parse(ContactCreateInputSchema, {
        firstName: ' Grace ',
        lastName: ' Hopper',
        email: ' Grace@Example.COM ',
        phone: '  ',
        company: ' Navy ',
        tags: [' vip', 'vip ', 'new'],
      }),
    ).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: null,
      company: 'Navy',
      tags: ['vip', 'new'],
    });
  });
  it('drops unknown keys and the server-owned id, owner and createdAt', () => {
    const output = v.parse(ContactCreateInputSchema, {
      ...contact,
      id: 99,
      userId: 2,
      ownerId: 2,
      createdAt: '2020-01-01T00:00:00.000Z',
      isAdmin: true,
    });
    expect(Object.keys(output).sort()).toEqual(
      [
        'company',
        'customFields',
        'email',
        'firstName',
        'lastName',
        'leadSource',
        'phone',
        'position',
        'status',
        'tags',
      ].sort(),
    );
  });
  it('ignores a __proto__ key in custom fields', () => {
    const output = v.parse(
      ContactCreateInputSchema,
      JSON.parse(
        '{"firstName":"a","lastName":"b","email":"a@b.co","customFields":{"__proto__":{"polluted":true},"k":"v"}}',
      ),
    );
    expect(output.customFields).toEqual({ k: 'v' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(output.customFields)).toBe(Object.prototype);
  });
});

describe('contact update', () => {
  it('accepts a subset and leaves absent fields out', () => {
    expect(v.parse(ContactUpdateInputSchema, { company: 'Navy', id: 3 })).toEqual({
      company: 'Navy',
    });
  });
  it('checks present fields as strictly as create', () => {
    expect(failure(ContactUpdateInputSchema, { firstName: ' ' })).toEqual({
      message: 'First name is required',
      field: 'firstName',
    });
    expect(failure(ContactUpdateInputSchema, { email: 'nope' })).toEqual({
      message: 'Please enter a valid email',
      field: 'email',
    });
  });
  it('clears an optional field with null', () => {
    expect(v.parse(ContactUpdateInputSchema, { phone: null })).toEqual({ phone: null });
  });
});

describe('add to campaign', () => {
  it('needs a positive contact id on the wire', () => {
    expect(failure(AddContactToCampaignInputSchema, {})).toEqual({
      message: 'Please choose a contact',
      field: 'contactId',
    });
    expect(failure(AddContactToCampaignInputSchema, { contactId: 0 })).toMatchObject({
      field: 'contactId',
    });
    expect(v.parse(AddContactToCampaignInputSchema, { contactId: 4 })).toEqual({ contactId: 4 });
  });
  it('the dialog needs a chosen campaign', () => {
    expect(failure(AddToCampaignFormSchema, { campaignId: '' })).toEqual({
      message: 'Please choose a campaign',
      field: 'campaignId',
    });
    expect(v.parse(AddToCampaignFormSchema, { campaignId: '12' })).toEqual({ campaignId: 12 });
  });
});
