import { ImapFlow } from 'imapflow';
import { bounceReportsRepository } from './bouncesRepository';
import { processReport, type ReportDeps } from './processReport';

/** Keyword set (with \Seen) on every report of ours that was taken; other mail is not touched. */
export const PROCESSED_KEYWORD = '$BeaconBounceProcessed';
/** Messages read per pass: a large backlog is worked off over several passes. */
const MAX_PER_PASS = 500;

export interface MailboxPass {
  /** Reports of ours that were taken (applied, already known, or calling for nothing). */
  processed: number;
  /** Everything else: left unread and unflagged. */
  leftAlone: number;
}

function connectionOptions(url: string) {
  const u = new URL(url);
  if (u.protocol !== 'imap:' && u.protocol !== 'imaps:')
    throw new Error('BOUNCE_IMAP_URL must be imap:// or imaps://');
  const secure = u.protocol === 'imaps:';
  return {
    mailbox: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'INBOX',
    // The position is kept per mailbox, never with the password in it.
    key: `${u.protocol}//${decodeURIComponent(u.username)}@${u.host}/${u.pathname.replace(/^\//, '') || 'INBOX'}`,
    client: {
      host: u.hostname,
      port: Number(u.port) || (secure ? 993 : 143),
      secure,
      auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
      logger: false as const,
      // A plain imap:// URL means a server on a trusted network (or the loopback), so do not upgrade.
      doSTARTTLS: secure ? undefined : false,
    },
  };
}

/**
 * One pass over the bounce mailbox: reads the messages that arrived since the last pass (kept by
 * UID and UIDVALIDITY in `bounces_mailboxes`), hands each to `processReport`, and flags the reports
 * of ours \Seen and PROCESSED_KEYWORD. Auto-replies, spam and reports about other mail stay as they
 * were (unread, unflagged, undeleted): the mailbox may be a person's too. Bodies are fetched with
 * BODY.PEEK, which sets no \Seen. A failure to record stops the pass before the failed message, so
 * the next pass starts there again.
 */
export async function readBounceMailbox(deps: ReportDeps, url: string): Promise<MailboxPass> {
  const { mailbox, key, client: options } = connectionOptions(url);
  const reports = bounceReportsRepository(deps.db);
  const client = new ImapFlow(options);
  await client.connect();
  const pass: MailboxPass = { processed: 0, leftAlone: 0 };
  try {
    const lock = await client.getMailboxLock(mailbox);
    try {
      const opened = client.mailbox;
      if (!opened) throw new Error(`Could not open ${mailbox}`);
      const validity = String(opened.uidValidity);
      const position = await reports.mailboxPosition(key);
      const from = position?.uidValidity === validity ? position.lastUid + 1 : 1;
      if (opened.exists === 0 || (opened.uidNext !== undefined && from >= opened.uidNext))
        return pass;
      // Fetch first, then act: IMAP allows no other command while a FETCH is being streamed.
      const messages: { uid: number; source: Buffer }[] = [];
      for await (const message of client.fetch(
        `${from}:*`,
        { uid: true, source: true },
        { uid: true },
      )) {
        // `n:*` also returns the last message when n is past it.
        if (message.uid >= from && message.source)
          messages.push({ uid: message.uid, source: message.source });
        if (messages.length >= MAX_PER_PASS) break;
      }
      let last = from - 1;
      for (const message of messages.sort((a, b) => a.uid - b.uid)) {
        const outcome = await processReport(deps, message.source, 'imap');
        if (outcome === 'not-a-report' || outcome === 'not-ours') pass.leftAlone += 1;
        else {
          await client.messageFlagsAdd(String(message.uid), ['\\Seen', PROCESSED_KEYWORD], {
            uid: true,
          });
          pass.processed += 1;
        }
        last = message.uid;
        await reports.saveMailboxPosition(key, validity, last);
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return pass;
}
