import * as v from 'valibot';
import {
  contractObject,
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
} from '../common/common.schemas';

/**
 * What an API key may do (issue 33 §2). Each route that takes keys needs exactly one of these
 * (the server's table, `apiKeyAccess.ts`); routes outside it refuse keys whatever their scopes.
 */
export const API_KEY_SCOPES = [
  'contacts:read',
  'contacts:write',
  'campaigns:read',
  'campaigns:send',
  'templates',
  'workflows',
  'forms',
  'analytics',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets through, in the words the key screen and the README show. */
export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  'contacts:read':
    'Read contacts, their notes, tasks, companies, deals and segments, and export contacts',
  'contacts:write':
    'Create, change and delete contacts, notes, tasks, companies, deals and segments, and import contacts',
  'campaigns:read': 'Read campaigns, their recipients and progress',
  'campaigns:send':
    'Create and change campaigns, send, schedule, cancel and test them, and email a contact',
  templates: 'Read and change email templates and uploaded images',
  workflows: 'Read and change automation workflows',
  forms: 'Read and change signup forms',
  analytics: 'Read analytics, bounces and complaints',
};

export const API_KEY_NAME_MESSAGE = 'Give the key a name';
export const API_KEY_NAME_TOO_LONG = `A key's name can be at most ${FIELD_LIMITS.shortText} characters`;
export const API_KEY_SCOPES_MESSAGE = 'Choose at least one scope';
export const API_KEY_SCOPE_MESSAGE = `Scopes are ${API_KEY_SCOPES.join(', ')}`;
/** The expiries the create dialog offers, in days; `null` never expires. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export const API_KEY_EXPIRY_MESSAGE = `A key expires after ${API_KEY_EXPIRY_DAYS.join(', ')} days, or never`;

export const ApiKeyScopeSchema = v.picklist(API_KEY_SCOPES, API_KEY_SCOPE_MESSAGE);

/** A key as lists show it: never its secret nor its hash. */
export const ApiKeySchema = contractObject({
  id: IdSchema,
  name: v.string(),
  /** The key's first characters (`crm_` and 8 more), enough to tell keys apart. */
  prefix: v.string(),
  scopes: v.array(ApiKeyScopeSchema),
  createdAt: IsoDateTimeSchema,
  /** Null until the key is first used; moved at most once a minute. */
  lastUsedAt: v.nullable(IsoDateTimeSchema),
  /** Null: never expires. */
  expiresAt: v.nullable(IsoDateTimeSchema),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;

/** `POST /api/api-keys`. */
export const ApiKeyInputSchema = contractObject({
  name: v.pipe(
    v.string(API_KEY_NAME_MESSAGE),
    v.trim(),
    v.nonEmpty(API_KEY_NAME_MESSAGE),
    v.maxLength(FIELD_LIMITS.shortText, API_KEY_NAME_TOO_LONG),
  ),
  scopes: v.pipe(
    v.array(ApiKeyScopeSchema, API_KEY_SCOPES_MESSAGE),
    v.minLength(1, API_KEY_SCOPES_MESSAGE),
    // Each scope once, in the list's order, whatever order the caller sent.
    v.transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  ),
  expiresInDays: v.optional(
    v.nullable(v.picklist(API_KEY_EXPIRY_DAYS, API_KEY_EXPIRY_MESSAGE)),
    null,
  ),
});
export type ApiKeyInput = v.InferInput<typeof ApiKeyInputSchema>;
export type ApiKeyData = v.InferOutput<typeof ApiKeyInputSchema>;

/** `GET /api/api-keys`: the workspace's live keys (revoked ones are gone), newest first. */
export const ApiKeyListResponseSchema = v.object({ apiKeys: v.array(ApiKeySchema) });

/** `POST /api/api-keys` (201): the whole key, shown this once and never again. */
export const ApiKeyCreatedResponseSchema = v.object({
  apiKey: ApiKeySchema,
  /** `crm_<8 characters>_<43 characters>`: send it as `Authorization: Bearer <key>`. */
  key: v.pipe(v.string(), v.regex(/^crm_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/)),
});
export type ApiKeyCreated = v.InferOutput<typeof ApiKeyCreatedResponseSchema>;
