import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { apiErrorMessages as M } from '@campus/contracts';
import { HttpError } from '../errors.ts';

export interface WindowLimit {
  max: number;
  timeWindowMs: number;
}

/** Fixed-window counters per key, in memory (per instance), on an injectable clock. */
export class WindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: WindowLimit,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt; false when the key already used up its window. */
  hit(key: string): boolean {
    const t = this.now();
    this.sweep(t);
    const w = this.windows.get(key);
    if (!w || t - w.start >= this.limit.timeWindowMs) {
      this.windows.set(key, { start: t, count: 1 });
      return this.limit.max >= 1;
    }
    w.count++;
    return w.count <= this.limit.max;
  }

  /** Drops finished windows now and then, so guessed keys cannot grow the map forever. */
  private sweep(t: number): void {
    if (t - this.lastSweep < this.limit.timeWindowMs) return;
    this.lastSweep = t;
    for (const [key, w] of this.windows) if (t - w.start >= this.limit.timeWindowMs) this.windows.delete(key);
  }
}

/**
 * The limits on logins and password endpoints:
 * - per account: a password login counts by (company, phone), so failures in one company never
 *   lock the same phone out of another, and an IP change does not reset it;
 * - openid logins count per client IP (guessing openids is bounded wherever the guesses aim);
 * - every attempt also counts against one ceiling per client IP (spraying over many phones).
 * The client IP is Fastify's req.ip: X-Forwarded-For is read only from the configured proxies.
 */
export class LoginLimits {
  private readonly perAccount: WindowCounter;
  private readonly perIp: WindowCounter;

  constructor(account: WindowLimit, ipCeiling: WindowLimit, now: () => number) {
    this.perAccount = new WindowCounter(account, now);
    this.perIp = new WindowCounter(ipCeiling, now);
  }

  /** A preValidation hook (the raw body is parsed, a malformed attempt still counts). */
  hook(group: string, accountOf: (req: FastifyRequest) => string): preValidationAsyncHookHandler {
    return async (req) => {
      const account = `${group}|${accountOf(req)}`;
      // Both counters always count, so a refused attempt still uses up the IP's budget.
      const accountOk = this.perAccount.hit(account);
      const ipOk = this.perIp.hit(req.ip);
      if (!accountOk || !ipOk) throw new HttpError(429, { detail: group === 'login' ? M.tooManyLogins : M.tooManyRequests });
    };
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 64) : '');

/** The account a login attempt aims at: (company, phone) for a password; the client IP for openid forms. */
export function loginAccount(req: FastifyRequest): string {
  const body = req.body;
  if (body === null || typeof body !== 'object') return `ip:${req.ip}`;
  const b = body as Record<string, unknown>;
  if ('phone' in b || 'password' in b) return `phone:${text(b.company_id)}|${text(b.phone)}`;
  return `openid-ip:${req.ip}`;
}

/** (company, phone) of a password reset request. */
export function phoneAccount(req: FastifyRequest): string {
  const b = (req.body ?? {}) as Record<string, unknown>;
  return `phone:${text(b.company_id)}|${text(b.phone)}`;
}

/** The logged-in caller (password change). */
export const callerAccount = (req: FastifyRequest): string => `staff:${req.auth?.companyId ?? ''}|${req.auth?.staffId ?? req.ip}`;
