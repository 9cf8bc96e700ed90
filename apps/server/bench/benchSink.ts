/**
 * The benches' SMTP sink, in a process of its own (neither the server nor the bench shares a core
 * with it), and the floor of sending to it: nodemailer alone, messages rendered before the clock
 * starts. send.bench.ts and workflows.bench.ts judge their rates against it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { mergeValues } from '../src/sending/mergeTags';
import { compileMessage, renderMessage } from '../src/sending/renderCampaign';

const SELF = fileURLToPath(import.meta.url);

/** The body both benches send: two links and merge tags, a typical newsletter's shape. */
export const BENCH_CONTENT =
  '<html><body style="font-family:Arial,sans-serif"><h1>Hello {{firstName|there}}</h1>' +
  '<p>Our spring sale starts now for everyone at {{company|your company}}.</p>' +
  '<p><a href="https://shop.example.com/sale?utm_source=crm">See the offer</a> or ' +
  '<a href="https://shop.example.com/help">ask us</a>.</p></body></html>';

export interface BenchSink {
  url: string;
  /** How many messages it has taken so far. */
  count(): Promise<number>;
  stop(): void;
}

/** Child mode: an SMTP sink that accepts everything; answers "count" with how many. */
function runSink() {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        count++;
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => {
    process.send!({ port: (server.server.address() as { port: number }).port });
  });
  process.on('message', () => process.send!({ count }));
  // The bench ended, however: a sink left running would hold its port and a core.
  process.on('disconnect', () => process.exit(0));
}

export function startBenchSink(): Promise<BenchSink> {
  const child: ChildProcess = fork(SELF, ['sink'], {
    execArgv: ['--import', 'tsx', '--conditions=@crm/source'],
  });
  return new Promise((resolve) => {
    child.once('message', (m: { port: number }) =>
      resolve({
        url: `smtp://127.0.0.1:${m.port}?tls=false`,
        count: () =>
          new Promise((r) => {
            child.once('message', (c: { count: number }) => r(c.count));
            child.send('count');
          }),
        stop: () => child.kill(),
      }),
    );
  });
}

/**
 * nodemailer alone sending `messages` pre-rendered messages to the sink with the server's pool
 * (5 connections): messages per second.
 */
export async function plainSendRate(sinkUrl: string, messages: number): Promise<number> {
  const compiled = compileMessage({
    subject: 'Spring sale for {{firstName}}',
    content: BENCH_CONTENT,
  });
  const rendered = Array.from({ length: 1000 }, (_, i) =>
    renderMessage(
      compiled,
      mergeValues({
        firstName: `First${i}`,
        lastName: 'Last',
        email: `b${i}@example.com`,
        company: `Company ${i}`,
        position: null,
        phone: null,
        customFields: {},
      }),
      { click: (url) => url, openPixelUrl: 'https://crm.example.com/t/o/x' },
    ),
  );
  const u = new URL(sinkUrl);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    maxMessages: Infinity,
    host: u.hostname,
    port: Number(u.port),
    secure: false,
    ignoreTLS: true,
  });
  const start = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < messages) {
      const i = next++;
      await transport.sendMail({
        from: 'Bench <news@example.com>',
        to: `b${i}@example.com`,
        messageId: `<b${i}@example.com>`,
        ...rendered[i % rendered.length]!,
      });
    }
  };
  // Enough in flight to keep all five connections busy, as the server's four batches of 50 do.
  await Promise.all(Array.from({ length: 200 }, worker));
  const seconds = (performance.now() - start) / 1000;
  transport.close();
  return messages / seconds;
}

if (process.argv[2] === 'sink' && process.argv[1] === SELF) runSink();
