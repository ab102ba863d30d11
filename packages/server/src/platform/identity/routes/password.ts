import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authEndpoints, NEW_PASSWORD_SAME_AS_OLD, OLD_PASSWORD_WRONG } from '@campus/contracts';
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

/** How often a change re-checks the old password after another change won the row; each retry needs yet another win. */
const CHANGE_ATTEMPTS = 3;

/**
 * Sets the new password only over the hash the old one was checked against (compare-and-set), and
 * revokes the other tokens in the same transaction: of changes racing with the right old password,
 * one wins and the others find the hash changed under them. Scrypt runs outside the transaction, so
 * no row lock is held while hashing. False when the old password does not (or no longer) match.
 */
async function changePassword(
  db: Database,
  caller: { companyId: string; staffId: string; tokenHash: string },
  oldPassword: string,
  newPassword: string,
  now: Date,
): Promise<boolean> {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const current = await passwordHashOf(db, caller.companyId, caller.staffId);
    if (current === null || !(await verifyPassword(oldPassword, current))) return false;
    const passwordHash = await hashPassword(newPassword);
    const won = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const rows = await tx
        .update(staff)
        .set({ passwordHash, passwordChangedAt: now })
        .where(inCompany(staff, caller.companyId, eq(staff.id, caller.staffId), eq(staff.passwordHash, current)))
        .returning({ id: staff.id });
      if (rows.length === 0) return false;
      await revokeStaffTokens(tx, caller.companyId, caller.staffId, { now, except: caller.tokenHash });
      return true;
    });
    if (won) return true;
  }
  return false;
}

/** Password change (logged in) and reset (forgetPassword: a code sent to the staff, then a new password). */
export function passwordRoutes(app: FastifyInstance, ctx: AppContext, options: { limits: LoginLimits }): void {
  defineRoute(app, ctx, {
    endpoint: authEndpoints.changePassword,
    options: { preValidation: options.limits.hook('password', callerAccount) },
    async handler({ auth, body }) {
      if (body.old_password === body.new_password) throw fieldError('new_password', NEW_PASSWORD_SAME_AS_OLD);
      const now = ctx.now();
      if (!(await changePassword(ctx.handle.db, auth, body.old_password, body.new_password, now))) {
        throw fieldError('old_password', OLD_PASSWORD_WRONG);
      }
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
