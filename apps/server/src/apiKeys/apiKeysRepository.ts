import type { ApiKey, ApiKeyData, ApiKeyScope } from '@crm/api-client';
import type { Selectable } from 'kysely';
import { toIso, toIsoOrNull } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import type { ApiKeysTable } from './apiKeysTable';

function toApiKey(row: Selectable<ApiKeysTable>): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes) as ApiKeyScope[],
    createdAt: toIso(row.created_at),
    lastUsedAt: toIsoOrNull(row.last_used_at),
    expiresAt: toIsoOrNull(row.expires_at),
  };
}

/** An owner's API keys (issue 33 §2); every query scoped to one owner. */
export function apiKeysRepository({ db }: Db, scope: Scope) {
  return {
    /** The live keys, newest first: revoked ones are kept (for the audit log) but not listed. */
    async list(): Promise<ApiKey[]> {
      const rows = await db
        .selectFrom('api_keys')
        .selectAll()
        .where(OWNER, '=', scope.ownerId)
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toApiKey);
    },
    async create(
      input: ApiKeyData,
      key: { prefix: string; hash: string; createdBy: number },
      now: Date,
    ): Promise<ApiKey> {
      const row = await db
        .insertInto('api_keys')
        .values({
          ...ownedBy(scope),
          name: input.name,
          prefix: key.prefix,
          hash: key.hash,
          scopes: JSON.stringify(input.scopes),
          expires_at:
            input.expiresInDays === null
              ? null
              : new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString(),
          created_by: key.createdBy,
          created_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toApiKey(row);
    },
    /** Revokes a live key: its name, or undefined when there is none with this id. */
    async revoke(id: number, now: Date): Promise<string | undefined> {
      const row = await db
        .updateTable('api_keys')
        .set({ revoked_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning('name')
        .executeTakeFirst();
      return row?.name;
    },
  };
}

/** What authentication needs of a key found by its hash, whoever owns it. */
export interface StoredApiKey {
  id: number;
  ownerId: number;
  createdBy: number;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  rateWindowStart: number;
  rateHits: number;
}

/** The key with this hash, revoked or not (the caller says which refusal applies). */
export async function findApiKeyByHash(
  { db }: Db,
  hash: string,
): Promise<StoredApiKey | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('hash', '=', hash)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      ownerId: row[OWNER],
      createdBy: row.created_by,
      scopes: JSON.parse(row.scopes) as ApiKeyScope[],
      expiresAt: toIsoOrNull(row.expires_at),
      revokedAt: toIsoOrNull(row.revoked_at),
      lastUsedAt: toIsoOrNull(row.last_used_at),
      rateWindowStart: Number(row.rate_window_start),
      rateHits: row.rate_hits,
    }
  );
}

/**
 * Counts one request of a key in the fixed window starting at `windowStart` and answers the
 * window's count; moves `last_used_at` when `touch` says so. One statement, and the increment is
 * done by the database so parallel requests all count (a fixed window lets up to twice the limit
 * through across a boundary, which is enough for a flood guard, as for forms).
 */
export async function countApiKeyUse(
  { db }: Db,
  id: number,
  windowStart: number,
  touch: string | undefined,
): Promise<number> {
  const row = await db
    .updateTable('api_keys')
    .set((eb) => ({
      rate_hits: eb
        .case()
        .when('rate_window_start', '=', windowStart)
        .then(eb('rate_hits', '+', 1))
        .else(1)
        .end(),
      rate_window_start: windowStart,
      ...(touch ? { last_used_at: touch } : {}),
    }))
    .where('id', '=', id)
    .returning('rate_hits')
    .executeTakeFirst();
  return row?.rate_hits ?? 0;
}
