import type { ServerConfig } from '../config';
import type { Db } from '../db/Db';
import { serverSecret } from '../db/serverSecretsRepository';
import { startBounceSmtpReceiver } from './bounceSmtpReceiver';
import type { ReportDeps } from './processReport';
import { NO_BOUNCE_DOMAIN, verpAddresses } from './verpAddress';

interface ReceiverOptions extends Db {
  config: ServerConfig;
}

/**
 * The database and the VERP signer (with the tracking links' server secret) for reports. Without
 * BOUNCE_DOMAIN no return path is ours (the signer's domain is a reserved `.invalid` one), but the
 * tokens providers echo in their webhooks are still read.
 */
export async function reportDeps({ db, dialect, config }: ReceiverOptions): Promise<ReportDeps> {
  return {
    db: { db, dialect },
    verp: verpAddresses(
      await serverSecret({ db, dialect }, config.mail.appSecret),
      config.bounces.domain ?? NO_BOUNCE_DOMAIN,
    ),
  };
}

/**
 * Starts the built-in SMTP receiver when BOUNCE_SMTP_PORT and BOUNCE_DOMAIN are set; nothing runs
 * otherwise. (The bounce mailbox, BOUNCE_IMAP_URL, is read by a recurring job: bouncesJobs.ts.)
 */
export async function startBounceReceivers(
  options: ReceiverOptions,
): Promise<{ stop(): Promise<void> }> {
  const { config } = options;
  if (config.bounces.smtpPort === undefined) return { stop: async () => {} };
  if (!config.bounces.domain) throw new Error('BOUNCE_SMTP_PORT needs BOUNCE_DOMAIN');
  const receiver = await startBounceSmtpReceiver({
    deps: await reportDeps(options),
    host: config.bounces.smtpHost,
    port: config.bounces.smtpPort,
    maxBytes: config.bounces.smtpMaxBytes,
    onError: (error: unknown) => console.error('Bounce receiver:', error),
  });
  console.log(`Bounce receiver listening on SMTP port ${receiver.port}`);
  return { stop: receiver.close };
}
