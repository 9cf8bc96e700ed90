import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readBounceMailbox, PROCESSED_KEYWORD } from '../src/bounces/bounceMailbox';
import { reportDeps } from '../src/bounces/bounceReceivers';
import {
  startBounceSmtpReceiver,
  type BounceSmtpReceiver,
} from '../src/bounces/bounceSmtpReceiver';
import { bouncesRepository } from '../src/bounces/bouncesRepository';
import { bounceMailboxJob } from '../src/bounces/bouncesJobs';
import { processReport, type ReportDeps } from '../src/bounces/processReport';
import { ownerScope } from '../src/db/scope';
import { startJobWorkers } from '../src/jobs/jobWorkers';
import type { WorkerPool } from '../src/jobs/workerPool';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { bounceTestConfig, fixture, seedSentMessage } from './bouncesSeed';
import { startImapTestServer } from './imapTestServer';
import { manualClock } from './jobsHarness';
import { waitFor } from './sendingSink';

describeEachDatabase('bounces', (database) => {
  let server: TestServer;
  let deps: ReportDeps;
  let receiver: BounceSmtpReceiver;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer({ database, config: bounceTestConfig() });
    userId = (await server.registerUser()).user.id;
    deps = await reportDeps(server);
    receiver = await startBounceSmtpReceiver({
      deps,
      host: '127.0.0.1',
      port: 0,
      maxBytes: 64 * 1024,
    });
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  const contactStatus = async (id: number) =>
    (
      await server.db
        .selectFrom('contacts')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.status;
  const counts = async (recipientId: number) => ({
    bounces: (
      await server.db
        .selectFrom('bounces')
        .selectAll()
        .where('recipient_id', '=', recipientId)
        .execute()
    ).map((b) => `${b.kind} ${b.status}`),
    events: (
      await server.db
        .selectFrom('tracking_events')
        .select('type')
        .where('recipient_id', '=', recipientId)
        .execute()
    ).map((e) => e.type),
  });
  const smtpSend = (to: string, raw: Buffer | string) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from: '', to: [to] }, raw });

  it('SMTP receiver: refuses other addresses at RCPT, applies a real Postfix DSN once, caps the size', async () => {
    const sent = await seedSentMessage(server.db, {
      userId,
      email: 'unknown@remote.test',
      recipientId: 1002,
      messageId: '<fixture.postfix.remote-unknown-user@beacon.test>',
    });
    const raw = fixture('postfix-remote-unknown-user.eml');
    const verpTo = /^To: (\S+)/m.exec(raw.toString('latin1'))![1]!;

    await expect(smtpSend('postmaster@bounces.beacon.test', raw)).rejects.toThrow(/550/);
    await expect(
      smtpSend(verpTo.replace(/-[a-z2-7]+@/, '-aaaaaaaaaaaaaaaaaaaa@'), raw),
    ).rejects.toThrow(/550/);
    expect(await contactStatus(sent.contactId)).toBe('subscribed');

    await smtpSend(verpTo, raw);
    expect(await contactStatus(sent.contactId)).toBe('bounced');
    const row = await server.db
      .selectFrom('campaign_recipients')
      .select('bounced_at')
      .where('id', '=', sent.recipientId)
      .executeTakeFirstOrThrow();
    expect(row.bounced_at).not.toBeNull();
    const reason = await server.db
      .selectFrom('bounces')
      .select(['reason', 'source'])
      .where('recipient_id', '=', sent.recipientId)
      .executeTakeFirstOrThrow();
    expect(reason).toEqual({ reason: expect.stringContaining('550 5.1.1'), source: 'smtp' });

    // The same DSN again (a retry, or the mailbox copy) changes nothing more.
    await smtpSend(verpTo, raw);
    expect(await counts(sent.recipientId)).toEqual({ bounces: ['hard 5.1.1'], events: ['bounce'] });

    const big = Buffer.concat([raw, Buffer.alloc(70 * 1024, 'x')]);
    await expect(smtpSend(verpTo, big)).rejects.toThrow(/552|too big|size/i);
  });

  it('a mailbox-full DSN counts as soft; three soft bounces in a row act as a hard one', async () => {
    const first = await seedSentMessage(server.db, {
      userId,
      email: 'full@remote.test',
      sentAt: new Date(Date.now() - 3000),
    });
    const second = await seedSentMessage(server.db, {
      userId,
      email: 'full@remote.test',
      contactId: first.contactId,
      sentAt: new Date(Date.now() - 2000),
    });
    const third = await seedSentMessage(server.db, {
      userId,
      email: 'full@remote.test',
      contactId: first.contactId,
      recipientId: 2003,
      messageId: '<fixture.exim.remote-mailbox-full@beacon.test>',
    });
    const soft = {
      kind: 'soft' as const,
      address: 'full@remote.test',
      status: '4.2.2',
      reason: '452 4.2.2 Mailbox full',
    };
    const message = (recipientId: number) => ({
      recipientId,
      ownerId: userId,
      campaignId: first.campaignId,
      contactId: first.contactId,
      email: 'full@remote.test',
    });

    expect(
      await bouncesRepository(server, ownerScope(userId)).apply(
        message(first.recipientId),
        soft,
        'mailgun',
      ),
    ).toBe('applied');
    expect(
      await bouncesRepository(server, ownerScope(userId)).apply(
        message(second.recipientId),
        soft,
        'mailgun',
      ),
    ).toBe('applied');
    expect(await contactStatus(first.contactId)).toBe('subscribed');
    // The third: Exim's real DSN (Status 5.0.0 over a remote 552 5.2.2), read as soft.
    expect(await processReport(deps, fixture('exim-remote-mailbox-full.eml'), 'imap')).toBe(
      'applied',
    );
    expect(await contactStatus(first.contactId)).toBe('bounced');
    expect((await counts(third.recipientId)).bounces.sort()).toEqual(['hard 5.2.2', 'soft 5.2.2']);
  });

  it('a complaint (Yahoo ARF) unsubscribes the contact, once', async () => {
    const sent = await seedSentMessage(server.db, {
      userId,
      email: 'annoyed.reader@yahoo.com',
      recipientId: 9004,
    });
    expect(await processReport(deps, fixture('handwritten-yahoo-complaint.eml'), 'imap')).toBe(
      'applied',
    );
    expect(await processReport(deps, fixture('handwritten-yahoo-complaint.eml'), 'imap')).toBe(
      'duplicate',
    );
    expect(await contactStatus(sent.contactId)).toBe('unsubscribed');
    expect(await counts(sent.recipientId)).toEqual({
      bounces: ['complaint abuse'],
      events: ['unsubscribe'],
    });
  });

  it("a hard bounce reaches every contact at the address: its message's contact was deleted, then added again", async () => {
    const sent = await seedSentMessage(server.db, { userId, email: 'moved.on@remote.test' });
    await server.db.deleteFrom('contacts').where('id', '=', sent.contactId).execute();
    const again = await seedSentMessage(server.db, { userId, email: 'moved.on@remote.test' });
    const hard = {
      kind: 'hard' as const,
      address: 'moved.on@remote.test',
      status: '5.1.1',
      reason: '550 5.1.1 No such user',
    };
    const message = {
      recipientId: sent.recipientId,
      ownerId: userId,
      campaignId: sent.campaignId,
      contactId: null,
      email: 'moved.on@remote.test',
    };
    expect(
      await bouncesRepository(server, ownerScope(userId)).apply(message, hard, 'postmark'),
    ).toBe('applied');
    expect(await contactStatus(again.contactId)).toBe('bounced');
    expect(await counts(sent.recipientId)).toEqual({ bounces: ['hard 5.1.1'], events: ['bounce'] });
    // Applied only in its owner's scope.
    await expect(
      bouncesRepository(server, ownerScope(userId + 1)).apply(message, hard, 'postmark'),
    ).rejects.toThrow();
  });

  it('IMAP: takes the reports of ours, leaves every other message unread and unflagged', async () => {
    const imap = await startImapTestServer({ user: 'bounces@beacon.test', password: 'p@ss word' });
    try {
      const sent = await seedSentMessage(server.db, {
        userId,
        email: 'former.employee@contoso.example',
        messageId: '<fixture.outlook.hard@beacon.test>',
      });
      const ours = imap.deliver(fixture('handwritten-outlook-hard-bounce.eml'));
      const others = [
        imap.deliver(fixture('handwritten-out-of-office.eml')),
        imap.deliver(fixture('handwritten-spam-to-bounce-address.eml')),
        // A real DSN, validly signed, for a message this database never sent.
        imap.deliver(fixture('opensmtpd-remote-unknown-user.eml')),
      ];
      expect(await readBounceMailbox(deps, imap.url)).toEqual({ processed: 1, leftAlone: 3 });
      expect([...ours.flags].sort()).toEqual([PROCESSED_KEYWORD, '\\Seen']);
      for (const message of others) expect([...message.flags]).toEqual([]);
      expect(imap.messages).toHaveLength(4);
      expect(await contactStatus(sent.contactId)).toBe('bounced');

      // The next pass starts after the last UID read: nothing is read twice.
      const later = imap.deliver(fixture('postfix-delay-warning.eml'));
      expect(await readBounceMailbox(deps, imap.url)).toEqual({ processed: 0, leftAlone: 1 });
      expect([...later.flags]).toEqual([]);
      expect(await readBounceMailbox(deps, imap.url)).toEqual({ processed: 0, leftAlone: 0 });
    } finally {
      await imap.close();
    }
  });
  it('the mailbox is read by a recurring job on the job layer: a pass per period, its figures kept', async () => {
    const imap = await startImapTestServer({ user: 'bounces@beacon.test', password: 'secret' });
    const clock = manualClock();
    const everyMs = 60_000;
    const job = bounceMailboxJob(
      { ...server.config, bounces: { ...server.config.bounces, imapIntervalMs: everyMs } },
      imap.url,
    );
    let pool: WorkerPool | undefined;
    const runs = () =>
      server.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'bounces.readMailbox')
        .orderBy('run_at')
        .execute();
    try {
      const sent = await seedSentMessage(server.db, {
        userId,
        email: 'nobody.at.all@example.org',
        recipientId: 9001,
        messageId: '<fixture.gmail.hard@beacon.test>',
      });
      imap.deliver(fixture('handwritten-gmail-hard-bounce.eml'));
      // Two processes starting in the same period: one run.
      await job.schedule(server, clock);
      await job.schedule(server, clock);
      pool = startJobWorkers({
        db: server,
        kinds: [job.kind],
        clock,
        leaseMs: 60_000,
        pollIntervalMs: 600_000,
      });
      const first = await waitFor(async () => (await runs()).find((r) => r.state === 'done'), {
        what: 'the first pass',
      });
      expect(JSON.parse(first.result!)).toEqual({ processed: 1, leftAlone: 0 });
      expect(await contactStatus(sent.contactId)).toBe('bounced');

      // The run queued the next period's; nothing reads the mailbox until it is due.
      const next = (await runs()).find((r) => r.state === 'queued')!;
      const period = Math.floor(clock.now().getTime() / everyMs) + 1;
      expect(new Date(next.run_at).getTime()).toBe(period * everyMs);
      const later = imap.deliver(fixture('handwritten-out-of-office.eml'));
      clock.set(period * everyMs);
      pool.wake();
      const second = await waitFor(
        async () => (await runs()).filter((r) => r.state === 'done')[1],
        { what: 'the next pass' },
      );
      expect(JSON.parse(second.result!)).toEqual({ processed: 0, leftAlone: 1 });
      expect([...later.flags]).toEqual([]);
    } finally {
      await pool?.stop();
      await imap.close();
    }
  });
});
