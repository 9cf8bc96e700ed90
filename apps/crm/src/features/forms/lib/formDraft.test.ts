import { describe, expect, it } from 'vitest';
import { FormInputSchema, parseInput } from '@crm/api-client';
import { buildForm } from '@crm/api-client/testing';
import { customFieldDraft, EMPTY_FORM, formToDraft, toFormInput } from './formDraft';

describe('formDraft', () => {
  it('a new form with a name is what the contract accepts, double opt-in on', () => {
    const result = parseInput(FormInputSchema, toFormInput({ ...EMPTY_FORM, name: 'News' }));
    expect(result.success && result.output.doubleOptIn).toBe(true);
  });

  it('a stored form comes back unchanged through the editor', () => {
    const form = buildForm({
      tags: ['a', 'b'],
      allowedOrigins: ['https://www.example.com', 'https://shop.example.com'],
      redirectUrl: 'https://www.example.com/thanks',
      confirmationTemplateId: 7,
    });
    const result = parseInput(FormInputSchema, toFormInput(formToDraft(form)));
    expect(result.success).toBe(true);
    if (!result.success) return;
    const {
      name,
      fields,
      consent,
      tags,
      leadSource,
      doubleOptIn,
      redirectUrl,
      allowedOrigins,
      confirmationTemplateId,
    } = result.output;
    expect({
      name,
      fields,
      consent,
      tags,
      leadSource,
      doubleOptIn,
      redirectUrl,
      allowedOrigins,
      confirmationTemplateId,
    }).toEqual({
      name: form.name,
      fields: form.fields,
      consent: form.consent,
      tags: form.tags,
      leadSource: form.leadSource,
      doubleOptIn: form.doubleOptIn,
      redirectUrl: form.redirectUrl,
      allowedOrigins: form.allowedOrigins,
      confirmationTemplateId: 7,
    });
  });

  it('splits tags on commas, origins on lines and choices on lines; no consent box is null', () => {
    const input = toFormInput({
      ...EMPTY_FORM,
      name: 'News',
      fields: [
        ...EMPTY_FORM.fields,
        {
          ...customFieldDraft(),
          key: 'custom:plan',
          type: 'choice',
          label: 'Plan',
          options: 'Free\n\nPro\n',
        },
      ],
      consentEnabled: false,
      tags: ' a, ,b ',
      allowedOrigins: 'https://a.example.com\n  https://b.example.com ',
      after: 'message',
      redirectUrl: 'https://ignored.example.com',
    });
    expect(input.fields?.at(-1)?.options).toEqual(['Free', 'Pro']);
    expect(input.tags).toEqual(['a', 'b']);
    expect(input.allowedOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(input.consent).toBeNull();
    // The redirect counts only when chosen.
    expect(input.redirectUrl).toBeNull();
  });
});
