import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FormInputSchema, linksToConfirmUrl, parseFormSubmission } from './forms.schemas';

const form = v.parse(FormInputSchema, {
  name: 'Signup',
  fields: [
    { key: 'email', type: 'email', label: 'Email' },
    { key: 'firstName', type: 'text', label: 'First name' },
    { key: 'custom:birthday', type: 'date', label: 'Birthday' },
    { key: 'custom:seats', type: 'number', label: 'Seats', required: true },
    { key: 'custom:plan', type: 'choice', label: 'Plan', options: ['Basic', 'Pro'] },
    { key: 'custom:vip', type: 'checkbox', label: 'VIP' },
  ],
  consent: { text: 'I agree.' },
});

describe('FormInputSchema', () => {
  it('fills the defaults: double opt-in on, consent required, the email field required', () => {
    expect(form).toMatchObject({
      doubleOptIn: true,
      consent: { text: 'I agree.', required: true },
      tags: [],
      leadSource: null,
      redirectUrl: null,
      allowedOrigins: [],
    });
    expect(form.fields[0]!.required).toBe(true);
  });

  it('refuses a custom field named like no key and a contact field of another type', () => {
    const field = (f: Record<string, unknown>) =>
      v.safeParse(FormInputSchema, {
        name: 'x',
        fields: [{ key: 'email', type: 'email', label: 'Email' }, f],
      }).success;
    expect(field({ key: 'custom:1bad', type: 'text', label: 'X' })).toBe(false);
    expect(field({ key: 'phone', type: 'number', label: 'X' })).toBe(false);
    expect(field({ key: 'custom:ok_1', type: 'date', label: 'X' })).toBe(true);
  });
});

describe('parseFormSubmission', () => {
  it('turns a plain form’s text into the contact’s values', () => {
    const result = parseFormSubmission(form, {
      email: ' Ada@Example.COM ',
      firstName: 'Ada',
      'custom:birthday': '1990-12-10',
      'custom:seats': '3,5',
      'custom:plan': 'Pro',
      'custom:vip': 'on',
      consent: 'on',
      unknown: 'ignored',
    });
    expect(result).toEqual({
      ok: true,
      answers: {
        email: 'ada@example.com',
        contact: { firstName: 'Ada' },
        customFields: { birthday: '1990-12-10', seats: 3.5, plan: 'Pro', vip: true },
        consented: true,
      },
    });
  });

  it('reports every error by its field in the contract’s words', () => {
    const result = parseFormSubmission(form, {
      email: 'nope',
      'custom:birthday': '1990-13-01',
      'custom:plan': 'Gold',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'Please enter a valid email',
        'custom:birthday': 'Birthday must be a date such as 2026-01-31',
        'custom:seats': 'Seats is required',
        'custom:plan': 'Plan: please pick one of the choices',
        consent: 'Please tick the box to agree before subscribing',
      },
    });
  });

  it('finds a confirmation email’s link to {{confirmUrl}} in a link, not in its text', () => {
    expect(linksToConfirmUrl('<a href="{{confirmUrl}}">Confirm</a>')).toBe(true);
    expect(linksToConfirmUrl('<a style="x" href=\'{{ confirmUrl | # }}\'>Confirm</a>')).toBe(true);
    expect(linksToConfirmUrl('<p>Press {{confirmUrl}}</p>')).toBe(false);
    expect(linksToConfirmUrl('<a href="https://example.com">Site</a>')).toBe(false);
  });
});
