import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  /** The envelope sender (MAIL FROM), which receivers turn into Return-Path. */
  from: string;
  to: string;
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMessage[];
  /** How often each recipient address was offered (RCPT TO), accepted or not. */
  attempts: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process. `answer` may reject a recipient (RCPT TO) with an SMTP
 * code, e.g. 451 once then accept, or 550 "user unknown"; `delayMs` slows each message down so a
 * send can be killed half-way.
 */
export async function startSmtpSink(
  options: {
    answer?: (rcpt: string, attempt: number) => { code: number; message: string } | undefined;
    delayMs?: number;
    parse?: boolean;
  } = {},
): Promise<SmtpSink> {
  const received: ReceivedMessage[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Clients still connected at close are cut off instead of waited for (30 s by default).
    closeTimeout: 100,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const rcpt = address.address.toLowerCase();
      const attempt = (attempts.get(rcpt) ?? 0) + 1;
      attempts.set(rcpt, attempt);
      const answer = options.answer?.(rcpt, attempt);
      if (!answer) return callback();
      const error = new Error(answer.message) as Error & { responseCode: number };
      error.responseCode = answer.code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const done = async () => {
          if (options.parse === false) received.push({ from, to, raw, parsed: undefined as never });
          else received.push({ from, to, raw, parsed: await simpleParser(raw) });
          callback();
        };
        if (options.delayMs) setTimeout(() => void done(), options.delayMs);
        else void done();
      });
    },
  });
  // A sender killed with -9 resets its pooled connections: expected here, not a test failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?tls=false`,
    received,
    attempts,
    // A client killed mid-message can leave smtp-server's close waiting on a dead connection.
    close: () =>
      Promise.race([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, 500)),
      ]),
  };
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 15_000, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
