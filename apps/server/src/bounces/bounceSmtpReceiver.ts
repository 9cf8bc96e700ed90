import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { processReport, type ReportDeps } from './processReport';

export interface BounceSmtpReceiver {
  port: number;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/**
 * The built-in SMTP receiver for the bounce domain (BOUNCE_SMTP_PORT): the bounce domain's MX
 * points here. It takes mail for valid VERP addresses only (anything else is refused at RCPT TO,
 * so it is no open mailbox for spam), caps the size (a DSN carries the original message), and hands
 * each report to `processReport`. Mail that is not a report is accepted and dropped; a database
 * failure answers 451 so the sending MTA tries again later.
 */
export async function startBounceSmtpReceiver(options: {
  deps: ReportDeps;
  host: string;
  port: number;
  maxBytes: number;
  onError?: (error: unknown) => void;
}): Promise<BounceSmtpReceiver> {
  const { deps, maxBytes } = options;
  const server = new SMTPServer({
    name: deps.verp.domain,
    banner: 'bounce receiver',
    // Reports come from MTAs over plain SMTP; no one logs in, and there is no certificate to offer.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: maxBytes,
    maxRecipients: 20,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (deps.verp.read(address.address)) return callback();
      callback(smtpError(550, '5.1.1 No such bounce address'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || bytes > maxBytes)
          return callback(smtpError(552, '5.3.4 Message too big for a bounce report'));
        const raw = Buffer.concat(chunks);
        void (async () => {
          for (const rcpt of session.envelope.rcptTo)
            await processReport(deps, raw, 'smtp', rcpt.address);
        })().then(
          () => callback(),
          (error: unknown) => {
            options.onError?.(error);
            callback(smtpError(451, '4.3.0 Could not record the report, try again later'));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => options.onError?.(error));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
