import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { SqlDialect } from '../db/createDatabase';
import type { Database } from '../db/schema';
import { serverSecret } from '../sending/serverSecret';
import { startBounceSmtpReceiver } from './bounceSmtpReceiver';
import { bouncesRepository } from './bouncesRepository';
import { startBounceMailbox } from './bounceMailbox';
import type { ReportDeps } from './processReport';
import { NO_BOUNCE_DOMAIN, verpAddresses } from './verpAddress';

interface ReceiverOptions {
  db: Kysely<Database>;
  dialect: SqlDialect;
  config: ServerConfig;
}

/**
 * The repository and the VERP signer (with the tracking links' server secret) for reports. Without
 * BOUNCE_DOMAIN no return path is ours (the signer's domain is a reserved `.invalid` one), but the
 * tokens providers echo in their webhooks are still read.
 */
export async function reportDeps({ db, dialect, config }: ReceiverOptions): Promise<ReportDeps> {
  return {
    repository: bouncesRepository({ db, dialect }),
    verp: verpAddresses(
      await serverSecret(db, config.mail.appSecret),
      config.bounces.domain ?? NO_BOUNCE_DOMAIN,
    ),
  };
}

/**
 * Starts what the configuration asks for: the SMTP receiver when BOUNCE_SMTP_PORT and
 * BOUNCE_DOMAIN are set, the mailbox reader when BOUNCE_IMAP_URL is. Nothing runs otherwise.
 */
export async function startBounceReceivers(
  options: ReceiverOptions,
): Promise<{ stop(): Promise<void> }> {
  const { config } = options;
  const stops: (() => Promise<void>)[] = [];
  const deps = await reportDeps(options);
  const log = (what: string) => (error: unknown) => console.error(`Bounce ${what}:`, error);
  if (config.bounces.smtpPort !== undefined) {
    if (!config.bounces.domain) throw new Error('BOUNCE_SMTP_PORT needs BOUNCE_DOMAIN');
    const receiver = await startBounceSmtpReceiver({
      deps,
      host: config.bounces.smtpHost,
      port: config.bounces.smtpPort,
      maxBytes: config.bounces.smtpMaxBytes,
      onError: log('receiver'),
    });
    console.log(`Bounce receiver listening on SMTP port ${receiver.port}`);
    stops.push(receiver.close);
  }
  if (config.bounces.imapUrl) {
    const mailbox = startBounceMailbox({
      deps,
      url: config.bounces.imapUrl,
      intervalMs: config.bounces.imapIntervalMs,
      onError: log('mailbox'),
    });
    stops.push(mailbox.stop);
  }
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}
