import * as v from 'valibot';

/** Length limits of the contract. The server enforces the same numbers because it parses with these schemas. */
export const FIELD_LIMITS = {
  username: 50,
  email: 254,
  /** Passwords are capped so a hash cannot be made to chew on megabytes. */
  password: 256,
  name: 200,
  shortText: 200,
  subject: 300,
  description: 2_000,
  /** Characters of HTML content or of a design / steps JSON string (about 1 MB). */
  content: 1_000_000,
  tag: 100,
  tags: 100,
  customFields: 100,
} as const;

/** The largest record id: id columns are 32-bit integers on PostgreSQL. */
export const MAX_ID = 2_147_483_647;

/** Server-assigned record ids: positive integers. */
export const IdSchema = v.pipe(
  v.number('Id must be a number'),
  v.safeInteger('Id must be a whole number'),
  v.minValue(1, 'Id must be a positive number'),
  v.maxValue(MAX_ID, `Id must be at most ${MAX_ID.toLocaleString('en-US')}`),
);
export type Id = v.InferOutput<typeof IdSchema>;

/** A `{id}` segment of a path, as a string, turned into an {@link Id}. */
export const IdParamSchema = v.pipe(
  v.string('Id must be a number'),
  v.regex(/^[1-9]\d{0,15}$/, 'Id must be a positive number'),
  v.transform(Number),
  IdSchema,
);

/** Timestamps travel as ISO 8601 strings, e.g. `2025-05-16T09:30:00.000Z`. */
export const IsoDateTimeSchema = v.pipe(
  v.string('Expected an ISO date-time string'),
  v.isoTimestamp('Expected an ISO date-time string'),
);

/** The body of every error the server answers with. */
export const ApiErrorBodySchema = v.object({
  message: v.string(),
  /** The payload field that failed validation, as a dot path (`email`, `tags.2`). */
  field: v.optional(v.string()),
  /** Quoted in 500 answers so a user can report it and an operator can find the log line. */
  requestId: v.optional(v.string()),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

export const SuccessResponseSchema = v.object({ success: v.literal(true) });
export type SuccessResponse = v.InferOutput<typeof SuccessResponseSchema>;

export const HealthResponseSchema = v.object({ ok: v.literal(true) });
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;

/** A required text field: trimmed, blank rejected with `requiredMessage`, capped at `max`. */
export function requiredText(requiredMessage: string, label: string, max: number) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`),
  );
}

/**
 * An optional text field: trimmed, capped at `max`; missing, null or blank all become `null`
 * so "not set" has exactly one representation in storage.
 */
export function optionalText(label: string, max: number) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text`),
        v.trim(),
        v.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`),
        v.transform((value): string | null => (value === '' ? null : value)),
      ),
    ),
    null,
  );
}

/** A string that must hold JSON whose top level is an object (`'object'`) or a list (`'array'`). */
export function jsonString(kind: 'object' | 'array', message: string, max: number, label: string) {
  return v.pipe(
    v.string(message),
    v.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`),
    v.check((text) => {
      try {
        const value: unknown = JSON.parse(text);
        return kind === 'array'
          ? Array.isArray(value)
          : typeof value === 'object' && value !== null && !Array.isArray(value);
      } catch {
        return false;
      }
    }, message),
  );
}

/** The message when a payload is not a JSON object at all. */
export const PAYLOAD_OBJECT_MESSAGE = 'Request body must be a JSON object';

/**
 * `v.object` whose "missing key" issue carries the field's own message ('First name is required')
 * instead of valibot's generic "Invalid key". Unknown keys are dropped, as with `v.object`.
 */
export function contractObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(entries, key)) {
      const result = v.safeParse(entries[key] as v.GenericSchema, undefined);
      if (!result.success) return result.issues[0].message;
    }
    return PAYLOAD_OBJECT_MESSAGE;
  });
}
