import { resolve } from 'node:path';
import { defaultDataDir, defaultDistDir, defaultTenantsDir, repoRoot } from './paths.ts';
import { parseWechatApps, type WechatCredentials } from './identity/wechat.ts';
import type { InitialAdmin } from './seed/production.ts';
import { readSmsConfig, type SmsConfig } from './identity/sms/config.ts';

/** Every setting comes from the environment (documented in docs/server.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder (used when databaseUrl is not set). */
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL pool and per-statement bound (DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS, DB_POOL_WAIT_MS); PGlite ignores them. */
  database: DatabaseLimits;
  distDir: string;
  tenantsDir: string;
  logLevel: string;
  logRequests: boolean;
  loginRateLimit: { max: number; timeWindowMs: number };
  tokenTtlMs: number;
  /** Caller and rules caches: CACHE_TTL_MS (default 30000, 0 = off), CACHE_MAX_CALLERS (default 10000). */
  cache: { ttlMs: number; maxCallers: number };
  nativePush: { url: string; token?: string } | null;
  wechatApps: Record<string, WechatCredentials> | undefined;
  /** Proxies whose X-Forwarded-For is believed: addresses or CIDR ranges (TRUST_PROXY, comma-separated). */
  trustProxy: string[];
  /** Ceiling of login and password attempts per client IP (LOGIN_IP_RATE_LIMIT_MAX). */
  ipRateLimit: { max: number; timeWindowMs: number };
  /** auto: seed the companies missing from the database at start; skip: never. */
  seed: 'auto' | 'skip';
  /**
   * Demo data (public demo password, demo openids, codes shown on the console) is an explicit
   * choice: on for `npm start` on the embedded database, off for NODE_ENV=production or any
   * DATABASE_URL unless SEED=demo.
   */
  demoMode: boolean;
  /** The first admin of each company seeded by a production start (INITIAL_ADMIN_PHONE, _NAME, _PASSWORD). */
  initialAdmin: InitialAdmin;
  /** HMAC secret of the WeChat OAuth login codes; the same on every instance (LOGIN_SIGNING_SECRET). */
  loginSigningSecret: string | null;
  /** HMAC secret of the banners' picture addresses; the same on every instance (FILE_LINK_SECRET, else derived from LOGIN_SIGNING_SECRET). */
  fileLinkSecret: string | null;
  /** SMS gateway or demo outbox for verification codes (services/sms). */
  sms: SmsConfig;
}

/** One request's bound on the database, so one slow list cannot hold every connection. */
export interface DatabaseLimits {
  /** Most connections the pool opens (DB_POOL_SIZE, default 10, at least 1). */
  poolSize: number;
  /** PostgreSQL cancels a statement running longer (DB_STATEMENT_TIMEOUT_MS, default 5000; 0 = no limit). */
  statementTimeoutMs: number;
  /** How long a query waits for a free connection, or for a new one to open (DB_POOL_WAIT_MS, default 5000; 0 = no limit). */
  poolWaitMs: number;
  /** Hot statements prepared per connection (DB_PREPARED_STATEMENTS, default 1; 0 behind a transaction-mode pooler). */
  preparedStatements: boolean;
}

export function isDemoMode(env: NodeJS.ProcessEnv): boolean {
  if (env.SEED === 'demo') return true;
  return env.NODE_ENV !== 'production' && !env.DATABASE_URL;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/**
 * TRUST_PROXY lists the proxies (load balancer addresses or CIDR ranges). The old `1`/`true` (believe
 * any X-Forwarded-For) let a forged header reset every rate limit, so it is refused.
 */
export function trustedProxies(raw: string | undefined): string[] {
  if (!raw) return [];
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry)) {
      throw new Error(`TRUST_PROXY must list proxy addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16), got "${entry}"`);
    }
  }
  if (list.some((e) => e === '1' || e === '0'))
    throw new Error('TRUST_PROXY=1 trusts any X-Forwarded-For; list the load balancer addresses instead (docs/server.md)');
  return list;
}

/** Both time-outs end up in a 32-bit signed setting (PostgreSQL's statement_timeout, Node's setTimeout). */
const MAX_MS = 2_147_483_647;

function ms(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const n = int(env, name, fallback);
  if (n > MAX_MS) throw new Error(`${name} must be at most ${String(MAX_MS)} (milliseconds), got "${String(env[name])}"`);
  return n;
}

export function readDatabaseLimits(env: NodeJS.ProcessEnv): DatabaseLimits {
  const poolSize = int(env, 'DB_POOL_SIZE', 10);
  // 0 connections would make every query wait forever (or fail after DB_POOL_WAIT_MS): refuse it.
  if (poolSize < 1) throw new Error(`DB_POOL_SIZE must be at least 1, got "${String(env.DB_POOL_SIZE)}"`);
  return {
    poolSize,
    statementTimeoutMs: ms(env, 'DB_STATEMENT_TIMEOUT_MS', 5000),
    poolWaitMs: ms(env, 'DB_POOL_WAIT_MS', 5000),
    preparedStatements: env.DB_PREPARED_STATEMENTS !== '0',
  };
}

const path = (value: string | undefined, fallback: string): string => (value ? resolve(repoRoot, value) : fallback);

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path(env.DATA_DIR, defaultDataDir),
    databaseUrl: env.DATABASE_URL || null,
    database: readDatabaseLimits(env),
    distDir: path(env.DIST_DIR, defaultDistDir),
    tenantsDir: path(env.TENANTS_DIR, defaultTenantsDir),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    loginRateLimit: {
      max: int(env, 'LOGIN_RATE_LIMIT_MAX', 10),
      timeWindowMs: int(env, 'LOGIN_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    tokenTtlMs: int(env, 'TOKEN_TTL_HOURS', 168) * 3600 * 1000,
    cache: { ttlMs: int(env, 'CACHE_TTL_MS', 30_000), maxCallers: Math.max(1, int(env, 'CACHE_MAX_CALLERS', 10_000)) },
    nativePush: env.NATIVE_PUSH_URL
      ? { url: env.NATIVE_PUSH_URL, ...(env.NATIVE_PUSH_TOKEN ? { token: env.NATIVE_PUSH_TOKEN } : {}) }
      : null,
    wechatApps: parseWechatApps(env.WECHAT_APPS),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    ipRateLimit: {
      max: int(env, 'LOGIN_IP_RATE_LIMIT_MAX', Math.max(50, int(env, 'LOGIN_RATE_LIMIT_MAX', 10))),
      timeWindowMs: int(env, 'LOGIN_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    seed: env.SEED === 'skip' ? 'skip' : 'auto',
    demoMode: isDemoMode(env),
    loginSigningSecret: env.LOGIN_SIGNING_SECRET || null,
    fileLinkSecret: env.FILE_LINK_SECRET || null,
    initialAdmin: {
      phone: env.INITIAL_ADMIN_PHONE || '13800000000',
      name: env.INITIAL_ADMIN_NAME || '管理员',
      password: env.INITIAL_ADMIN_PASSWORD || null,
    },
    sms: readSmsConfig(env),
  };
}

/** The database URL without its password, for logs. */
export const redactUrl = (url: string): string => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
