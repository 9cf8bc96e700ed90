import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_ERASE_BATCH_MAX,
  ContactBulkEraseInputSchema,
  ContactEraseInputSchema,
  ERASE_CONFIRM_MESSAGE,
  confirmsErasure,
} from './contactErasure.schemas';

const message = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('erasure contract', () => {
  it('confirms with the same address in any case, spaces around it ignored, and nothing else', () => {
    expect(confirmsErasure(' Ana.Garcia@Example.com ', 'ana.garcia@example.com')).toBe(true);
    expect(confirmsErasure('ana@example.com', 'ana.garcia@example.com')).toBe(false);
    expect(confirmsErasure('', 'ana.garcia@example.com')).toBe(false);
  });

  it('asks for the typed address in words', () => {
    expect(message(ContactEraseInputSchema, {})).toBe(ERASE_CONFIRM_MESSAGE);
    expect(message(ContactEraseInputSchema, { confirmEmail: 3 })).toBe(ERASE_CONFIRM_MESSAGE);
  });

  it('takes 1 to 1000 valid addresses, lower-cased', () => {
    expect(v.parse(ContactBulkEraseInputSchema, { emails: ['A@Example.com'] })).toEqual({
      emails: ['a@example.com'],
    });
    expect(message(ContactBulkEraseInputSchema, { emails: [] })).toBe(
      'Give at least one address to erase',
    );
    const many = Array.from({ length: CONTACT_ERASE_BATCH_MAX + 1 }, (_, i) => `p${i}@x.test`);
    expect(message(ContactBulkEraseInputSchema, { emails: many })).toBe(
      `Erase at most ${CONTACT_ERASE_BATCH_MAX} addresses at a time`,
    );
  });
});
