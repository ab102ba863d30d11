/**
 * The family's once-a-minute sweep (each row in its own transaction, one failure keeps no other):
 * - whoever is still inside after the day his visit ended is checked out once, by the system, with
 *   the reason recorded (the unique (pass, direction) index makes it once even beside a late scan);
 * - an approved visit or let-off whose window passed unused expires, and its QR dies;
 * - a visit's whole ID number is purged once the company's retention period after its end has
 *   passed (the masked number stays).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { LET_OFF_STATUS, VISITOR_ORDER_TYPES, VISIT_STATUS, hubInstant, hubToday, visitorMessages as M } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { companies } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { orders } from '../../platform/orders/schema.ts';
import { settingsOf, visitorDesk } from './common.ts';
import { endLivePass } from './passes.ts';
import { visitorGateRecords, visitorLetOffs, visitorPasses, visitorVisits } from './schema.ts';

const BATCH = 100;

export interface SweepReport {
  checkedOut: number;
  expired: number;
  purged: number;
}

export async function sweepVisitors(ctx: AppContext): Promise<SweepReport> {
  const db = ctx.handle.db;
  const report: SweepReport = { checkedOut: 0, expired: 0, purged: 0 };
  const list = await db.select({ id: companies.companyId }).from(companies);
  for (const { id: companyId } of list) {
    const now = ctx.now();
    // the start of today on the hub clock: a visit that ended before it is a day that has ended
    const today = hubInstant(hubToday(now), '00:00');
    const inside = await db
      .select({ id: visitorVisits.id })
      .from(orders)
      .innerJoin(visitorVisits, and(eq(visitorVisits.companyId, orders.companyId), eq(visitorVisits.id, orders.id)))
      .where(
        and(
          inCompany(orders, companyId, eq(orders.orderType, VISITOR_ORDER_TYPES.visit), eq(orders.status, VISIT_STATUS.inside)),
          lt(visitorVisits.endAt, today),
        ),
      )
      .limit(BATCH);
    const stale = [
      ...(
        await db
          .select({ id: visitorVisits.id })
          .from(orders)
          .innerJoin(visitorVisits, and(eq(visitorVisits.companyId, orders.companyId), eq(visitorVisits.id, orders.id)))
          .where(
            and(
              inCompany(orders, companyId, eq(orders.orderType, VISITOR_ORDER_TYPES.visit), eq(orders.status, VISIT_STATUS.approved)),
              lt(visitorVisits.endAt, now),
            ),
          )
          .limit(BATCH)
      ).map((r) => r.id),
      ...(
        await db
          .select({ id: visitorLetOffs.id })
          .from(orders)
          .innerJoin(visitorLetOffs, and(eq(visitorLetOffs.companyId, orders.companyId), eq(visitorLetOffs.id, orders.id)))
          .where(
            and(
              inCompany(orders, companyId, eq(orders.orderType, VISITOR_ORDER_TYPES.letOff), eq(orders.status, LET_OFF_STATUS.approved)),
              lt(visitorLetOffs.endAt, now),
            ),
          )
          .limit(BATCH)
      ).map((r) => r.id),
    ];
    if (inside.length + stale.length > 0) {
      const desk = await visitorDesk(db, companyId);
      for (const { id } of inside) {
        try {
          await ctx.orders.runTransition(desk, id, 'leave', M.endOfDay, {
            apply: async (tx) => {
              const [pass] = await tx
                .select({ id: visitorPasses.id })
                .from(visitorPasses)
                .where(inCompany(visitorPasses, companyId, eq(visitorPasses.orderId, id), eq(visitorPasses.state, 'live')))
                .for('update');
              if (pass)
                await tx
                  .insert(visitorGateRecords)
                  .values({
                    companyId,
                    id: randomUUID(),
                    passId: pass.id,
                    kind: 'visit',
                    orderId: id,
                    direction: 'out',
                    guardId: null,
                    scannedAt: ctx.now(),
                    remark: M.endOfDay,
                  })
                  .onConflictDoNothing();
              await endLivePass(tx, companyId, id, 'used', ctx.now());
            },
          });
          report.checkedOut++;
        } catch (err) {
          ctx.log.warn({ err, visitId: id }, 'end-of-day check-out skipped');
        }
      }
      for (const id of stale) {
        try {
          await ctx.orders.runTransition(desk, id, 'expire', undefined, { apply: async () => [] });
          report.expired++;
        } catch (err) {
          ctx.log.warn({ err, orderId: id }, 'expiring a pass skipped');
        }
      }
    }
    const { idRetentionDays } = await settingsOf(db, companyId);
    const cutoff = new Date(now.getTime() - idRetentionDays * 86_400_000);
    const purged = await db
      .update(visitorVisits)
      .set({ idNumber: null, idPurgedAt: now })
      .where(inCompany(visitorVisits, companyId, isNotNull(visitorVisits.idNumber), lt(visitorVisits.endAt, cutoff)))
      .returning({ id: visitorVisits.id });
    report.purged += purged.length;
  }
  return report;
}
