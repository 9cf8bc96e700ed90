import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  sessionTtlMs: number;
  loginThrottle: { maxFailures: number; windowMs: number };
  jsonBodyLimitBytes: number;
  /** How long SQLite waits on a lock before the request answers 503. */
  sqliteBusyTimeoutMs: number;
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
  loginThrottle: { maxFailures: 5, windowMs: 15 * 60 * 1000 },
  jsonBodyLimitBytes: 2 * 1024 * 1024,
  sqliteBusyTimeoutMs: 2000,
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
  };
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive whole number: ${value}`);
  return n;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
