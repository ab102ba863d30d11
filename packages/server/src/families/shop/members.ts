/** Membership (memberCreate): one member card per staff; members pay member prices at checkout. */
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hubDateTime, shopEndpoints, type Member } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest } from '../../platform/errors.ts';
import { localDateTime } from '../../platform/time.ts';
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

/** M + the hub date + 6 random digits: readable at a counter. */
const memberNo = (now: Date): string =>
  `M${(hubDateTime(now) ?? '').slice(2, 10).replace(/-/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

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
            memberNo: memberNo(now),
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
