import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import { CampaignTemplateFormSchema, EmailTemplateInputSchema } from './templates.schemas';

function failure(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return 'ok';
  const { message, field } = formatIssues(result.issues);
  return { message, field };
}

const template = { name: 'Welcome', subject: 'Hello there' };

describe('email template input', () => {
  it('defaults type to newsletter, content to empty and design to null', () => {
    expect(v.parse(EmailTemplateInputSchema, template)).toEqual({
      ...template,
      content: '',
      templateType: 'newsletter',
      design: null,
    });
  });
  it.each([
    [{ name: '' }, 'Name is required', 'name'],
    [{ subject: '  ' }, 'Subject is required', 'subject'],
    [{ subject: undefined }, 'Subject is required', 'subject'],
    [
      { templateType: 'birthday' },
      'Template type must be one of welcome, newsletter, promotion, event, follow-up, survey, custom',
      'templateType',
    ],
    [{ design: '{not json' }, 'Design must be a JSON object', 'design'],
    [{ design: '[]' }, 'Design must be a JSON object', 'design'],
    [{ design: '"text"' }, 'Design must be a JSON object', 'design'],
    [{ design: { elements: [] } }, 'Design must be a JSON object', 'design'],
    [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters', 'name'],
  ])('%j -> %s', (change, message, field) => {
    expect(failure(EmailTemplateInputSchema, { ...template, ...change })).toEqual({
      message,
      field,
    });
  });
  it('accepts a design JSON string of an object', () => {
    const design = JSON.stringify({ elements: [], style: { backgroundColor: '#f5f5f5' } });
    expect(v.parse(EmailTemplateInputSchema, { ...template, design }).design).toBe(design);
  });
  it('drops id, createdAt and unknown keys', () => {
    expect(
      Object.keys(
        v.parse(EmailTemplateInputSchema, { ...template, id: 0, createdAt: 'x', owner: 1 }),
      ).sort(),
    ).toEqual(['content', 'design', 'name', 'subject', 'templateType']);
  });
  it('the campaign page form needs content too', () => {
    expect(failure(CampaignTemplateFormSchema, template)).toEqual({
      message: 'Content is required',
      field: 'content',
    });
  });
});
