import net from 'node:net';

export interface TestMailboxMessage {
  uid: number;
  flags: Set<string>;
  source: Buffer;
}

export interface ImapTestServer {
  port: number;
  url: string;
  messages: TestMailboxMessage[];
  /** Appends a message as a delivery would: a new UID, no flags. */
  deliver(source: Buffer | string): TestMailboxMessage;
  close(): Promise<void>;
}

/**
 * A one-mailbox IMAP4rev1 server (RFC 3501) speaking the subset an IMAP client needs to read and
 * flag mail: LOGIN, CAPABILITY, LIST, SELECT/EXAMINE, UID FETCH (BODY.PEEK[], UID, FLAGS),
 * UID STORE, NOOP, CLOSE, LOGOUT. Enough to test a real client (imapflow) against real protocol
 * bytes without a mail server package in CI; any other command answers BAD, so a client relying on
 * more fails the test loudly rather than silently passing.
 */
export async function startImapTestServer(options: {
  user: string;
  password: string;
  uidValidity?: number;
}): Promise<ImapTestServer> {
  const messages: TestMailboxMessage[] = [];
  let nextUid = 1;
  const uidValidity = options.uidValidity ?? 1700000000;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let authed = false;
    const send = (line: string | Buffer) => socket.write(line);
    send('* OK [CAPABILITY IMAP4rev1 UIDPLUS] test server ready\r\n');

    const fetchItem = (m: TestMailboxMessage, seq: number, items: string) => {
      const parts: (string | Buffer)[] = [`* ${seq} FETCH (UID ${m.uid}`];
      if (/FLAGS/i.test(items)) parts.push(` FLAGS (${[...m.flags].join(' ')})`);
      if (/RFC822\.SIZE/i.test(items)) parts.push(` RFC822.SIZE ${m.source.length}`);
      if (/BODY(\.PEEK)?\[\]/i.test(items)) {
        parts.push(` BODY[] {${m.source.length}}\r\n`, m.source);
        if (!/PEEK/i.test(items)) m.flags.add('\\Seen');
      }
      parts.push(')\r\n');
      for (const p of parts) send(p);
    };

    const uidsIn = (set: string): TestMailboxMessage[] => {
      const max = messages.at(-1)?.uid ?? 0;
      const chosen = new Set<TestMailboxMessage>();
      for (const range of set.split(',')) {
        const [a, b = a] = range.split(':').map((x) => (x === '*' ? max : Number(x))) as [
          number,
          number,
        ];
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        for (const m of messages) if (m.uid >= lo && m.uid <= hi) chosen.add(m);
        // RFC 3501: `n:*` with n past the last UID still names the last message.
        if (range.endsWith(':*') && chosen.size === 0 && messages.length)
          chosen.add(messages.at(-1)!);
      }
      return [...chosen];
    };

    const handle = (line: string) => {
      const match = /^(\S+) (\S+)(?: (.*))?$/.exec(line);
      if (!match) return send('* BAD unreadable command\r\n');
      const [, tag, rawCommand, rest = ''] = match;
      let command = rawCommand!.toUpperCase();
      let args = rest;
      let byUid = false;
      if (command === 'UID') {
        byUid = true;
        const m = /^(\S+) (.*)$/.exec(rest);
        command = m?.[1]?.toUpperCase() ?? '';
        args = m?.[2] ?? '';
      }
      const ok = (text = `${command} completed`) => send(`${tag} OK ${text}\r\n`);
      switch (command) {
        case 'CAPABILITY':
          send('* CAPABILITY IMAP4rev1 UIDPLUS\r\n');
          return ok();
        case 'NOOP':
        case 'CLOSE':
          return ok();
        case 'LOGOUT':
          send('* BYE logging out\r\n');
          ok();
          return socket.end();
        case 'LOGIN': {
          const [user, password] = [...args.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) =>
            (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'),
          );
          if (user !== options.user || password !== options.password)
            return send(`${tag} NO [AUTHENTICATIONFAILED] invalid credentials\r\n`);
          authed = true;
          return ok('[CAPABILITY IMAP4rev1 UIDPLUS] logged in');
        }
      }
      if (!authed) return send(`${tag} BAD log in first\r\n`);
      switch (command) {
        case 'LIST':
          if (/""\s*$/.test(args)) send('* LIST (\\Noselect) "/" ""\r\n');
          else send('* LIST (\\HasNoChildren) "/" INBOX\r\n');
          return ok();
        case 'SELECT':
        case 'EXAMINE':
          send('* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)\r\n');
          send('* OK [PERMANENTFLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft \\*)] ok\r\n');
          send(`* ${messages.length} EXISTS\r\n* 0 RECENT\r\n`);
          send(`* OK [UIDVALIDITY ${uidValidity}] ok\r\n* OK [UIDNEXT ${nextUid}] ok\r\n`);
          return ok(command === 'SELECT' ? '[READ-WRITE] selected' : '[READ-ONLY] examined');
        case 'FETCH': {
          const m = /^(\S+) (.*)$/.exec(args);
          if (!byUid || !m) return send(`${tag} BAD only UID FETCH here\r\n`);
          for (const message of uidsIn(m[1]!))
            fetchItem(message, messages.indexOf(message) + 1, m[2]!);
          return ok();
        }
        case 'STORE': {
          const m = /^(\S+) ([+-]?)FLAGS(\.SILENT)? \(([^)]*)\)$/i.exec(args);
          if (!byUid || !m) return send(`${tag} BAD only UID STORE here\r\n`);
          const flags = m[4]!.split(/\s+/).filter(Boolean);
          for (const message of uidsIn(m[1]!)) {
            if (m[2] === '-') flags.forEach((f) => message.flags.delete(f));
            else {
              if (m[2] === '') message.flags.clear();
              flags.forEach((f) => message.flags.add(f));
            }
            if (!m[3]) fetchItem(message, messages.indexOf(message) + 1, 'FLAGS');
          }
          return ok();
        }
        default:
          return send(`${tag} BAD ${command} is not supported here\r\n`);
      }
    };

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      let eol: number;
      while ((eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        handle(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `imap://${encodeURIComponent(options.user)}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/INBOX`,
    messages,
    deliver(source) {
      const message = {
        uid: nextUid++,
        flags: new Set<string>(),
        source: Buffer.isBuffer(source) ? source : Buffer.from(source, 'latin1'),
      };
      messages.push(message);
      return message;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
