import type { CampaignAudienceChoice, SegmentGroup } from '@crm/api-client';
import type { Expression, SqlBool } from 'kysely';
import type { AudienceConditions } from './campaignsRepository';
import { contactsRepository } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { HttpError } from '../http/HttpError';
import { resolveSegments } from '../segments/segmentFilter';
import { segmentsRepository } from '../segments/segmentsRepository';

/** A segment the audience names that is not the owner's (deleted since, or never theirs). */
export interface MissingSegment {
  id: number;
  /** Where the audience names it: `audience.segments.0`, `audience.excludeSegments.2`. */
  field: string;
}

export type ResolvedAudience =
  { ok: true; conditions: AudienceConditions } | { ok: false; missing: MissingSegment };

export async function resolveAudience(
  database: Db,
  scope: Scope,
  audience: CampaignAudienceChoice,
  now = new Date(),
): Promise<ResolvedAudience> {
  const segments = segmentsRepository(database, scope);
  const load = async (ids: number[], list: 'segments' | 'excludeSegments') => {
    const found = await Promise.all(ids.map((id) => segments.find(id)));
    const at = found.findIndex((segment) => segment === undefined);
    return at === -1
      ? { groups: found.map((segment) => segment!.conditions) }
      : { missing: { id: ids[at]!, field: `audience.${list}.${at}` } };
  };
  const included = await load(audience.segments, 'segments');
  if (included.missing) return { ok: false, missing: included.missing };
  const excluded = await load(audience.excludeSegments, 'excludeSegments');
  if (excluded.missing) return { ok: false, missing: excluded.missing };
  const contacts = contactsRepository(database, scope);
  // Segments and tags together as one "any" group: the contacts area compiles it in one piece,
  // with the segments that a chosen segment includes loaded as they are now.
  const anyOf = async (
    groups: SegmentGroup[],
    tags: string[],
  ): Promise<Expression<SqlBool> | undefined> => {
    const conditions: SegmentGroup['conditions'] = [
      ...groups,
      ...(tags.length > 0 ? [{ kind: 'tags' as const, op: 'any' as const, tags }] : []),
    ];
    // An empty group means everyone to a segment; here it means nobody was chosen.
    return conditions.length === 0
      ? undefined
      : contacts.conditionsWhere(
          await resolveSegments(database, scope, { match: 'any', conditions }),
          now,
        );
  };
  return {
    ok: true,
    conditions: {
      include: await anyOf(included.groups, audience.tags),
      exclude: await anyOf(excluded.groups, audience.excludeTags),
    },
  };
}

/** The audience's conditions, or a 400 naming the first segment that is not the owner's. */
export async function audienceConditions(
  database: Db,
  scope: Scope,
  audience: CampaignAudienceChoice,
): Promise<AudienceConditions> {
  const resolved = await resolveAudience(database, scope, audience);
  if (!resolved.ok)
    throw new HttpError(400, `Segment ${resolved.missing.id} does not exist`, {
      field: resolved.missing.field,
    });
  return resolved.conditions;
}

/** A saved campaign's audience that names a segment deleted since: it cannot be counted or sent. */
export const staleAudience = (missing: MissingSegment) =>
  new HttpError(
    409,
    `This campaign's audience names segment ${missing.id}, which no longer exists: choose its audience again`,
    { field: missing.field },
  );
