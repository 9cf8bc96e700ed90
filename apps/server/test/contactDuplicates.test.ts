import { DUPLICATE_GROUPS_PAGE_SIZE } from '@crm/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REFERENCES } from '../src/db/contactReferences';
import { matchEmailSql } from '../src/db/contactMatchKeys';
import type { Database } from '../src/db/schema';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * Duplicate contacts (issue 27 §4): finding them by address (Gmail's dots and +tags, any case) and
 * by name and company, and merging them so that every row naming a merged contact moves to the kept
 * one, in one transaction.
 */
describeEachDatabase('duplicate contacts', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server?.close());

  const now = () => new Date().toISOString();

  const owner = async () => {
    const user = await server.registerUser();
    const userId = user.user.id;
    const as = { token: user.token };
    /** Stored as given (an import may keep an address's case; the API lowers it). */
    const contact = async (
      email: string,
      fields: Partial<Database['contacts']> = {},
    ): Promise<number> => {
      const row = await server.db
        .insertInto('contacts')
        .values({
          user_id: userId,
          first_name: 'Pat',
          last_name: 'Doe',
          email,
          phone: null,
          company: null,
          position: null,
          status: 'subscriber',
          tags: '[]',
          lead_source: null,
          custom_fields: '{}',
          created_at: now(),
          ...fields,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const duplicates = async (cursor?: string) => {
      const res = await server.get(
        `/api/contacts/duplicates${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        as,
      );
      expect(res.status, res.text).toBe(200);
      return res.body as {
        groups: { reason: string; key: string; count: number; contacts: { id: number }[] }[];
        nextCursor: string | null;
      };
    };
    const merge = (body: unknown) => server.post('/api/contacts/merge', body, as);
    return { user, userId, as, contact, duplicates, merge };
  };

  describe('finding', () => {
    it('groups addresses ignoring case, and for Gmail dots, +tags and googlemail.com', async () => {
      const me = await owner();
      const jane = await me.contact('jane.doe@gmail.com');
      const janeTagged = await me.contact('JaneDoe+News@Gmail.com');
      const janeGoogle = await me.contact('j.a.n.e.doe@googlemail.com');
      const bob = await me.contact('bob@example.com');
      const bobUpper = await me.contact('BOB@Example.com');
      // Dots and +tags are letters to other providers: not the same address.
      await me.contact('ann.lee@example.com');
      await me.contact('annlee@example.com');
      await me.contact('ann.lee+x@example.com');
      await me.contact('single@gmail.com');

      const { groups, nextCursor } = await me.duplicates();
      expect(nextCursor).toBeNull();
      expect(groups.map((g) => ({ ...g, contacts: g.contacts.map((c) => c.id) }))).toEqual([
        { reason: 'address', key: 'bob@example.com', count: 2, contacts: [bob, bobUpper] },
        {
          reason: 'address',
          key: 'janedoe@gmail.com',
          count: 3,
          contacts: [jane, janeTagged, janeGoogle],
        },
      ]);
    });

    it('groups the same full name at the same company, ignoring case; no company is no match', async () => {
      const me = await owner();
      const a = await me.contact('a@one.example', { company: 'Acme' });
      const b = await me.contact('b@two.example', {
        first_name: 'PAT',
        last_name: 'doe',
        company: 'ACME',
      });
      await me.contact('c@three.example', { company: 'Other Co' });
      await me.contact('d@four.example');
      await me.contact('e@five.example');
      const { groups } = await me.duplicates();
      expect(groups.map((g) => [g.reason, g.key, g.contacts.map((c) => c.id)])).toEqual([
        ['name', 'pat doe · acme', [a, b]],
      ]);
    });

    it("pages through groups with a cursor, address groups first, never another owner's", async () => {
      const me = await owner();
      const other = await owner();
      await other.contact('x@example.com');
      await me.contact('x@example.com');
      await me.contact('X@example.com');
      const groupCount = DUPLICATE_GROUPS_PAGE_SIZE + 3;
      for (let i = 0; i < groupCount; i++) {
        await me.contact(`p${String(i).padStart(2, '0')}@one.example`, {
          first_name: `Person${i}`,
          company: 'Acme',
        });
        await me.contact(`p${String(i).padStart(2, '0')}@two.example`, {
          first_name: `Person${i}`,
          company: 'Acme',
        });
      }
      const first = await me.duplicates();
      expect(first.groups).toHaveLength(DUPLICATE_GROUPS_PAGE_SIZE);
      expect(first.groups[0]).toMatchObject({ reason: 'address', key: 'x@example.com', count: 2 });
      const second = await me.duplicates(first.nextCursor!);
      expect(second.nextCursor).toBeNull();
      const all = [...first.groups, ...second.groups];
      expect(all).toHaveLength(groupCount + 1);
      expect(new Set(all.map((g) => g.key)).size).toBe(groupCount + 1);
      expect(all.slice(1).every((g) => g.reason === 'name')).toBe(true);

      const bad = await server.get('/api/contacts/duplicates?cursor=nonsense', me.as);
      expect(bad.status).toBe(400);
    });

    it('finds the address groups through the index, not a scan of the table', async () => {
      const me = await owner();
      await me.contact('a@gmail.com');
      const plan =
        server.dialect === 'postgres'
          ? // A table this small is scanned whatever its indexes, unless scans are off.
            await server.db.transaction().execute(async (trx) => {
              await sql`set local enable_seqscan = off`.execute(trx);
              const { rows } = await sql<{ 'QUERY PLAN': string }>`explain
                select 1 from contacts where user_id = ${me.userId}
                group by ${matchEmail()} having count(*) > 1`.execute(trx);
              return rows.map((r) => r['QUERY PLAN']).join('\n');
            })
          : (
              await sql<{ detail: string }>`explain query plan
                select 1 from contacts where user_id = ${me.userId}
                group by ${matchEmail()} having count(*) > 1`.execute(server.db)
            ).rows
              .map((r) => r.detail)
              .join('\n');
      expect(plan).toContain('contacts_user_match_email');
      expect(plan).not.toMatch(/TEMP B-TREE/);
    });
  });

  /** The same expression the repository groups by. */
  const matchEmail = () => matchEmailSql(server.dialect);

  /** A row naming `contactId` in each table of CONTACT_REFERENCES, with what they hang on. */
  const history = async (userId: number, contactId: number, on: Shared) => {
    const at = now();
    const rows: Record<string, () => Promise<unknown>> = {
      campaign_contacts: () =>
        server.db
          .insertInto('campaign_contacts')
          .values({ campaign_id: on.campaignId, contact_id: contactId, created_at: at })
          .execute(),
      campaign_recipients: async () => {
        const recipient = await server.db
          .insertInto('campaign_recipients')
          .values({
            campaign_id: on.campaignId,
            user_id: userId,
            contact_id: contactId,
            email: `r${contactId}@example.com`,
            status: 'sent',
            next_attempt_at: at,
            sent_at: at,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        on.recipients.set(contactId, recipient.id);
      },
      tracking_events: () =>
        server.db
          .insertInto('tracking_events')
          .values(
            ['open', 'click'].map((type) => ({
              user_id: userId,
              campaign_id: on.campaignId,
              recipient_id: on.recipients.get(contactId)!,
              contact_id: contactId,
              type,
              url: type === 'click' ? 'https://example.com' : null,
              created_at: at,
            })) as never,
          )
          .execute(),
      bounces: () =>
        server.db
          .insertInto('bounces')
          .values({
            user_id: userId,
            recipient_id: on.recipients.get(contactId)!,
            campaign_id: on.campaignId,
            contact_id: contactId,
            email: `r${contactId}@example.com`,
            kind: 'soft',
            status: null,
            reason: 'mailbox full',
            source: 'smtp',
            created_at: at,
          } as never)
          .execute(),
      contacts_status_changes: () =>
        server.db
          .insertInto('contacts_status_changes')
          .values({
            user_id: userId,
            contact_id: contactId,
            from_status: 'unsubscribed',
            to_status: 'subscriber',
            reason: 'asked again',
            created_at: at,
          })
          .execute(),
      contacts_changes: () =>
        server.db
          .insertInto('contacts_changes')
          .values({
            user_id: userId,
            contact_id: contactId,
            field: 'phone',
            from_value: null,
            to_value: '555',
            changed_by: 'user',
            changed_by_user_id: userId,
            changed_by_name: null,
            reason: null,
            created_at: at,
          })
          .execute(),
      workflows_runs: () =>
        server.db
          .insertInto('workflows_runs')
          .values({
            user_id: userId,
            workflow_id: on.workflowId,
            contact_id: contactId,
            status: 'active',
            step_id: null,
            next_due: at,
            error: null,
            entered_at: at,
            updated_at: at,
            finished_at: null,
          })
          .execute(),
      forms_submissions: () =>
        server.db
          .insertInto('forms_submissions')
          .values({
            user_id: userId,
            form_id: on.formId,
            contact_id: contactId,
            form_version: 1,
            answers: '{}',
            created_at: at,
          })
          .execute(),
      forms_consents: () =>
        server.db
          .insertInto('forms_consents')
          .values({
            user_id: userId,
            contact_id: contactId,
            form_id: on.formId,
            form_version: 1,
            kind: 'consent',
            consent_text: 'Yes, mail me',
            email: `r${contactId}@example.com`,
            created_at: at,
          } as never)
          .execute(),
      notes: () =>
        server.db
          .insertInto('notes')
          .values({
            user_id: userId,
            author_id: userId,
            contact_id: contactId,
            body: 'Met at the fair',
            pinned: (server.dialect === 'postgres' ? false : 0) as never,
            created_at: at,
            updated_at: at,
          } as never)
          .execute(),
      tasks: () =>
        server.db
          .insertInto('tasks')
          .values({
            user_id: userId,
            contact_id: contactId,
            title: 'Call back',
            created_at: at,
            updated_at: at,
          } as never)
          .execute(),
      deals_contacts: () =>
        server.db
          .insertInto('deals_contacts')
          .values({ deal_id: on.dealId, contact_id: contactId })
          .execute(),
      deals_events: () =>
        server.db
          .insertInto('deals_events')
          .values({
            user_id: userId,
            contact_id: contactId,
            deal_id: on.dealId,
            deal_name: 'Big deal',
            kind: 'stage',
            from_stage: 'Lead',
            to_stage: 'Won',
            created_at: at,
          } as never)
          .execute(),
    };
    // Recipients first: events and bounces hang on them.
    for (const { table } of CONTACT_REFERENCES) {
      expect(rows[table], `a row of ${table} for the merge tests`).toBeDefined();
      if (table !== 'tracking_events' && table !== 'bounces') await rows[table]!();
    }
    await rows.tracking_events!();
    await rows.bounces!();
  };

  interface Shared {
    campaignId: number;
    workflowId: number;
    formId: number;
    dealId: number;
    recipients: Map<number, number>;
  }

  /** A campaign, a workflow, a form and a deal of the owner's for history to hang on. */
  const shared = async (userId: number): Promise<Shared> => {
    const at = now();
    const campaign = await server.db
      .insertInto('campaigns')
      .values({
        user_id: userId,
        name: 'Spring',
        subject: 'Hi',
        content: 'Hi',
        status: 'sent',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const workflow = await server.db
      .insertInto('workflows')
      .values({
        user_id: userId,
        name: 'Welcome',
        trigger: 'contact_added',
        created_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = await server.db
      .insertInto('forms')
      .values({
        user_id: userId,
        public_id: `f${userId}${Math.random().toString(36).slice(2)}`,
        name: 'Signup',
        definition: '{}',
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const stage = await server.db
      .insertInto('deals_stages')
      .values({ user_id: userId, name: 'Lead', position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deal = await server.db
      .insertInto('deals')
      .values({
        user_id: userId,
        name: 'Big deal',
        value_cents: 100,
        stage_id: stage.id,
        position: 1,
        status: 'open',
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      campaignId: campaign.id,
      workflowId: workflow.id,
      formId: form.id,
      dealId: deal.id,
      recipients: new Map(),
    };
  };

  /** Rows naming each of `ids`, per table of CONTACT_REFERENCES. */
  const referenceCounts = async (ids: number[]) => {
    const out: Record<string, Record<number, number>> = {};
    for (const { table } of CONTACT_REFERENCES) {
      const { rows } = await sql<{ contact_id: number; n: number | string }>`
        select contact_id, count(*) as n from ${sql.table(table)}
        where contact_id in (${sql.join(ids)}) group by contact_id`.execute(server.db);
      out[table] = Object.fromEntries(ids.map((id) => [id, 0]));
      for (const row of rows) out[table]![row.contact_id] = Number(row.n);
    }
    return out;
  };

  describe('merging', () => {
    it('moves every kind of history to the kept contact, resolving unique keys without losing rows', async () => {
      const me = await owner();
      const on = await shared(me.userId);
      const keep = await me.contact('jane@gmail.com', { tags: '["vip"]' });
      const gone = await me.contact('j.a.n.e+x@gmail.com', { tags: '["news","vip"]' });
      await history(me.userId, keep, on);
      await history(me.userId, gone, on);
      const before = await referenceCounts([keep, gone]);

      const res = await me.merge({ keepId: keep, mergeIds: [gone] });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ merged: 1, contact: { id: keep, tags: ['vip', 'news'] } });

      const after = await referenceCounts([keep, gone]);
      for (const { table, unique } of CONTACT_REFERENCES) {
        expect(after[table]![gone], table).toBe(0);
        const total = before[table]![keep]! + before[table]![gone]!;
        // Both were in the same campaign, workflow and deal: one membership is kept.
        const kept =
          unique?.onCollision === 'drop' || unique?.onCollision === 'detach' ? total - 1 : total;
        // The kept contact's history also gains the merge: its tags' change and the merge itself.
        const added = table === 'contacts_changes' ? 2 : 0;
        expect(after[table]![keep], table).toBe(kept + added);
      }
      // The second send stays for the campaign's figures, detached from any contact.
      const detached = await server.db
        .selectFrom('campaign_recipients')
        .select(['id', 'contact_id'])
        .where('id', '=', on.recipients.get(gone)!)
        .executeTakeFirstOrThrow();
      expect(detached.contact_id).toBeNull();
      // Its opens and clicks are the kept contact's now.
      const events = await server.db
        .selectFrom('tracking_events')
        .select('contact_id')
        .where('recipient_id', '=', on.recipients.get(gone)!)
        .execute();
      expect(events.map((e) => e.contact_id)).toEqual([keep, keep]);
      // Both runs kept, the merged one ended: a contact is in a workflow once at a time.
      const runs = await server.db
        .selectFrom('workflows_runs')
        .select(['status', 'finished_at'])
        .where('contact_id', '=', keep)
        .orderBy('id')
        .execute();
      expect(runs.map((r) => [r.status, r.finished_at === null])).toEqual([
        ['active', true],
        ['exited', false],
      ]);
      const left = await server.db
        .selectFrom('contacts')
        .select('id')
        .where('id', '=', gone)
        .execute();
      expect(left).toEqual([]);
    });

    it('takes each picked field, unites custom fields, and records the merge on the timeline and in the audit log', async () => {
      const me = await owner();
      const keep = await me.contact('pat@example.com', {
        phone: null,
        position: 'CEO',
        custom_fields: JSON.stringify({ plan: 'gold', size: 10 }),
      });
      const other = await me.contact('pat.doe@example.com', {
        first_name: 'Patricia',
        phone: '555 0100',
        company: 'Acme',
        custom_fields: JSON.stringify({ plan: 'silver', city: 'Oslo', size: 12 }),
      });
      const res = await me.merge({
        keepId: keep,
        mergeIds: [other],
        fields: { firstName: other, email: other, phone: other, company: other },
        customFields: { size: other },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.contact).toMatchObject({
        id: keep,
        firstName: 'Patricia',
        lastName: 'Doe',
        email: 'pat.doe@example.com',
        phone: '555 0100',
        company: 'Acme',
        position: 'CEO',
        customFields: { plan: 'gold', city: 'Oslo', size: 12 },
      });
      expect(res.body.contact.companyId).toEqual(expect.any(Number));

      const timeline = await server.get(`/api/contacts/${keep}/timeline`, me.as);
      expect(timeline.status, timeline.text).toBe(200);
      const kinds = timeline.body.events.map((e: { kind: string }) => e.kind);
      expect(timeline.body.events.find((e: { kind: string }) => e.kind === 'merged')).toMatchObject(
        { emails: ['pat.doe@example.com'], by: 'api' },
      );
      expect(kinds).toContain('field_changed');
      const filtered = await server.get(`/api/contacts/${keep}/timeline?kinds=merged`, me.as);
      expect(filtered.body.events.map((e: { kind: string }) => e.kind)).toEqual(['merged']);

      const audit = await server.get('/api/audit-log', me.as);
      expect(audit.body.events[0]).toMatchObject({
        action: 'contacts.merged',
        targetLabel: 'pat.doe@example.com',
        details: { count: 1 },
      });
    });

    it('merges three at once, the merged contacts colliding with each other too', async () => {
      const me = await owner();
      const on = await shared(me.userId);
      const keep = await me.contact('k@example.com');
      const two = await me.contact('two@example.com');
      const three = await me.contact('three@example.com');
      // Not the kept one: the two merged share the campaign and the workflow.
      for (const id of [two, three]) {
        await server.db
          .insertInto('campaign_contacts')
          .values({ campaign_id: on.campaignId, contact_id: id, created_at: now() })
          .execute();
        await server.db
          .insertInto('workflows_runs')
          .values({
            user_id: me.userId,
            workflow_id: on.workflowId,
            contact_id: id,
            status: 'active',
            step_id: null,
            next_due: null,
            error: null,
            entered_at: now(),
            updated_at: now(),
            finished_at: null,
          })
          .execute();
      }
      const res = await me.merge({ keepId: keep, mergeIds: [two, three] });
      expect(res.status, res.text).toBe(200);
      const counts = await referenceCounts([keep]);
      expect(counts.campaign_contacts![keep]).toBe(1);
      expect(counts.workflows_runs![keep]).toBe(2);
    });

    it('is one transaction: a failure part way leaves every row as it was', async () => {
      const me = await owner();
      const on = await shared(me.userId);
      const keep = await me.contact('keep@example.com', { tags: '["a"]' });
      const gone = await me.contact('gone@example.com', { first_name: 'Boom', tags: '["b"]' });
      await history(me.userId, keep, on);
      await history(me.userId, gone, on);
      const before = await referenceCounts([keep, gone]);
      const contactsBefore = await server.db
        .selectFrom('contacts')
        .selectAll()
        .where('id', 'in', [keep, gone])
        .orderBy('id')
        .execute();
      // Deleting the merged contact fails: its history has moved by then, in the same transaction.
      if (server.dialect === 'postgres') {
        await sql`create function refuse_boom() returns trigger language plpgsql as $$
          begin if old.first_name = 'Boom' then raise exception 'boom'; end if; return old; end $$`.execute(
          server.db,
        );
        await sql`create trigger refuse_boom before delete on contacts
          for each row execute function refuse_boom()`.execute(server.db);
      } else {
        await sql`create trigger refuse_boom before delete on contacts
          when old.first_name = 'Boom' begin select raise(abort, 'boom'); end`.execute(server.db);
      }
      try {
        const res = await me.merge({ keepId: keep, mergeIds: [gone], fields: { firstName: gone } });
        expect(res.status).toBe(500);
      } finally {
        await sql`drop trigger refuse_boom${server.dialect === 'postgres' ? sql` on contacts` : sql``}`.execute(
          server.db,
        );
      }
      expect(await referenceCounts([keep, gone])).toEqual(before);
      expect(
        await server.db
          .selectFrom('contacts')
          .selectAll()
          .where('id', 'in', [keep, gone])
          .orderBy('id')
          .execute(),
      ).toEqual(contactsBefore);
    });

    it('refuses what is no merge: a lone contact, the kept one merged, a pick from outside, an opt-out dropped', async () => {
      const me = await owner();
      const a = await me.contact('a@example.com');
      const b = await me.contact('b@example.com', { status: 'unsubscribed' });
      const c = await me.contact('c@example.com');
      const cases: [unknown, number, string][] = [
        [{ keepId: a, mergeIds: [] }, 400, 'Choose at least one other contact to merge'],
        [{ keepId: a, mergeIds: [a] }, 400, 'The contact kept cannot also be merged into itself'],
        [
          { keepId: a, mergeIds: [c], fields: { email: b } },
          400,
          'Pick email from one of the contacts merged',
        ],
        [{ keepId: a, mergeIds: [c], fields: { nickname: a } }, 400, 'Unknown field to pick'],
        [
          { keepId: a, mergeIds: [b] },
          400,
          'b@example.com unsubscribed: keep that status for the merged contact',
        ],
        [{ keepId: a, mergeIds: [999_999_999] }, 404, 'Contact 999999999 not found'],
      ];
      for (const [body, status, message] of cases) {
        const res = await me.merge(body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.message, JSON.stringify(body)).toBe(message);
      }
      // Keeping the opt-out status merges.
      const ok = await me.merge({ keepId: a, mergeIds: [b], fields: { status: b } });
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body.contact.status).toBe('unsubscribed');
    });

    it("refuses another owner's contacts as if they did not exist, and changes nothing", async () => {
      const me = await owner();
      const other = await owner();
      const mine = await me.contact('same@example.com');
      const theirs = await other.contact('same@example.com');
      for (const body of [
        { keepId: mine, mergeIds: [theirs] },
        { keepId: theirs, mergeIds: [mine] },
      ]) {
        const res = await me.merge(body);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(`Contact ${theirs} not found`);
      }
      const rows = await server.db
        .selectFrom('contacts')
        .select('id')
        .where('id', 'in', [mine, theirs])
        .execute();
      expect(rows).toHaveLength(2);
    });
  });

  describe('the list of tables that reference a contact', () => {
    it("holds every contact_id column of the schema, with the foreign key's ON DELETE as the erasure relies on", async () => {
      const tables = await server.db.introspection.getTables();
      const columns = tables
        .filter((t) => !server.pgSchema || t.schema === server.pgSchema)
        .flatMap((t) => t.columns.filter((c) => c.name === 'contact_id').map(() => t.name))
        .sort();
      expect(columns).toEqual(CONTACT_REFERENCES.map((r) => r.table).sort());

      const keys =
        server.dialect === 'postgres'
          ? (
              await sql<{ table: string; column: string; action: string }>`
                select cl.relname as table, a.attname as column, c.confdeltype as action
                from pg_constraint c
                join pg_class cl on cl.oid = c.conrelid
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
                join pg_class target on target.oid = c.confrelid
                join pg_namespace ns on ns.oid = target.relnamespace
                where c.contype = 'f' and target.relname = 'contacts'
                  and ns.nspname = ${server.pgSchema!}`.execute(server.db)
            ).rows.map((r) => ({
              ...r,
              action:
                ({ c: 'CASCADE', n: 'SET NULL' } as Record<string, string>)[r.action] ?? r.action,
            }))
          : (
              await sql<{ table: string; column: string; action: string }>`
                select m.name as "table", f."from" as "column", f.on_delete as action
                from sqlite_master m, pragma_foreign_key_list(m.name) f
                where m.type = 'table' and f."table" = 'contacts'`.execute(server.db)
            ).rows;
      expect(
        keys
          .map((k) => ({ table: k.table, column: k.column, action: k.action }))
          .sort((x, y) => x.table.localeCompare(y.table)),
      ).toEqual(
        CONTACT_REFERENCES.map((r) => ({
          table: r.table,
          column: 'contact_id',
          action: r.erased === 'deleted' ? 'CASCADE' : 'SET NULL',
        })).sort((x, y) => x.table.localeCompare(y.table)),
      );
    });
  });
});
