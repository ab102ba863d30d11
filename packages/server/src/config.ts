import { resolve } from 'node:path';
import { defaultDataDir, defaultDistDir, defaultTenantsDir, repoRoot } from './paths.ts';
import { parseWechatApps, type WechatCredentials } from './services/wechat.ts';
import { readSmsConfig, type SmsConfig } from './services/sms/config.ts';

/** Every setting comes from the environment (documented in docs/server.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder (used when databaseUrl is not set). */
  dataDir: string;
  databaseUrl: string | null;
  distDir: string;
  tenantsDir: string;
  logLevel: string;
  logRequests: boolean;
  loginRateLimit: { max: number; timeWindowMs: number };
  tokenTtlMs: number;
  nativePush: { url: string; token?: string } | null;
  wechatApps: Record<string, WechatCredentials> | undefined;
  trustProxy: boolean;
  /** auto: seed the companies missing from the database at start; skip: never. */
  seed: 'auto' | 'skip';
  /**
   * Demo data (public demo password, demo openids, codes shown on the console) is an explicit
   * choice: on for `npm start` on the embedded database, off for NODE_ENV=production or any
   * DATABASE_URL unless SEED=demo.
   */
  demoMode: boolean;
  /** SMS gateway or demo outbox for verification codes (services/sms). */
  sms: SmsConfig;
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

const path = (value: string | undefined, fallback: string): string => (value ? resolve(repoRoot, value) : fallback);

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path(env.DATA_DIR, defaultDataDir),
    databaseUrl: env.DATABASE_URL || null,
    distDir: path(env.DIST_DIR, defaultDistDir),
    tenantsDir: path(env.TENANTS_DIR, defaultTenantsDir),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    loginRateLimit: {
      max: int(env, 'LOGIN_RATE_LIMIT_MAX', 10),
      timeWindowMs: int(env, 'LOGIN_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    tokenTtlMs: int(env, 'TOKEN_TTL_HOURS', 168) * 3600 * 1000,
    nativePush: env.NATIVE_PUSH_URL ? { url: env.NATIVE_PUSH_URL, ...(env.NATIVE_PUSH_TOKEN ? { token: env.NATIVE_PUSH_TOKEN } : {}) } : null,
    wechatApps: parseWechatApps(env.WECHAT_APPS),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    seed: env.SEED === 'skip' ? 'skip' : 'auto',
    demoMode: isDemoMode(env),
    sms: readSmsConfig(env),
  };
}

/** The database URL without its password, for logs. */
export const redactUrl = (url: string): string => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
