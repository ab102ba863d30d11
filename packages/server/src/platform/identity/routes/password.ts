import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';
import { callerAccount, phoneAccount, type LoginLimits } from '../../http/rate-limit.ts';
import { badRequest, fieldError } from '../../errors.ts';
import { staff } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { revokeStaffTokens } from '../tokens.ts';
import { findStaffByPhone, passwordHashOf } from '../staff.ts';
import { isGuid } from '../../crypto.ts';
import { consumeCode, issueCode, RESET_PURPOSE } from '../reset-codes.ts';
import { inCompany } from '../../db/scoped.ts';

async function setPassword(db: Database, companyId: string, staffId: string, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(staff)
    .set({ passwordHash, passwordChangedAt: now })
    .where(inCompany(staff, companyId, eq(staff.id, staffId)));
}

/** Password change (logged in) and reset (forgetPassword: a code sent to the staff, then a new password). */
export function passwordRoutes(app: FastifyInstance, ctx: AppContext, options: { limits: LoginLimits }): void {
  defineRoute(app, ctx, {
    endpoint: authEndpoints.changePassword,
    options: { preValidation: options.limits.hook('password', callerAccount) },
    async handler({ auth, body }) {
      if (!(await verifyPassword(body.old_password, await passwordHashOf(ctx.handle.db, auth.companyId, auth.staffId))))
        throw fieldError('old_password', '原密码错误');
      if (body.old_password === body.new_password) throw fieldError('new_password', '新密码不能与原密码相同');
      const now = ctx.now();
      await setPassword(ctx.handle.db, auth.companyId, auth.staffId, body.new_password, now);
      await revokeStaffTokens(ctx.handle.db, auth.companyId, auth.staffId, { now, except: auth.tokenHash });
      ctx.caches.invalidator.invalidate({ kind: 'staff', companyId: auth.companyId, staffId: auth.staffId });
      // Streams opened with the revoked tokens end too; this session's stay.
      await ctx.hub.closeStreams({ companyId: auth.companyId, staffId: auth.staffId }, { exceptTokenHash: auth.tokenHash });
      return { detail: '密码修改成功' };
    },
  });

  defineRoute(app, ctx, {
    endpoint: authEndpoints.sendResetCode,
    options: { preValidation: options.limits.hook('reset-code', phoneAccount) },
    async handler({ body }) {
      const row = isGuid(body.company_id) ? await findStaffByPhone(ctx.handle.db, body.company_id, body.phone) : undefined;
      if (row) await issueCode(ctx.handle.db, ctx.codeSender, row.staff, RESET_PURPOSE, ctx.now());
      return { detail: '如果该手机号已注册，验证码已发送' };
    },
  });

  defineRoute(app, ctx, {
    endpoint: authEndpoints.resetPassword,
    options: { preValidation: options.limits.hook('reset', phoneAccount) },
    async handler({ body }) {
      const now = ctx.now();
      const row = isGuid(body.company_id) ? await findStaffByPhone(ctx.handle.db, body.company_id, body.phone) : undefined;
      if (!row || !(await consumeCode(ctx.handle.db, row.staff, RESET_PURPOSE, body.code, now))) {
        throw badRequest('验证码错误或已过期');
      }
      await setPassword(ctx.handle.db, row.staff.companyId, row.staff.id, body.new_password, now);
      await revokeStaffTokens(ctx.handle.db, row.staff.companyId, row.staff.id, { now });
      ctx.caches.invalidator.invalidate({ kind: 'staff', companyId: row.staff.companyId, staffId: row.staff.id });
      await ctx.hub.closeStreams({ companyId: row.staff.companyId, staffId: row.staff.id });
      return { detail: '密码已重置，请重新登录' };
    },
  });
}
