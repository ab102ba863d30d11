import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { apiErrorMessages as M } from '@campus/contracts';
import { HttpError } from '../errors.ts';
import { loginAccountKey } from '../services/login.ts';

/**
 * Per route: `max` attempts per window for one IP and one account (the caller, else phone or openid). Runs in
 * preValidation so the parsed body is known and a malformed attempt still counts.
 */
export function loginRateLimit(limit: { max: number; timeWindowMs: number }, group = 'login'): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    hook: 'preValidation',
    keyGenerator: (req: FastifyRequest) => `${group}|${req.ip}|${req.auth?.staffId ?? loginAccountKey(req.body)}`,
    errorResponseBuilder: () => new HttpError(429, { detail: group === 'login' ? M.tooManyLogins : M.tooManyRequests }),
  };
}
