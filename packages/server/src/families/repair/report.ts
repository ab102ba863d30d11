/**
 * Reporting a fault (saRepairApply): place, fault item, description, photos, a suitable time. A
 * `repair` order on the workflow: a charged fault item goes through the company's `repair` chain
 * (10 审批中, if it has one), a free one waits for dispatch at once (20 待派单). The family's row is
 * written by the order type's afterSubmit hook in the workflow's transaction, with every photo; the
 * same client key from the same reporter answers the order it made (the unique key decides between
 * concurrent double submits).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPAIR_MESSAGES as M, REPAIR_ORDER_TYPE, repairEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError } from '../../platform/errors.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { nextDailyNumber, type DailyNumberKind } from '../../platform/numbers/numbers.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { actorOf, idOrNone, pendingReport } from './common.ts';
import { repairFaultItems, repairOrders, repairPlaces, repairTypes } from './schema.ts';
import { placeLabel } from './catalog.ts';
import { repairInfo } from './views.ts';

export const REPAIR_NUMBER: DailyNumberKind = { kind: 'repair_order', prefix: 'R', stamp: 'second', width: 4 };

async function byClientKey(db: Database, auth: AuthContext, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: repairOrders.orderId })
    .from(repairOrders)
    .where(and(inCompany(repairOrders, auth.companyId), eq(repairOrders.reporterId, auth.staffId), eq(repairOrders.clientKey, key)));
  return row?.id;
}

export function repairReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.report,
    async handler({ auth, body, reply }) {
      const earlier = await byClientKey(db(), auth, body.client_key);
      if (earlier) return repairInfo(ctx, auth, earlier);
      const c = auth.companyId;
      const [place] = await db()
        .select()
        .from(repairPlaces)
        .where(inCompany(repairPlaces, c, eq(repairPlaces.id, idOrNone(body.place_id))));
      if (!place) throw fieldError('place_id', M.placeUnknown);
      const [item] = await db()
        .select({ item: repairFaultItems, typeName: repairTypes.name })
        .from(repairFaultItems)
        .innerJoin(repairTypes, and(eq(repairTypes.companyId, repairFaultItems.companyId), eq(repairTypes.id, repairFaultItems.typeId)))
        .where(inCompany(repairFaultItems, c, eq(repairFaultItems.id, idOrNone(body.fault_item_id))));
      if (!item) throw fieldError('fault_item_id', M.itemUnknown);
      await checkAttachments(db(), auth, body.photos, 'photos');
      const now = ctx.now();
      const orderNo = await nextDailyNumber(db(), c, REPAIR_NUMBER, now);
      const label = placeLabel(place.area, place.name);
      const where = body.place_detail ? `${label}（${body.place_detail}）` : label;
      const write = async (tx: Database, orderId: string, status: number, at: Date) => {
        await tx.insert(repairOrders).values({
          companyId: c,
          orderId,
          orderNo,
          reporterId: auth.staffId,
          clientKey: body.client_key,
          status,
          placeId: place.id,
          placeLabel: label,
          area: place.area,
          placeDetail: body.place_detail || null,
          typeId: item.item.typeId,
          typeName: item.typeName,
          faultItemId: item.item.id,
          faultItemName: item.item.name,
          itemChargeFen: item.item.chargeFen,
          description: body.description,
          photos: body.photos,
          expectedTime: body.expected_time,
          contactPhone: body.contact_phone ?? null,
          createdAt: at,
        });
      };
      let id: string;
      try {
        id = await pendingReport.run(write, () =>
          ctx.orders.submit(actorOf(auth), {
            orderType: REPAIR_ORDER_TYPE,
            title: `${item.item.name}（${label}）`,
            fields: [
              { label: '报修单号', value: orderNo },
              { label: '报修地点', value: where },
              { label: '故障项目', value: `${item.typeName} / ${item.item.name}` },
              { label: '故障描述', value: body.description },
              { label: '预约时间', value: body.expected_time },
              ...(item.item.chargeFen > 0 ? [{ label: '参考费用', value: `${(item.item.chargeFen / 100).toFixed(2)}元` }] : []),
            ],
            data: { order_no: orderNo, photos: body.photos.length },
            // a charged repair goes through the company's chain; a free one needs no approval
            ...(item.item.chargeFen > 0 ? {} : { chain: [] }),
            viaModule: true,
          }),
        );
      } catch (err) {
        if (pgCode(err) !== '23505') throw err;
        const other = await byClientKey(db(), auth, body.client_key);
        if (!other) throw err;
        return repairInfo(ctx, auth, other);
      }
      reply.code(201);
      return repairInfo(ctx, auth, id);
    },
  });
}
