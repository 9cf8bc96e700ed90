import type { RowSet } from '../db/countUpTo';
import { randomBytes } from 'node:crypto';
import type {
  ConsentRecord,
  ContactTimelineEvent,
  ContactTimelineKind,
  Form,
  FormData,
  FormDefinition,
  FormLook,
  FormUpdateData,
} from '@crm/api-client';
import { sql, type Selectable } from 'kysely';
import { toIso, toIsoOrNull } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import {
  timelineBefore,
  timelineId,
  type TimelineItem,
  timelineLimit,
  type TimelineRead,
} from '../db/timelineBound';
import type { FormsConsentsTable, FormsTable } from './formsTable';

/** A consent row's kind as a timeline event's. */
export const CONSENT_TIMELINE_KINDS = {
  subscribe: 'consent',
  unsubscribe: 'unsubscribed',
  resubscribe: 'resubscribed',
} as const satisfies Record<NonNullable<FormsConsentsTable['kind']>, ContactTimelineKind>;

type StoredConsentKind = keyof typeof CONSENT_TIMELINE_KINDS;
const storedConsentKinds = (kinds: readonly ContactTimelineKind[]) =>
  (Object.keys(CONSENT_TIMELINE_KINDS) as StoredConsentKind[]).filter((stored) =>
    kinds.includes(CONSENT_TIMELINE_KINDS[stored]),
  );

/** 128 random bits, base64url: a hosted page's address cannot be guessed or counted. */
const newPublicId = () => randomBytes(16).toString('base64url');

const DEFINITION_KEYS = [
  'fields',
  'consent',
  'tags',
  'leadSource',
  'doubleOptIn',
  'thankYouMessage',
  'redirectUrl',
  'proofOfWork',
  'allowedOrigins',
] as const satisfies readonly (keyof FormDefinition)[];

function definitionOf(input: FormDefinition): FormDefinition {
  return Object.fromEntries(DEFINITION_KEYS.map((k) => [k, input[k]])) as FormDefinition;
}

export function parseDefinition(text: string): FormDefinition {
  // Forms saved before proof of work existed have it off.
  return { proofOfWork: false, ...(JSON.parse(text) as Partial<FormDefinition>) } as FormDefinition;
}

type FormRow = Selectable<FormsTable> & { submissions: number | string | bigint };

export function toForm(row: FormRow): Form {
  const submissions = Number(row.submissions);
  return {
    id: row.id,
    publicId: row.public_id,
    name: row.name,
    ...parseDefinition(row.definition),
    confirmationTemplateId: row.confirmation_template_id,
    look: row.look === null ? null : (JSON.parse(row.look) as FormLook),
    version: row.version,
    views: row.views,
    submissions,
    conversion: row.views > 0 ? Math.round((submissions / row.views) * 1000) / 1000 : null,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function toConsent(row: Selectable<FormsConsentsTable>): ConsentRecord {
  return {
    id: row.id,
    kind: row.kind,
    formId: row.form_id,
    formVersion: row.form_version,
    consentText: row.consent_text,
    email: row.email,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: toIso(row.created_at),
    confirmationSentAt: toIsoOrNull(row.confirmation_sent_at),
    confirmedAt: toIsoOrNull(row.confirmed_at),
    confirmedIp: row.confirmed_ip,
    confirmedUserAgent: row.confirmed_user_agent,
  };
}

/** Where a person's choice came from: their address and browser (null when unknown). */
export interface SubmissionOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Who agreed to what, from where. */
export interface NewConsent {
  contactId: number;
  formId: number;
  formVersion: number;
  consentText: string | null;
  email: string;
  ip: string | null;
  userAgent: string | null;
  confirmationSentAt: Date | null;
}

/** The `forms`, `forms_submissions` and `forms_consents` tables, scoped to one owner. */
export function formsRepository({ db }: Db, scope: Scope) {
  // An account has tens of forms: the count of each one's submissions is a subquery per row, on
  // `forms_submissions_form_id`.
  const owned = () =>
    db
      .selectFrom('forms')
      .selectAll('forms')
      .select((eb) =>
        eb
          .selectFrom('forms_submissions as s')
          .whereRef('s.form_id', '=', 'forms.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('submissions'),
      )
      .where(`forms.${OWNER}`, '=', scope.ownerId);
  const get = async (id: number) => {
    const row = await owned().where('forms.id', '=', id).executeTakeFirst();
    return row && toForm(row as FormRow);
  };

  return {
    get,
    async list(): Promise<Form[]> {
      return (await owned().orderBy('forms.id').execute()).map((row) => toForm(row as FormRow));
    },
    async create(input: FormData): Promise<Form> {
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('forms')
        .values({
          ...ownedBy(scope),
          public_id: newPublicId(),
          name: input.name,
          definition: JSON.stringify(definitionOf(input)),
          confirmation_template_id: input.confirmationTemplateId,
          look: input.look === null ? null : JSON.stringify(input.look),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await get(id))!;
    },
    /**
     * Changes the fields present; a change of the definition (anything but the name, the
     * confirmation email and the look) is a new version, so consent records keep naming what the person saw.
     * Undefined when not this owner's.
     */
    async update(id: number, input: FormUpdateData): Promise<Form | undefined> {
      const current = await get(id);
      if (!current) return undefined;
      const before = definitionOf(current);
      const after = definitionOf({
        ...before,
        ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
      } as FormDefinition);
      const changed = JSON.stringify(after) !== JSON.stringify(before);
      await db
        .updateTable('forms')
        .set({
          name: input.name ?? current.name,
          definition: JSON.stringify(after),
          ...(input.confirmationTemplateId !== undefined
            ? { confirmation_template_id: input.confirmationTemplateId }
            : {}),
          ...(input.look !== undefined
            ? { look: input.look === null ? null : JSON.stringify(input.look) }
            : {}),
          version: changed ? current.version + 1 : current.version,
          updated_at: new Date().toISOString(),
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .execute();
      return get(id);
    },
    /** A copy named "<name> (copy)" with its own page, no views and no submissions. */
    async duplicate(id: number): Promise<Form | undefined> {
      const current = await get(id);
      if (!current) return undefined;
      const name = `${current.name} (copy)`.slice(0, 200);
      return this.create({
        ...definitionOf(current),
        name,
        confirmationTemplateId: current.confirmationTemplateId,
        look: current.look,
      });
    },
    /** Deletes the form and its submissions; consent records stay with their contacts. */
    /** Deletes it; answers its name (kept by the audit log), undefined when not this owner's. */
    async remove(id: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('forms')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returning('name')
        .executeTakeFirst();
      return row?.name;
    },
    async recordSubmission(
      formId: number,
      formVersion: number,
      contactId: number,
      answers: unknown,
    ): Promise<void> {
      await db
        .insertInto('forms_submissions')
        .values({
          ...ownedBy(scope),
          form_id: formId,
          contact_id: contactId,
          form_version: formVersion,
          answers: JSON.stringify(answers),
          created_at: new Date().toISOString(),
        })
        .execute();
    },
    async addConsent(consent: NewConsent): Promise<number> {
      const { id } = await db
        .insertInto('forms_consents')
        .values({
          ...ownedBy(scope),
          contact_id: consent.contactId,
          form_id: consent.formId,
          form_version: consent.formVersion,
          kind: 'subscribe',
          consent_text: consent.consentText,
          email: consent.email,
          ip: consent.ip,
          user_agent: consent.userAgent,
          created_at: new Date().toISOString(),
          confirmation_sent_at: consent.confirmationSentAt?.toISOString() ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    /**
     * The person left or rejoined on the unsubscribe page: recorded as a signup is, with what
     * they pressed and from where (a mail client's one-click has its own address and agent).
     */
    async addChoice(choice: {
      contactId: number;
      kind: 'unsubscribe' | 'resubscribe';
      text: string;
      email: string;
      ip: string | null;
      userAgent: string | null;
    }): Promise<void> {
      await db
        .insertInto('forms_consents')
        .values({
          ...ownedBy(scope),
          contact_id: choice.contactId,
          form_id: null,
          form_version: null,
          kind: choice.kind,
          consent_text: choice.text,
          email: choice.email,
          ip: choice.ip,
          user_agent: choice.userAgent,
          created_at: new Date().toISOString(),
        })
        .execute();
    },
    async consent(id: number): Promise<(ConsentRecord & { contactId: number }) | undefined> {
      const row = await db
        .selectFrom('forms_consents')
        .selectAll()
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...toConsent(row), contactId: row.contact_id };
    },
    /** A contact's consent history, oldest first. */
    async consentsOf(contactId: number): Promise<ConsentRecord[]> {
      const rows = await db
        .selectFrom('forms_consents')
        .selectAll()
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .orderBy('id')
        .execute();
      return rows.map(toConsent);
    },
    /** What the contact sent through the owner's forms, oldest first (a contact's data export). */
    async submissionsOfContact(contactId: number) {
      const rows = await db
        .selectFrom('forms_submissions as s')
        .innerJoin('forms as f', 'f.id', 's.form_id')
        .select(['s.form_id', 'f.name', 's.form_version', 's.answers', 's.created_at'])
        .where(`s.${OWNER}`, '=', scope.ownerId)
        .where('s.contact_id', '=', contactId)
        .orderBy('s.id')
        .execute();
      return rows.map((r) => ({
        formId: r.form_id,
        formName: r.name,
        formVersion: r.form_version,
        answers: JSON.parse(r.answers) as Record<string, unknown>,
        createdAt: toIso(r.created_at),
      }));
    },
    /** What the contact sent through the owner's forms as a timeline source, newest first. */
    async timelineSubmissions(contactId: number, rank: number, read: TimelineRead) {
      const rows = await db
        .selectFrom('forms_submissions as s')
        .innerJoin('forms as f', 'f.id', 's.form_id')
        .select(['s.id', 's.form_id', 'f.name', 's.created_at'])
        .where(`s.${OWNER}`, '=', scope.ownerId)
        .where('s.contact_id', '=', contactId)
        .where(timelineBefore(rank, 's.created_at', ['s.id'], read.before))
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(timelineLimit(read))
        .execute();
      return rows.map((r): TimelineItem => {
        const at = toIso(r.created_at);
        const keys = [r.id];
        const id = timelineId(rank, keys);
        return {
          at,
          rank,
          keys,
          event: { kind: 'form_submitted', id, at, formId: r.form_id, formName: r.name },
        };
      });
    },
    /**
     * The contact's consents, unsubscribes and rejoins as a timeline source, newest first (every
     * unsubscribe is recorded here since issue 28 §2; tracking's unsubscribe events repeat them).
     */
    async timelineConsents(contactId: number, rank: number, read: TimelineRead) {
      const rows = await db
        .selectFrom('forms_consents as c')
        .leftJoin('forms as f', 'f.id', 'c.form_id')
        .select(['c.id', 'c.kind', 'c.form_id', 'f.name', 'c.consent_text', 'c.confirmed_at'])
        .select('c.created_at')
        .where(`c.${OWNER}`, '=', scope.ownerId)
        .where('c.contact_id', '=', contactId)
        .where('c.kind', 'in', storedConsentKinds(read.kinds))
        .where(timelineBefore(rank, 'c.created_at', ['c.id'], read.before))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(timelineLimit(read))
        .execute();
      return rows.map((r): TimelineItem => {
        const at = toIso(r.created_at);
        const keys = [r.id];
        const id = timelineId(rank, keys);
        const kind = CONSENT_TIMELINE_KINDS[r.kind as StoredConsentKind];
        const event: ContactTimelineEvent =
          kind === 'consent'
            ? {
                kind,
                id,
                at,
                formId: r.form_id,
                formName: r.name,
                consentText: r.consent_text,
                confirmedAt: toIsoOrNull(r.confirmed_at),
              }
            : { kind, id, at };
        return { at, rank, keys, event };
      });
    },
    /** The contact's form submissions, unexecuted (the timeline counts and probes them). */
    submissionRowsOf: (contactId: number): RowSet =>
      db
        .selectFrom('forms_submissions')
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId),
    /** The contact's consent records of `kinds` (timeline kinds), unexecuted. */
    consentRowsOf: (contactId: number, kinds: readonly ContactTimelineKind[]): RowSet =>
      db
        .selectFrom('forms_consents')
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .where('kind', 'in', storedConsentKinds(kinds)),
    /** When the contact was last sent a confirmation link (null: never). */
    async lastConfirmationSent(contactId: number): Promise<Date | null> {
      const row = await db
        .selectFrom('forms_consents')
        .select((eb) => eb.fn.max('confirmation_sent_at').as('at'))
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      return row?.at ? new Date(toIso(row.at as Date | string)) : null;
    },
    async markConfirmationSent(consentId: number, at: Date): Promise<void> {
      await db
        .updateTable('forms_consents')
        .set({ confirmation_sent_at: at.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', consentId)
        .execute();
    },
    /**
     * Records the confirmation once: a second press changes nothing (the first time and place
     * stay). Returns whether this call confirmed it.
     */
    async confirm(
      consentId: number,
      from: { ip: string | null; userAgent: string | null },
      at: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('forms_consents')
        .set({
          confirmed_at: at.toISOString(),
          confirmed_ip: from.ip,
          confirmed_user_agent: from.userAgent,
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', consentId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /**
     * An erasure: the contacts' submissions keep counting in their form's figures, without what
     * they said (their consent records go with the contact).
     */
    async forgetSubmissionsOf(contactIds: readonly number[]): Promise<void> {
      if (contactIds.length === 0) return;
      await db
        .updateTable('forms_submissions')
        .set({ contact_id: null, answers: '{}' })
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', 'in', contactIds)
        .execute();
    },
    async submissionsOf(formId: number): Promise<number> {
      const row = await db
        .selectFrom('forms_submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(OWNER, '=', scope.ownerId)
        .where('form_id', '=', formId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** A hosted page's form and its owner, found by its public id (the public routes have no session). */
export async function formByPublicId(
  { db }: Db,
  publicId: string,
): Promise<{ ownerId: number; form: Form } | undefined> {
  if (!/^[\w-]{10,40}$/.test(publicId)) return undefined;
  const row = await db
    .selectFrom('forms')
    .selectAll()
    .select(sql<number>`0`.as('submissions'))
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return row && { ownerId: row[OWNER], form: toForm(row) };
}

/** Counts a view of a hosted page (the conversion figure's denominator). */
export async function countFormView({ db }: Db, formId: number): Promise<void> {
  await db
    .updateTable('forms')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', formId)
    .execute();
}

/**
 * Counts one submission of a form in its current fixed window and says how many the window holds,
 * with the window's end: one upsert, whatever the traffic (the form-wide limit is checked on every
 * submission, at hundreds a second). A fixed window lets up to twice the limit through across a
 * boundary; for a flood guard that is enough.
 */
export async function countFormHit(
  { db }: Db,
  formId: number,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; endsAt: number }> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const row = await db
    .insertInto('forms_rate_windows')
    .values({ form_id: formId, window_start: start, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['form_id', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('forms_rate_windows.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return { hits: row.hits, endsAt: start + windowMs };
}

/** Deletes the windows that ended before `before` (a recurring job). */
export async function purgeFormHits({ db }: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('forms_rate_windows')
    .where('window_start', '<', before.getTime())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks a challenge used; false when it already was (a replay). One insert, atomic on both databases. */
export async function spendChallenge(
  { db }: Db,
  spentKey: string,
  expiresAt: number,
): Promise<boolean> {
  const row = await db
    .insertInto('forms_pow_spent')
    .values({ challenge: spentKey, expires_at: expiresAt })
    .onConflict((oc) => oc.column('challenge').doNothing())
    .returning('challenge')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the spent challenges that can no longer be accepted anyway (a recurring job). */
export async function purgeSpentChallenges({ db }: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('forms_pow_spent')
    .where('expires_at', '<=', now.getTime())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
