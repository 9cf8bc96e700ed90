import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import { dkimVerify } from 'mailauth';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { WORKFLOW_RUN_JOB } from '../src/workflows/workflowRunsRepository';
import { stepMessageKey, WORKFLOW_BATCH, WORKFLOW_WORKERS } from '../src/workflows/workflowsJobs';
import { describeEachDatabase } from './harness';
import { startSmtpSink, waitFor, type ReceivedMessage, type SmtpSink } from './sendingSink';
import { serverProcesses } from './serverProcesses';

/** The workflow pool's workers and jobs per claim (workflowsJobs.ts): what a kill can cut off. */
const IN_FLIGHT_BOUND = WORKFLOW_WORKERS * WORKFLOW_BATCH;

const header = (m: ReceivedMessage, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(m.raw)?.[1]?.trim() ?? '';

/** The Message-ID sendOne derives from a key (sendMessage.ts), for the sink's domain. */
const keyedMessageId = (key: string) =>
  `<k.${createHash('sha256').update(key).digest('hex').slice(0, 32)}@beacon.test>`;

/** A DNS resolver for mailauth that knows one DKIM key and nothing else (no network in tests). */
function dkimRecord(name: string, publicKey: KeyObject) {
  const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return async (query: string, type: string) => {
    if (query === name && type === 'TXT') return [[`v=DKIM1; k=rsa; p=${p}`]];
    throw Object.assign(new Error(`no ${type} record for ${query}`), { code: 'ENOTFOUND' });
  };
}

/** The fields of the API's answers the tests read. */
interface Answer {
  token: string;
  user: { id: number };
  template: { id: number };
  workflow: { id: number };
  affected: number;
}

/**
 * Workflows run by real server processes (issue 29 §2, §5): two PostgreSQL processes share one
 * workflow's contacts with no step run twice, a kill -9 in the middle of email steps loses and
 * duplicates nothing, and a workflow's email is DKIM-signed like a campaign's.
 */
describeEachDatabase('workflows across processes', (database) => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const servers = serverProcesses(database, {
    PUBLIC_URL: 'https://crm.example.test',
    // A dead process's claimed jobs free up after 2 s on PostgreSQL (SQLite frees them at start).
    SEND_CLAIM_LEASE_SECONDS: '2',
    DKIM_DOMAIN: 'beacon.test',
    DKIM_SELECTOR: 'crm2026',
    DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
  let sink: SmtpSink | undefined;

  beforeAll(() => servers.setUp('workflows'));
  afterEach(async () => {
    await servers.stopAll();
    await sink?.close();
  });
  afterAll(() => servers.tearDown());

  /** A user with templates and a workflow started by the tag `go`, through the API. */
  async function arrange(baseUrl: string, steps: (templates: number[]) => unknown[]) {
    const name = `u${randomBytes(4).toString('hex')}`;
    const call = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Answer;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const { token, user } = await call('/api/auth/register', {
      username: name,
      email: `${name}@example.com`,
      name,
      password: 'secret12',
    });
    const templates: number[] = [];
    for (const subject of ['Welcome', 'Second'])
      templates.push(
        (
          await call(
            '/api/email-templates',
            { name: subject, subject, content: `<p>Hi {{firstName}}</p>`, templateType: 'welcome' },
            token,
          )
        ).template.id,
      );
    const workflowId = (
      await call(
        '/api/automation-workflows',
        {
          name: 'On go',
          trigger: 'tag_added',
          isActive: true,
          steps: JSON.stringify({ version: 2, trigger: { tag: 'go' }, steps: steps(templates) }),
        },
        token,
      )
    ).workflow.id;
    /** `count` contacts written straight to the table, then one bulk "add tag go" enrols them. */
    const enrol = async (count: number) => {
      const now = new Date().toISOString();
      await servers.handle.db
        .insertInto('contacts')
        .values(
          Array.from({ length: count }, (_, i) => ({
            user_id: user.id,
            first_name: `P${i}`,
            last_name: 'Person',
            email: `${name}.${i}@example.com`,
            status: 'subscriber',
            tags: '[]',
            custom_fields: '{}',
            created_at: now,
          })),
        )
        .execute();
      const tagged = await call('/api/contacts/bulk/tag', { filter: {}, tag: 'go' }, token);
      expect(tagged.affected).toBe(count);
      return Array.from({ length: count }, (_, i) => `${name}.${i}@example.com`);
    };
    return { workflowId, enrol, token };
  }

  const runs = (workflowId: number) =>
    servers.handle.db
      .selectFrom('workflows_runs')
      .innerJoin('contacts', 'contacts.id', 'workflows_runs.contact_id')
      .select(['workflows_runs.id', 'workflows_runs.status', 'workflows_runs.step_id', 'email'])
      .where('workflow_id', '=', workflowId)
      .execute();
  const allCompleted = async (workflowId: number, count: number) => {
    const rows = await runs(workflowId);
    return rows.length === count && rows.every((r) => r.status === 'completed');
  };
  /** Per address, the Message-IDs it got and how often each came. */
  const deliveries = (subject: string) => {
    const byAddress = new Map<string, Map<string, number>>();
    for (const m of sink!.received.filter((r) => header(r, 'Subject') === subject)) {
      const ids = byAddress.get(m.to) ?? new Map<string, number>();
      const id = header(m, 'Message-ID');
      ids.set(id, (ids.get(id) ?? 0) + 1);
      byAddress.set(m.to, ids);
    }
    return byAddress;
  };

  it.runIf(database === 'postgres')(
    'shares one workflow between two processes: each email goes out once, both do some',
    async () => {
      sink = await startSmtpSink({ delayMs: 5, parse: false });
      // The From's display name tells which process sent a message (same domain, same Message-IDs).
      const [a] = await Promise.all([
        servers.start({ SMTP_URL: sink.url, MAIL_FROM: 'Process A <news@beacon.test>' }),
        servers.start({ SMTP_URL: sink.url, MAIL_FROM: 'Process B <news@beacon.test>' }),
      ]);
      const { workflowId, enrol } = await arrange(a!.baseUrl, ([welcome]) => [
        { id: 's1', type: 'send_email', templateId: welcome },
        { id: 'w1', type: 'wait', amount: 1, unit: 'minutes' },
        { id: 't1', type: 'add_tag', tag: 'welcomed' },
      ]);
      const emails = await enrol(300);

      // Every contact at the wait, its job back in the queue unclaimed: then the minute "passes".
      await waitFor(
        async () => {
          const rows = await runs(workflowId);
          const claimed = await servers.handle.db
            .selectFrom('jobs')
            .select('id')
            .where('kind', '=', WORKFLOW_RUN_JOB)
            .where('claimed_by', 'is not', null)
            .execute();
          return rows.length === 300 && rows.every((r) => r.step_id === 'w1') && !claimed.length;
        },
        { timeoutMs: 60_000, what: 'every contact at the wait' },
      );
      const past = new Date(Date.now() - 1000).toISOString();
      await servers.handle.db
        .updateTable('workflows_runs')
        .set({ next_due: past })
        .where('workflow_id', '=', workflowId)
        .execute();
      await servers.handle.db
        .updateTable('jobs')
        .set({ run_at: past })
        .where('kind', '=', WORKFLOW_RUN_JOB)
        .where('state', '=', 'queued')
        .execute();
      await sql`select pg_notify('crm_jobs', '')`.execute(servers.handle.db);
      await waitFor(() => allCompleted(workflowId, 300), {
        timeoutMs: 60_000,
        what: 'every contact through the workflow',
      });

      const sent = deliveries('Welcome');
      expect([...sent.keys()].sort()).toEqual([...emails].sort());
      expect(
        [...sent.values()].filter((ids) => ids.size !== 1 || [...ids.values()][0] !== 1),
      ).toEqual([]);
      const senders = new Map<string, number>();
      for (const m of sink.received) {
        const from = header(m, 'From');
        senders.set(from, (senders.get(from) ?? 0) + 1);
      }
      expect([...senders.keys()].sort()).toEqual([
        'Process A <news@beacon.test>',
        'Process B <news@beacon.test>',
      ]);
      // Each step ran once per contact: one record each, and the tag step's tag on everyone.
      const steps = await servers.handle.db
        .selectFrom('workflows_run_steps')
        .select(['step_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('workflow_id', '=', workflowId)
        .groupBy('step_id')
        .orderBy('step_id')
        .execute();
      expect(steps.map((s) => [s.step_id, Number(s.n)])).toEqual([
        ['s1', 300],
        ['t1', 300],
        ['w1', 300],
      ]);
      const tagged = await servers.handle.db
        .selectFrom('contacts')
        .select('id')
        .where('email', 'in', emails)
        .where('tags', 'like', '%welcomed%')
        .execute();
      expect(tagged).toHaveLength(300);
    },
  );

  it('loses and duplicates nothing when a process is killed (-9) in the middle of email steps', async () => {
    sink = await startSmtpSink({ delayMs: 20, parse: false });
    const env = { SMTP_URL: sink.url, MAIL_FROM: 'Beacon <news@beacon.test>' };
    const first = await servers.start(env);
    const { workflowId, enrol } = await arrange(first.baseUrl, ([welcome, second]) => [
      { id: 's1', type: 'send_email', templateId: welcome },
      { id: 's2', type: 'send_email', templateId: second },
      { id: 't1', type: 'add_tag', tag: 'welcomed' },
    ]);
    const emails = await enrol(200);
    await waitFor(() => sink!.received.length >= 60, { what: 'part of the workflow mail' });
    await servers.kill(first);
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeLessThan(2 * emails.length);
    expect(await allCompleted(workflowId, emails.length)).toBe(false);

    await servers.start(env);
    await waitFor(() => allCompleted(workflowId, emails.length), {
      timeoutMs: 60_000,
      what: 'every contact through the workflow after the restart',
    });

    // Every contact got each step's email under the one Message-ID its run and step make.
    const byEmail = new Map((await runs(workflowId)).map((r) => [r.email, r.id]));
    let repeated = 0;
    for (const [subject, stepId] of [
      ['Welcome', 's1'],
      ['Second', 's2'],
    ] as const) {
      const sent = deliveries(subject);
      expect([...sent.keys()].sort(), subject).toEqual([...emails].sort());
      for (const [address, ids] of sent) {
        expect([...ids.keys()], address).toEqual([
          keyedMessageId(stepMessageKey(byEmail.get(address)!, stepId)),
        ]);
        repeated += [...ids.values()][0]! - 1;
      }
    }
    // A message the SMTP server took while its sender died is sent again, under the same
    // Message-ID (receivers keep one): at most the jobs the dead process had in hand.
    expect(repeated).toBeLessThanOrEqual(IN_FLIGHT_BOUND);
    // No run stuck: every job of the workflow ended.
    const open = await servers.handle.db
      .selectFrom('jobs')
      .select(['id', 'state', 'error'])
      .where('kind', '=', WORKFLOW_RUN_JOB)
      .where('state', '!=', 'done')
      .execute();
    expect(open).toEqual([]);
  });

  it("signs a workflow's email with DKIM, as mailauth verifies", async () => {
    sink = await startSmtpSink({ parse: false });
    const server = await servers.start({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Beacon <news@beacon.test>',
    });
    const { workflowId, enrol } = await arrange(server.baseUrl, ([welcome]) => [
      { id: 's1', type: 'send_email', templateId: welcome },
    ]);
    const [address] = await enrol(1);
    await waitFor(() => allCompleted(workflowId, 1), { what: 'the workflow email' });
    const [message] = sink.received.filter((m) => m.to === address);
    const dns = dkimRecord('crm2026._domainkey.beacon.test', publicKey);
    const [result] = (await dkimVerify(Buffer.from(message!.raw), { resolver: dns })).results;
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe('beacon.test');
    const signed = (result as unknown as { signingHeaders: { keys: string } }).signingHeaders.keys
      .toLowerCase()
      .split(/:\s*/);
    expect(signed).toEqual(
      expect.arrayContaining(['from', 'to', 'subject', 'message-id', 'list-unsubscribe']),
    );
    // A message changed on the way fails: the check above is a real verification.
    const altered = message!.raw.replace(/^Subject: .*$/m, 'Subject: Changed');
    const [tampered] = (await dkimVerify(Buffer.from(altered), { resolver: dns })).results;
    expect(tampered?.status.result).toBe('fail');
  });
});
