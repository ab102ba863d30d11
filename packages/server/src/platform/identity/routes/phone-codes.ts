import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { apiErrorMessages, smsCodeEndpoints, smsCodeMessages } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';
import { WindowCounter } from '../../http/rate-limit.ts';
import { HttpError } from '../../errors.ts';
import { issuePhoneCode } from '../phone-codes.ts';
import { publicCompanyOf } from '../public-company.ts';

/** Code requests of one client IP (beside the one-a-minute rule per phone in phone-codes.ts). */
export const PHONE_CODE_IP_LIMIT = { max: 20, timeWindowMs: 10 * 60_000 };

/** POST phone_codes/: a code to a phone for registration, a guest's sign-up or binding a phone (no login). */
export function phoneCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const perIp = new WindowCounter(PHONE_CODE_IP_LIMIT, () => ctx.now().getTime());
  const limit: preValidationAsyncHookHandler = async (req) => {
    if (!perIp.hit(req.ip)) throw new HttpError(429, { detail: apiErrorMessages.tooManyRequests });
  };
  defineRoute(app, ctx, {
    endpoint: smsCodeEndpoints.send,
    options: { preValidation: limit },
    async handler({ body }) {
      const company = await publicCompanyOf(ctx, body.company_id);
      await issuePhoneCode(ctx.handle.db, ctx.codeSender, { companyId: company.id, phone: body.phone, purpose: body.purpose }, ctx.now());
      return { detail: smsCodeMessages.sent };
    },
  });
}
