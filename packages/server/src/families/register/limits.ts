/**
 * Rate limits of the no-login endpoints (in memory, per instance, on the server clock), counted in
 * preValidation so a malformed attempt counts too, keyed on the client IP (X-Forwarded-For only from
 * the configured proxies). Codes have their own limits (POST phone_codes/).
 */
import type { preValidationAsyncHookHandler } from 'fastify';
import { apiErrorMessages } from '@campus/contracts';
import { WindowCounter, type WindowLimit } from '../../platform/http/rate-limit.ts';
import { HttpError } from '../../platform/errors.ts';

export const REGISTER_LIMITS = {
  /** The company's rules, its departments, an invitation. */
  read: { max: 120, timeWindowMs: 60_000 },
  /** Registrations and status checks. */
  write: { max: 20, timeWindowMs: 60_000 },
} as const satisfies Record<string, WindowLimit>;

export function publicLimits(now: () => number): { reads: preValidationAsyncHookHandler; writes: preValidationAsyncHookHandler } {
  const read = new WindowCounter(REGISTER_LIMITS.read, now);
  const write = new WindowCounter(REGISTER_LIMITS.write, now);
  const refuse = () => new HttpError(429, { detail: apiErrorMessages.tooManyRequests });
  return {
    reads: async (req) => {
      if (!read.hit(req.ip)) throw refuse();
    },
    writes: async (req) => {
      if (!write.hit(req.ip)) throw refuse();
    },
  };
}
