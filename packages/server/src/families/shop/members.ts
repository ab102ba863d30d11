/** Membership (memberCreate): one member card per staff; members pay member prices at checkout. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopEndpoints, type Member } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest } from '../../platform/errors.ts';
import { localDateTime } from '../../platform/time.ts';
import { nextDailyNumber, type DailyNumberKind } from '../../platform/numbers/numbers.ts';
import { shopCaller } from './access.ts';
import { isUniqueViolation } from './catalog.ts';
import { shopMembers } from './schema.ts';

export const ALREADY_MEMBER = '您已是会员';

export const memberView = (r: typeof shopMembers.$inferSelect): Member => ({
  id: r.id,
  member_no: r.memberNo,
  name: r.name,
  phone: r.phone,
  birthday: r.birthday,
  level_label: '普通会员',
  code: `member:${r.memberNo}`,
  created_time: localDateTime(r.createdAt),
});

/** M + the day (yyMMdd) + the company's count of the day: M261128000007, readable at a counter. */
export const SHOP_MEMBER_NUMBER: DailyNumberKind = { kind: 'shop_member', prefix: 'M', stamp: 'day', width: 6 };

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.myMember,
    async handler({ auth }) {
      const [row] = await db()
        .select()
        .from(shopMembers)
        .where(inCompany(shopMembers, auth.companyId, eq(shopMembers.staffId, auth.staffId)));
      return { member: row ? memberView(row) : null };
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.createMember,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const now = ctx.now();
      const id = randomUUID();
      try {
        await db()
          .insert(shopMembers)
          .values({
            companyId: caller.companyId,
            id,
            staffId: caller.staffId,
            memberNo: await nextDailyNumber(db(), caller.companyId, SHOP_MEMBER_NUMBER, now),
            name: body.name,
            phone: body.phone,
            birthday: body.birthday ? body.birthday : null,
            createdAt: now,
          });
      } catch (err) {
        // one card per staff, whatever arrives at the same time
        if (isUniqueViolation(err)) throw badRequest(ALREADY_MEMBER);
        throw err;
      }
      const [row] = await db()
        .select()
        .from(shopMembers)
        .where(inCompany(shopMembers, caller.companyId, eq(shopMembers.id, id)));
      reply.code(201);
      return memberView(row as typeof shopMembers.$inferSelect);
    },
  });
}
