/**
 * Regenerates the bounce fixtures in apps/server/test/fixtures/bounces/ from real MTAs. NOT part of
 * the tests or CI (CI has no MTA): run it by hand, as root, on a disposable Debian machine.
 *
 *   node --import tsx apps/server/scripts/makeBounceFixtures.ts [postfix] [exim] [opensmtpd]
 *
 * Each MTA is installed with apt-get in turn (they replace one another as the system MTA; services
 * do not start on their own), configured for the loopback only, and given campaign-like messages
 * whose envelope sender is a VERP address of ours. The recipients are undeliverable in the ways
 * mail fails: an unknown local user, and a fake remote server run here that answers 550 5.1.1,
 * 552 5.2.2, 550 5.7.1 or 451 4.3.0. The MTA then sends its bounce (and its delay warning) to the
 * VERP address, which is routed to the same local server, and the bytes it receives are the
 * fixture. manifest.json records what each one is about.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { verpAddresses } from '../src/bounces/verpAddress';

export const FIXTURE_SECRET = 'beacon-fixture-secret';
export const FIXTURE_BOUNCE_DOMAIN = 'bounces.beacon.test';
const REMOTE_DOMAIN = 'remote.test';
const outDir = path.resolve(import.meta.dirname, '../test/fixtures/bounces');
const verp = verpAddresses(FIXTURE_SECRET, FIXTURE_BOUNCE_DOMAIN);

interface Scenario {
  name: string;
  /** The local part at the remote domain, or `local` for an unknown user at the MTA's own domain. */
  to: string | 'local';
  /** What the report must come out as; `ignore` for warnings and successes. */
  expect: 'hard' | 'soft' | 'ignore';
  /** Runs in the second phase, where messages stay queued long enough to warn. */
  delayed?: boolean;
  /** Ask for a success notification (Postfix: sendmail -N success). */
  notifySuccess?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'local-unknown-user', to: 'local', expect: 'hard' },
  { name: 'remote-unknown-user', to: 'unknown', expect: 'hard' },
  { name: 'remote-mailbox-full', to: 'full', expect: 'soft' },
  { name: 'remote-policy-block', to: 'blocked', expect: 'soft' },
  { name: 'remote-temporary-failure', to: 'later', expect: 'soft' },
  { name: 'delay-warning', to: 'later', expect: 'ignore', delayed: true },
  { name: 'success-notification', to: 'ok', expect: 'ignore', notifySuccess: true },
];

/** The fake remote's answer at RCPT TO, by local part. */
const REMOTE_ANSWERS: Record<string, { code: number; message: string } | undefined> = {
  unknown: {
    code: 550,
    message: '5.1.1 The email account that you tried to reach does not exist',
  },
  full: { code: 552, message: '5.2.2 Mailbox full: the user is over quota' },
  blocked: { code: 550, message: '5.7.1 Message rejected by local policy' },
  later: { code: 451, message: '4.3.0 Temporary local problem, try again later' },
};

interface Mta {
  name: string;
  packages: string[];
  hostname: string;
  setUp(port: number, phase: 'immediate' | 'queued'): Promise<void>;
  submit(sender: string, recipient: string, message: string, scenario: Scenario): Promise<void>;
  /** Runs the queue again (after a temporary failure's retry time). */
  flush(): Promise<void>;
  tearDown(): Promise<void>;
}

/** Asynchronous, so the local SMTP server keeps answering while an MTA delivers in the foreground. */
function run(cmd: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(cmd, args, (error, stdout, stderr) =>
      error
        ? reject(new Error(`${cmd} ${args.join(' ')}: ${stderr}${stdout}`))
        : resolve(stdout.trim()),
    );
    // A command that reads no input may exit before it is written: that is not an error.
    child.stdin?.on('error', () => {});
    child.stdin?.end(input);
  });
}

async function aptInstall(packages: string[]) {
  await run('apt-get', ['install', '-y', '-qq', ...packages]);
}

const postfix: Mta = {
  name: 'postfix',
  packages: ['postfix'],
  hostname: 'mta-postfix.beacon.test',
  async setUp(port, phase) {
    const next = `smtp:[127.0.0.1]:${port}`;
    const settings = [
      'compatibility_level = 3.6',
      `myhostname = ${this.hostname}`,
      'mydomain = beacon.test',
      'myorigin = $myhostname',
      'mydestination = $myhostname, localhost',
      'inet_interfaces = loopback-only',
      'inet_protocols = ipv4',
      'alias_maps =',
      'alias_database =',
      'biff = no',
      'smtp_dns_support_level = disabled',
      `transport_maps = inline:{ ${REMOTE_DOMAIN}=${next}, ${FIXTURE_BOUNCE_DOMAIN}=${next} }`,
      // Phase 1 tries once and bounces at once; phase 2 keeps mail queued and warns.
      phase === 'immediate' ? 'maximal_queue_lifetime = 0' : 'maximal_queue_lifetime = 1d',
      phase === 'immediate' ? 'delay_warning_time = 0' : 'delay_warning_time = 1s',
      'minimal_backoff_time = 1s',
      'maximal_backoff_time = 2s',
      'queue_run_delay = 1s',
    ];
    fs.writeFileSync('/etc/postfix/main.cf', settings.join('\n') + '\n');
    // No SMTP listener is needed (messages come in through sendmail), and no chroot.
    await run('postconf', ['-M#', 'smtp/inet']);
    await run('postconf', ['-F', '*/*/chroot = n']);
    await run('postfix', ['start']);
    await run('postsuper', ['-d', 'ALL']);
  },
  async submit(sender, recipient, message, scenario) {
    const args = ['-f', sender, '-i'];
    if (scenario.notifySuccess) args.push('-N', 'success,delay,failure');
    await run('/usr/sbin/sendmail', [...args, '--', recipient], message);
  },
  flush: async () => void (await run('postqueue', ['-f'])),
  async tearDown() {
    await run('postsuper', ['-d', 'ALL']);
    await run('postfix', ['stop']);
  },
};

const eximConf = '/tmp/beacon-fixtures-exim.conf';
const exim: Mta = {
  name: 'exim',
  packages: ['exim4-daemon-light'],
  hostname: 'mta-exim.beacon.test',
  async setUp(port, phase) {
    const conf = `
primary_hostname = ${this.hostname}
domainlist local_domains = ${this.hostname}
exim_user = Debian-exim
exim_group = Debian-exim
spool_directory = /var/spool/exim4
log_file_path = /tmp/beacon-fixtures-exim-%slog
never_users = root
trusted_users = root
${phase === 'queued' ? 'delay_warning = 2s' : 'delay_warning = 0s'}
begin routers
to_local_server:
  driver = manualroute
  domains = ${REMOTE_DOMAIN} : ${FIXTURE_BOUNCE_DOMAIN}
  transport = remote_smtp
  route_list = * 127.0.0.1::${port} byname
  self = send
localuser:
  driver = accept
  domains = +local_domains
  check_local_user
  transport = local_delivery
begin transports
remote_smtp:
  driver = smtp
  hosts_avoid_tls = *
local_delivery:
  driver = appendfile
  file = /var/mail/$local_part_data
begin retry
* * F,${phase === 'queued' ? '1h' : '3s'},1s
`;
    fs.writeFileSync(eximConf, conf);
    // Forget earlier runs' host failures, or exim bounces to a 'failing for a long time' host.
    fs.rmSync('/var/spool/exim4/db', { recursive: true, force: true });
    await run('exim4', ['-C', eximConf, '-bV']);
  },
  async submit(sender, recipient, message) {
    // -odi: deliver (and bounce) in the foreground.
    await run('exim4', ['-C', eximConf, '-odi', '-f', sender, '-i', '--', recipient], message);
  },
  flush: async () => void (await run('exim4', ['-C', eximConf, '-qff'])),
  async tearDown() {
    for (const dir of ['input', 'msglog'])
      fs.rmSync(`/var/spool/exim4/${dir}`, { recursive: true, force: true });
  },
};

let opensmtpdProcess: ChildProcess | undefined;
const opensmtpd: Mta = {
  name: 'opensmtpd',
  packages: ['opensmtpd'],
  hostname: 'mta-opensmtpd.beacon.test',
  async setUp(port, phase) {
    // OpenSMTPD names itself after the machine's host name (it has no setting for it).
    const conf = `
${phase === 'queued' ? 'bounce warn-interval 2s' : ''}
queue ttl ${phase === 'queued' ? '1d' : '3s'}
action "to_local_server" relay host smtp://127.0.0.1:${port}
action "local" mbox
match from local for domain "${REMOTE_DOMAIN}" action "to_local_server"
match from local for domain "${FIXTURE_BOUNCE_DOMAIN}" action "to_local_server"
match from local for domain "${this.hostname}" action "local"
`;
    fs.writeFileSync('/tmp/beacon-fixtures-smtpd.conf', conf);
    await run('smtpd', ['-n', '-f', '/tmp/beacon-fixtures-smtpd.conf']);
    opensmtpdProcess = spawn('smtpd', ['-d', '-f', '/tmp/beacon-fixtures-smtpd.conf'], {
      stdio: 'ignore',
    });
    await sleep(1500);
  },
  async submit(sender, recipient, message) {
    await run('/usr/sbin/sendmail', ['-f', sender, '-i', '--', recipient], message);
  },
  flush: async () => void (await run('smtpctl', ['schedule', 'all'])),
  async tearDown() {
    opensmtpdProcess?.kill('SIGTERM');
    opensmtpdProcess = undefined;
  },
};

const MTAS: Record<string, Mta> = { postfix, exim, opensmtpd };

function campaignMessage(messageId: string, to: string): string {
  return [
    'From: Beacon Demo <news@beacon.test>',
    `To: ${to}`,
    'Subject: Our November newsletter',
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    'List-Unsubscribe: <https://crm.beacon.test/u/example>',
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    '',
    'Hello,',
    '',
    'This month: three new features and a discount for early birds.',
    '',
  ].join('\r\n');
}

interface ManifestEntry {
  file: string;
  mta: string;
  scenario: string;
  recipientId: number;
  messageId: string;
  sentTo: string;
  expect: Scenario['expect'];
  source: 'generated';
}

async function main() {
  const wanted = process.argv.slice(2);
  const mtas = (wanted.length ? wanted : Object.keys(MTAS)).map((n) => {
    const mta = MTAS[n];
    if (!mta) throw new Error(`Unknown MTA ${n}; known: ${Object.keys(MTAS).join(', ')}`);
    return mta;
  });
  fs.mkdirSync(outDir, { recursive: true });
  const manifestFile = path.join(outDir, 'manifest.json');
  const manifest: ManifestEntry[] = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : [];

  const received = new Map<string, string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onRcptTo(address, _session, callback) {
      const [local, domain] = address.address.toLowerCase().split('@') as [string, string];
      const answer = domain === REMOTE_DOMAIN ? REMOTE_ANSWERS[local] : undefined;
      if (!answer) return callback();
      callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          if (rcpt.address.toLowerCase().endsWith(`@${FIXTURE_BOUNCE_DOMAIN}`))
            received.set(rcpt.address.toLowerCase(), Buffer.concat(chunks).toString('latin1'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  for (const mta of mtas) {
    console.log(`${mta.name}: installing ${mta.packages.join(' ')}`);
    await aptInstall(mta.packages);
    // Recipient ids 1001.. for the first MTA, 2001.. for the second: unique across the fixtures.
    let nextId = 1000 * (Object.keys(MTAS).indexOf(mta.name) + 1) + 1;
    for (const phase of ['immediate', 'queued'] as const) {
      const scenarios = SCENARIOS.filter((s) => !!s.delayed === (phase === 'queued'));
      await mta.setUp(port, phase);
      await sleep(1000);
      const waiting = new Map<string, { scenario: Scenario; entry: ManifestEntry }>();
      for (const scenario of scenarios) {
        if (scenario.notifySuccess && mta !== postfix) continue;
        const recipientId = nextId++;
        const sender = verp.addressFor({ kind: 'recipient', recipientId });
        const sentTo =
          scenario.to === 'local'
            ? `nobody-here@${mta.hostname}`
            : `${scenario.to}@${REMOTE_DOMAIN}`;
        const messageId = `<fixture.${mta.name}.${scenario.name}@beacon.test>`;
        try {
          await mta.submit(sender, sentTo, campaignMessage(messageId, sentTo), scenario);
        } catch (error) {
          // OpenSMTPD refuses an unknown local user at submission: there is no report to keep.
          console.log(`${mta.name}: ${scenario.name} refused at submission (${String(error)})`);
          continue;
        }
        waiting.set(sender.toLowerCase(), {
          scenario,
          entry: {
            file: `${mta.name}-${scenario.name}.eml`,
            mta: mta.name,
            scenario: scenario.name,
            recipientId,
            messageId,
            sentTo,
            expect: scenario.expect,
            source: 'generated',
          },
        });
      }
      const deadline = Date.now() + 30_000;
      while ([...waiting.keys()].some((k) => !received.has(k)) && Date.now() < deadline) {
        await sleep(1500);
        await mta.flush();
      }
      for (const [address, { entry }] of waiting) {
        const raw = received.get(address);
        if (!raw) {
          console.log(`${mta.name}: no report for ${entry.scenario}`);
          continue;
        }
        fs.writeFileSync(path.join(outDir, entry.file), raw);
        const i = manifest.findIndex((m) => m.file === entry.file);
        if (i >= 0) manifest[i] = entry;
        else manifest.push(entry);
        console.log(`${mta.name}: ${entry.file}`);
        received.delete(address);
      }
      await mta.tearDown();
    }
  }
  manifest.sort((a, b) => a.file.localeCompare(b.file));
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

await main();
