import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportSettings } from './transfer/importSettings';
import { defaultPdfLimits, defaultXlsxLimits } from './transfer/parse/importLimits';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number;
  /** A file path for SQLite, or a postgres:// URL. */
  databaseUrl: string;
  /** PostgreSQL only: keep every table in this schema instead of the role's default. */
  databaseSchema: string | undefined;
  /** PostgreSQL only: connections per server process. */
  databasePoolSize: number;
  /** Folder with the built app (index.html + assets); served when it exists. */
  appDistDir: string;
  /** Origins besides the server's own that may send cookie-authenticated writes (e.g. the Vite dev server). */
  allowedOrigins: string[];
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Set the Secure flag on the session cookie (production over HTTPS). */
  secureCookies: boolean;
  /** Absolute session lifetime (SESSION_MAX_DAYS). */
  sessionTtlMs: number;
  /** A session unused this long ends (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /** Live sessions per user; a new login removes the oldest beyond it. */
  maxSessionsPerUser: number;
  /** How often expired sessions and old login failures are purged. */
  purgeIntervalMs: number;
  /** Audit log events older than this many days are deleted (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /**
   * Failed logins per account and address; `account` counts across addresses with a slower curve
   * (waived for an address that has not failed for it), `address` across accounts (IPv6 per /64).
   */
  loginThrottle: {
    maxFailures: number;
    windowMs: number;
    account: { maxFailures: number; windowMs: number };
    address: { maxFailures: number; windowMs: number };
  };
  /**
   * Password reset requests (every answer counts): per client address, and per address asked for
   * so one inbox cannot be flooded with links.
   */
  passwordResetThrottle: {
    address: { maxFailures: number; windowMs: number };
    email: { maxFailures: number; windowMs: number };
  };
  /**
   * Signup form submissions (issue 28 §1; every answer counts): per client address and form, per
   * address subscribed, and per form, so a flood from one address never holds up another form.
   * Windows stay within the auth purge's hour.
   */
  formsThrottle: {
    address: { maxFailures: number; windowMs: number };
    email: { maxFailures: number; windowMs: number };
    /** Every submission of a form, in fixed windows (`forms_rate_windows`). */
    form: { max: number; windowMs: number };
  };
  /** The least time between a hosted form's page being served and its submission (bots are faster). */
  formsMinFillMs: number;
  /**
   * A form's proof-of-work challenge, where the form asks for one: leading zero bits of SHA-256
   * (16: about 65,000 hashes, a second or less in a browser) and how long it can be used.
   */
  formsProofOfWork: { difficulty: number; ttlMs: number };
  /** Registrations (any answer, 409s included) per client address in `windowMs` (REGISTER_MAX_PER_HOUR). */
  registerThrottle: { maxAttempts: number; windowMs: number };
  /** Requests per API key in fixed windows of `windowMs` (API_KEY_MAX_PER_MINUTE). */
  apiKeyRateLimit: { max: number; windowMs: number };
  jsonBodyLimitBytes: number;
  /** How long SQLite waits on a lock before the request answers 503. */
  sqliteBusyTimeoutMs: number;
  /** SEED_DEMO=1: create the demo account at start (as `--seed-demo` does). */
  seedDemo: boolean;
  /** Campaign delivery, tracking links and the local outbox (issue 14; README "Sending email"). */
  mail: MailConfig;
  /** Bounces and complaints coming back (issue 30; README "Bounces and complaints"). */
  bounces: BounceConfig;
  /** The sending-domain checks (issue 30; README "Sending domain checks"). */
  domains: DomainsConfig;
  /** Outbound webhooks (issue 33 §3; README "Webhooks"). */
  webhooks: WebhooksConfig;
}

export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOW_PRIVATE=1: deliver to loopback, private and link-local addresses too (a local
   * receiver in development and tests). Off, such an address is refused after DNS resolution.
   */
  allowPrivate: boolean;
  /** How long one delivery may take, connection to last byte of the answer. */
  timeoutMs: number;
  /** How much of an answer's body is read (and kept in the log); the rest is dropped. */
  maxResponseBytes: number;
}

export interface BounceConfig {
  /** BOUNCE_DOMAIN: messages get `bounce+<signed token>@` it as their return path (VERP). */
  domain: string | undefined;
  /** BOUNCE_SMTP_PORT: the built-in receiver for the bounce domain listens here; off when unset. */
  smtpPort: number | undefined;
  /** BOUNCE_SMTP_HOST: the address it listens on (default all). */
  smtpHost: string;
  /** BOUNCE_SMTP_MAX_BYTES: the largest report it takes (a DSN carries the original message). */
  smtpMaxBytes: number;
  /** BOUNCE_IMAP_URL: `imaps://user:password@host[:port]/[mailbox]`, read for reports when set. */
  imapUrl: string | undefined;
  /** BOUNCE_IMAP_INTERVAL_SECONDS: how often the mailbox is read. */
  imapIntervalMs: number;
  /** Provider webhooks: each endpoint answers 404 until its secret is set. */
  webhooks: {
    /** BOUNCE_SES_TOPIC_ARNS: the SNS topics whose signed notifications are taken. */
    sesTopicArns: string[];
    /** BOUNCE_POSTMARK_AUTH: `user:password` that Postmark's webhook sends as Basic auth. */
    postmarkAuth: string | undefined;
    /** BOUNCE_MAILGUN_SIGNING_KEY: Mailgun's HTTP webhook signing key. */
    mailgunSigningKey: string | undefined;
    /** BOUNCE_SENDGRID_PUBLIC_KEY: the signed event webhook's verification key (base64 DER). */
    sendgridPublicKey: string | undefined;
    /** BOUNCE_BREVO_TOKEN: the bearer token Brevo's webhook sends. */
    brevoToken: string | undefined;
    /** How old a signed post may be (its timestamp) before it counts as a replay. */
    maxAgeMs: number;
  };
}

export interface DomainsConfig {
  /** DNS_SERVERS: `host[:port]` list for the checks' resolver; empty uses the system's. */
  dnsServers: string[];
  /** SPF_INCLUDE: the SMTP provider's SPF include (e.g. `_spf.mx.example`), checked when set. */
  spfInclude: string | undefined;
}

export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; unset keeps every message in the local outbox. */
  smtpUrl: string | undefined;
  from: string;
  /** Base of the tracking and unsubscribe links in messages; default `http://localhost:$PORT`. */
  publicUrl: string;
  /** Signs tracking links; unset: a key generated on first start and kept in the database. */
  appSecret: string | undefined;
  /** Messages per second for the whole process, and for one account; undefined is unlimited. */
  ratePerSecond: number | undefined;
  ratePerAccountPerSecond: number | undefined;
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  /** Waits before each retry of a transient failure; its length is the number of retries. */
  retryDelaysMs: number[];
  /** How long a worker's claim on a batch lasts unless renewed; a dead worker's rows free up after it. */
  claimLeaseMs: number;
  /** How often an idle sending worker looks for due rows (other processes' sends, retries). */
  pollIntervalMs: number;
  trackingTokenTtlMs: number;
  /**
   * How long a click link redirects after its message was sent (issue 26 §4); after that it shows
   * a page naming its destination instead. Opens and unsubscribes keep `trackingTokenTtlMs`.
   */
  clickTokenTtlMs: number;
  /** Per-account hourly caps of the one-off sends (issue 26 §1; README "Sending email"). */
  limits: {
    /** Test sends of campaigns, to the sign-in address or a confirmed one. */
    testSendsPerHour: number;
    /** Confirmation links mailed to new test addresses. */
    testAddressLinksPerHour: number;
    /** Compose Email messages (they also take from the account's send rate). */
    composePerHour: number;
  };
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DAY_MS = 24 * 60 * 60 * 1000;

export const defaultConfig: ServerConfig = {
  port: 3000,
  databaseUrl: path.join(repoRoot, 'data', 'crm.db'),
  databaseSchema: undefined,
  databasePoolSize: 10,
  appDistDir: path.join(repoRoot, 'apps', 'crm', 'dist'),
  allowedOrigins: [],
  trustProxy: false,
  secureCookies: false,
  sessionTtlMs: 30 * DAY_MS,
  sessionIdleMs: 480 * 60 * 1000,
  maxSessionsPerUser: 20,
  purgeIntervalMs: 10 * 60 * 1000,
  auditRetentionDays: 365,
  loginThrottle: {
    maxFailures: 5,
    windowMs: 15 * 60 * 1000,
    account: { maxFailures: 20, windowMs: 60 * 60 * 1000 },
    address: { maxFailures: 50, windowMs: 15 * 60 * 1000 },
  },
  registerThrottle: { maxAttempts: 20, windowMs: 60 * 60 * 1000 },
  // Ten a second per key: far beyond a sync job's needs, well below what one key could cost us.
  apiKeyRateLimit: { max: 600, windowMs: 60 * 1000 },
  formsThrottle: {
    address: { maxFailures: 20, windowMs: 10 * 60 * 1000 },
    email: { maxFailures: 5, windowMs: 60 * 60 * 1000 },
    // 500 a second, the submission endpoint's target (issue 28 §4), for a minute.
    form: { max: 30_000, windowMs: 60 * 1000 },
  },
  formsMinFillMs: 2000,
  formsProofOfWork: { difficulty: 16, ttlMs: 60 * 60 * 1000 },
  passwordResetThrottle: {
    address: { maxFailures: 20, windowMs: 60 * 60 * 1000 },
    email: { maxFailures: 3, windowMs: 60 * 60 * 1000 },
  },
  jsonBodyLimitBytes: 2 * 1024 * 1024,
  sqliteBusyTimeoutMs: 2000,
  seedDemo: false,
  mail: {
    smtpUrl: undefined,
    from: 'Beacon CRM <no-reply@localhost>',
    publicUrl: 'http://localhost:3000',
    appSecret: undefined,
    ratePerSecond: undefined,
    ratePerAccountPerSecond: undefined,
    dkim: undefined,
    // First retry within a minute, then further apart: 5 tries over about 2.6 hours.
    retryDelaysMs: [30, 300, 1800, 7200].map((s) => s * 1000),
    claimLeaseMs: 60_000,
    pollIntervalMs: 1000,
    trackingTokenTtlMs: 365 * DAY_MS,
    clickTokenTtlMs: 90 * DAY_MS,
    limits: { testSendsPerHour: 20, testAddressLinksPerHour: 5, composePerHour: 100 },
  },
  bounces: {
    domain: undefined,
    smtpPort: undefined,
    smtpHost: '0.0.0.0',
    smtpMaxBytes: 10 * 1024 * 1024,
    imapUrl: undefined,
    imapIntervalMs: 5 * 60 * 1000,
    webhooks: {
      sesTopicArns: [],
      postmarkAuth: undefined,
      mailgunSigningKey: undefined,
      sendgridPublicKey: undefined,
      brevoToken: undefined,
      maxAgeMs: 15 * 60 * 1000,
    },
  },
  domains: { dnsServers: [], spfInclude: undefined },
  webhooks: { allowPrivate: false, timeoutMs: 10_000, maxResponseBytes: 64 * 1024 },
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Reads the environment; relative SQLite paths are taken from the repository root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawUrl = env.DATABASE_URL?.trim();
  const databaseUrl = !rawUrl
    ? defaultConfig.databaseUrl
    : isPostgresUrl(rawUrl)
      ? rawUrl
      : path.resolve(repoRoot, rawUrl.replace(/^file:/, ''));
  const port = Number(env.PORT ?? defaultConfig.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    ...defaultConfig,
    port,
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || undefined,
    databasePoolSize:
      positiveInt(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE') ?? defaultConfig.databasePoolSize,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
    sessionIdleMs:
      (positiveInt(env.SESSION_IDLE_MINUTES, 'SESSION_IDLE_MINUTES') ?? 480) * 60 * 1000,
    sessionTtlMs: (positiveInt(env.SESSION_MAX_DAYS, 'SESSION_MAX_DAYS') ?? 30) * DAY_MS,
    registerThrottle: {
      ...defaultConfig.registerThrottle,
      maxAttempts:
        positiveInt(env.REGISTER_MAX_PER_HOUR, 'REGISTER_MAX_PER_HOUR') ??
        defaultConfig.registerThrottle.maxAttempts,
    },
    apiKeyRateLimit: {
      ...defaultConfig.apiKeyRateLimit,
      max:
        positiveInt(env.API_KEY_MAX_PER_MINUTE, 'API_KEY_MAX_PER_MINUTE') ??
        defaultConfig.apiKeyRateLimit.max,
    },
    auditRetentionDays:
      positiveInt(env.AUDIT_RETENTION_DAYS, 'AUDIT_RETENTION_DAYS') ??
      defaultConfig.auditRetentionDays,
    seedDemo: env.SEED_DEMO === '1',
    mail: loadMailConfig(env, port),
    bounces: loadBounceConfig(env),
    domains: {
      dnsServers: list(env.DNS_SERVERS),
      spfInclude: env.SPF_INCLUDE?.trim() || undefined,
    },
    webhooks: {
      ...defaultConfig.webhooks,
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1' || env.WEBHOOKS_ALLOW_PRIVATE === 'true',
    },
  };
}

function loadBounceConfig(env: NodeJS.ProcessEnv): BounceConfig {
  const d = defaultConfig.bounces;
  const port = env.BOUNCE_SMTP_PORT?.trim();
  const smtpPort = port ? Number(port) : undefined;
  if (smtpPort !== undefined && (!Number.isInteger(smtpPort) || smtpPort < 0 || smtpPort > 65535))
    throw new Error(`BOUNCE_SMTP_PORT is not a port number: ${port}`);
  const secret = (value: string | undefined) => value?.trim() || undefined;
  const interval = positiveInt(env.BOUNCE_IMAP_INTERVAL_SECONDS, 'BOUNCE_IMAP_INTERVAL_SECONDS');
  return {
    ...d,
    domain: env.BOUNCE_DOMAIN?.trim().toLowerCase() || undefined,
    smtpPort,
    smtpHost: env.BOUNCE_SMTP_HOST?.trim() || d.smtpHost,
    smtpMaxBytes: positiveInt(env.BOUNCE_SMTP_MAX_BYTES, 'BOUNCE_SMTP_MAX_BYTES') ?? d.smtpMaxBytes,
    imapUrl: secret(env.BOUNCE_IMAP_URL),
    imapIntervalMs: interval ? interval * 1000 : d.imapIntervalMs,
    webhooks: {
      ...d.webhooks,
      sesTopicArns: list(env.BOUNCE_SES_TOPIC_ARNS),
      postmarkAuth: secret(env.BOUNCE_POSTMARK_AUTH),
      mailgunSigningKey: secret(env.BOUNCE_MAILGUN_SIGNING_KEY),
      sendgridPublicKey: secret(env.BOUNCE_SENDGRID_PUBLIC_KEY),
      brevoToken: secret(env.BOUNCE_BREVO_TOKEN),
    },
  };
}

function loadMailConfig(env: NodeJS.ProcessEnv, port: number): MailConfig {
  const d = defaultConfig.mail;
  const dkimKey = env.DKIM_PRIVATE_KEY?.trim();
  const retries = env.SEND_RETRY_DELAYS?.trim();
  const lease = positiveInt(env.SEND_CLAIM_LEASE_SECONDS, 'SEND_CLAIM_LEASE_SECONDS');
  return {
    ...d,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || d.from,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    appSecret: env.APP_SECRET?.trim() || undefined,
    ratePerSecond: positiveInt(env.SEND_RATE_PER_SECOND, 'SEND_RATE_PER_SECOND'),
    ratePerAccountPerSecond: positiveInt(
      env.SEND_RATE_PER_ACCOUNT_PER_SECOND,
      'SEND_RATE_PER_ACCOUNT_PER_SECOND',
    ),
    dkim:
      dkimKey && env.DKIM_DOMAIN?.trim() && env.DKIM_SELECTOR?.trim()
        ? {
            domainName: env.DKIM_DOMAIN.trim(),
            keySelector: env.DKIM_SELECTOR.trim(),
            // A PEM in the variable itself (with \n escapes allowed), or a path to the key file.
            privateKey: dkimKey.includes('-----BEGIN')
              ? dkimKey.replace(/\\n/g, '\n')
              : fs.readFileSync(path.resolve(repoRoot, dkimKey), 'utf8'),
          }
        : undefined,
    retryDelaysMs: retries
      ? list(retries).map((s) => {
          const seconds = Number(s);
          if (!Number.isFinite(seconds) || seconds < 0)
            throw new Error(`SEND_RETRY_DELAYS must list seconds: ${retries}`);
          return seconds * 1000;
        })
      : d.retryDelaysMs,
    claimLeaseMs: lease ? lease * 1000 : d.claimLeaseMs,
  };
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive whole number: ${value}`);
  return n;
}

/**
 * Import limits (IMPORT_*, each described on ImportSettings). Read for each import rather than once
 * at start, so a test can change one between requests.
 */
export function loadImportSettings(env: NodeJS.ProcessEnv = process.env): ImportSettings {
  const num = (value: string | undefined, fallback: number): number => {
    const n = Number(value);
    return value && Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    maxBytes: num(env.IMPORT_MAX_BYTES, 50 * 1024 * 1024),
    timeoutMs: num(env.IMPORT_TIMEOUT_MS, 10 * 60 * 1000),
    xlsxTimeoutMs: num(env.IMPORT_XLSX_TIMEOUT_MS, 60 * 1000),
    pdfTimeoutMs: num(env.IMPORT_PDF_TIMEOUT_MS, 30 * 1000),
    maxQueued: num(env.IMPORT_MAX_QUEUED, 8),
    maxPerAccount: num(env.IMPORT_MAX_PER_ACCOUNT, 2),
    workerMemoryMb: num(env.IMPORT_WORKER_MEMORY_MB, 160),
    csvWorkerMemoryMb: num(env.IMPORT_CSV_WORKER_MEMORY_MB, 64),
    xlsx: {
      maxUncompressedBytes: num(
        env.IMPORT_XLSX_MAX_UNCOMPRESSED_BYTES,
        defaultXlsxLimits.maxUncompressedBytes,
      ),
      maxEntries: defaultXlsxLimits.maxEntries,
      maxRows: num(env.IMPORT_XLSX_MAX_ROWS, defaultXlsxLimits.maxRows),
      maxColumns: num(env.IMPORT_XLSX_MAX_COLUMNS, defaultXlsxLimits.maxColumns),
    },
    pdf: { maxPages: num(env.IMPORT_PDF_MAX_PAGES, defaultPdfLimits.maxPages) },
    batchSize: 2000,
  };
}

/**
 * IMPORT_SQLITE_CACHE_MB (default 32), in KiB: the page cache of an import's own SQLite connection.
 * Read by the store worker, which shares the process environment.
 */
export function importSqliteCacheKib(env: NodeJS.ProcessEnv = process.env): number {
  return Math.max(2, Number(env.IMPORT_SQLITE_CACHE_MB) || 32) * 1024;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
