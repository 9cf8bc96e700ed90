import { expect } from 'vitest';
import { accountLinks } from '../src/auth/accountLinks';
import { startBackgroundWork } from '../src/backgroundWork';
import { defaultConfig, type ServerConfig } from '../src/config';
import { serverSecret } from '../src/db/serverSecretsRepository';
import { closeSharedMailers } from '../src/sending/mailer';
import { startTestServer, type TestDatabase, type TestServer } from './harness';
import { startSmtpSink, type SmtpSink } from './sendingSink';

/** Where the mail's links point (the hosted pages, tracking and unsubscribe links). */
export const MAILING_PUBLIC_URL = 'https://crm.example.test';

/** A server that really sends, for tests that follow a person through their mail. */
export interface MailingServer {
  server: TestServer;
  sink: SmtpSink;
  /** A hosted form page's "served at" token, as if the page had been open ten seconds. */
  servedFormToken(): Promise<string>;
  mailsTo(address: string): SmtpSink['received'];
  /** The path of the first link under `path` (`/t/o/`, `/t/c/`, `/u/`) in the mail with `subject`. */
  linkIn(address: string, subject: string, path: string): string;
  stop(): Promise<void>;
}

/**
 * A test server on the Pro plan whose mail goes to an SMTP sink (answering as `sinkOptions` say)
 * with links at `MAILING_PUBLIC_URL`, with its background work (jobs, sending) running.
 */
export async function startMailingServer(
  database: TestDatabase,
  sinkOptions?: Parameters<typeof startSmtpSink>[0],
  config: Partial<ServerConfig> = {},
): Promise<MailingServer> {
  const sink = await startSmtpSink(sinkOptions);
  const server = await startTestServer({
    database,
    defaultPlan: 'pro',
    config: {
      mail: {
        ...defaultConfig.mail,
        smtpUrl: sink.url,
        from: 'Beacon <news@beacon.test>',
        publicUrl: MAILING_PUBLIC_URL,
        pollIntervalMs: 50,
      },
      ...config,
    },
  });
  const work = await startBackgroundWork(server);
  const mailsTo = (address: string) => sink.received.filter((m) => m.to === address);
  return {
    server,
    sink,
    servedFormToken: async () =>
      accountLinks(await serverSecret(server, server.config.mail.appSecret)).sign(
        'form-fill',
        { u: 0, e: Date.now() - 10_000 + 24 * 60 * 60 * 1000 },
        '',
      ),
    mailsTo,
    linkIn: (address, subject, path) => {
      const mail = mailsTo(address).find((m) => m.parsed.subject === subject);
      const found = new RegExp(`${MAILING_PUBLIC_URL}(${path}[^"'\\s]+)`).exec(
        String(mail?.parsed.html),
      );
      expect(found, `${path} link in "${subject}"`).not.toBeNull();
      return found![1]!.replaceAll('&amp;', '&');
    },
    stop: async () => {
      await work.stop();
      closeSharedMailers();
      await server.close();
      await sink.close();
    },
  };
}
