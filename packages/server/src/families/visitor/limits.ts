/**
 * Rate limits of the family's no-login endpoints (in memory, per instance, on the server clock), as
 * the platform limits its logins (http/rate-limit.ts): counted in preValidation, so a malformed
 * attempt counts too; keyed on req.ip (X-Forwarded-For only from the configured proxies).
 */
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { visitorMessages as M } from '@campus/contracts';
import { WindowCounter, type WindowLimit } from '../../platform/http/rate-limit.ts';
import { HttpError } from '../../platform/errors.ts';

export const PUBLIC_LIMITS = {
  /** Reading a page by its link. */
  read: { max: 120, timeWindowMs: 60_000 },
  /** Booking, applying, commenting, opening a session. */
  write: { max: 20, timeWindowMs: 60_000 },
  /** Codes per client. */
  codesPerIp: { max: 10, timeWindowMs: 10 * 60_000 },
  /** Codes per phone (of one company and purpose). */
  codesPerPhone: { max: 3, timeWindowMs: 10 * 60_000 },
} as const satisfies Record<string, WindowLimit>;

const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 64) : '');

export class PublicLimits {
  private readonly read: WindowCounter;
  private readonly write: WindowCounter;
  private readonly codesPerIp: WindowCounter;
  private readonly codesPerPhone: WindowCounter;

  constructor(now: () => number) {
    this.read = new WindowCounter(PUBLIC_LIMITS.read, now);
    this.write = new WindowCounter(PUBLIC_LIMITS.write, now);
    this.codesPerIp = new WindowCounter(PUBLIC_LIMITS.codesPerIp, now);
    this.codesPerPhone = new WindowCounter(PUBLIC_LIMITS.codesPerPhone, now);
  }

  private static refuse(): never {
    throw new HttpError(429, { detail: M.tooMany });
  }

  /** A page read by its link: per client. */
  readonly reads: preValidationAsyncHookHandler = async (req) => {
    if (!this.read.hit(req.ip)) PublicLimits.refuse();
  };

  /** A write without a login: per client (a logged-in staff's writes are not limited here). */
  readonly writes: preValidationAsyncHookHandler = async (req) => {
    if (req.auth) return;
    if (!this.write.hit(req.ip)) PublicLimits.refuse();
  };

  /** A code request: per client and per phone; both always count. */
  readonly codes: preValidationAsyncHookHandler = async (req: FastifyRequest) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const phoneOk = this.codesPerPhone.hit(`${text(b.company_id)}|${text(b.phone)}|${text(b.purpose)}`);
    const ipOk = this.codesPerIp.hit(req.ip);
    if (!phoneOk || !ipOk) PublicLimits.refuse();
  };
}
