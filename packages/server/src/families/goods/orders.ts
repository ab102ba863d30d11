/**
 * Collecting goods, consumables and kits: apply (goods, consume, an asset for long-term use, a kit
 * for staff), the lists, one order, the store keeper's scan of the slip (确认领取, 8 -> 20), giving
 * consumables back in part, and a department's month in fen.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import {
  GOODS_MESSAGES,
  GOODS_ORDER_TYPES,
  GOODS_SLIP_QR_PREFIX,
  PUSH_MODULES,
  addHubDays,
  goodsAssetEndpoints,
  goodsOrderEndpoints,
  hubInstant,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError, fieldError, forbidden } from '../../platform/errors.ts';
import { activeStaff } from '../../platform/directory/directory.ts';
import { departments } from '../../platform/db/schema.ts';
import { conflict } from '../../platform/orders/workflow.ts';
import { orders } from '../../platform/orders/schema.ts';
import { actorOf, asCompanyAdmin, companyProperty, isKeeper, requireKeeper, sendAll, isUuid } from './common.ts';
import { goodsOrderInfo, headerOf, orderPage } from './views.ts';
import { itemRow } from './catalog.ts';
import { submitPrepared } from './submit.ts';
import { moveStock } from './stock.ts';
import {
  goodsAssets,
  goodsItems,
  goodsKitItems,
  goodsKits,
  goodsOrderLines,
  goodsOrders,
  goodsPickTypes,
  goodsProjects,
  goodsStock,
  goodsWarehouses,
} from './schema.ts';

const COLLECTED_TYPES = [GOODS_ORDER_TYPES.goods, GOODS_ORDER_TYPES.consume, GOODS_ORDER_TYPES.suite];

type Line = { goods: typeof goodsItems.$inferSelect; quantity: number };

export function goodsOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  async function named(table: typeof goodsProjects | typeof goodsPickTypes, companyId: string, id: string, field: string, missing: string) {
    const [row] = isUuid(id)
      ? await db()
          .select()
          .from(table)
          .where(and(eq(table.companyId, companyId), eq(table.id, id)))
      : [];
    if (!row) throw fieldError(field, missing);
    return row;
  }

  async function warehouseOf(companyId: string, id: string | undefined) {
    const rows = await db()
      .select()
      .from(goodsWarehouses)
      .where(inCompany(goodsWarehouses, companyId, id === undefined ? undefined : isUuid(id) ? eq(goodsWarehouses.id, id) : sql`false`))
      .orderBy(asc(goodsWarehouses.sort), asc(goodsWarehouses.id))
      .limit(1);
    const row = rows[0];
    if (!row) throw fieldError('warehouse_id', '仓库不存在');
    return row;
  }

  /** What is there now (a soft check at apply; the collection decides under the ledger's lock). */
  async function checkStock(companyId: string, warehouseId: string, lines: Line[]) {
    for (const l of lines) {
      const have =
        l.goods.kind === 'asset'
          ? Number(
              (
                await db()
                  .select({ n: count() })
                  .from(goodsAssets)
                  .where(
                    inCompany(
                      goodsAssets,
                      companyId,
                      eq(goodsAssets.modelId, l.goods.id),
                      eq(goodsAssets.warehouseId, warehouseId),
                      eq(goodsAssets.status, 'free'),
                    ),
                  )
              )[0]?.n ?? 0,
            )
          : ((
              await db()
                .select({ q: goodsStock.quantity })
                .from(goodsStock)
                .where(inCompany(goodsStock, companyId, eq(goodsStock.warehouseId, warehouseId), eq(goodsStock.goodsId, l.goods.id)))
            )[0]?.q ?? 0);
      if (l.quantity > have) throw fieldError('lines', `${l.goods.name}${GOODS_MESSAGES.noStock}（剩余${String(have)}${l.goods.unit}）`);
    }
  }

  const linesText = (lines: Line[]) => lines.map((l) => `${l.goods.name}×${String(l.quantity)}${l.goods.unit}`).join('，');
  const titleOf = (prefix: string, lines: Line[]) =>
    `${prefix}·${lines[0]?.goods.name ?? ''}${lines.length > 1 ? `等${String(lines.length)}项` : ''}`;

  async function applyLines(
    auth: AuthContext,
    orderType: string,
    lines: Line[],
    body: { warehouse_id?: string | undefined; project_id: string; pick_type_id: string; reason: string; client_key: string },
  ) {
    const warehouse = await warehouseOf(auth.companyId, body.warehouse_id);
    const project = await named(goodsProjects, auth.companyId, body.project_id, 'project_id', '项目不存在');
    const pickType = await named(goodsPickTypes, auth.companyId, body.pick_type_id, 'pick_type_id', '领用类型不存在');
    await checkStock(auth.companyId, warehouse.id, lines);
    const total = lines.reduce((s, l) => s + l.goods.valueFen * l.quantity, 0);
    return submitPrepared(ctx, auth, {
      orderType,
      title: titleOf(orderType === GOODS_ORDER_TYPES.consume ? '耗材领用' : '物资领用', lines),
      fields: [
        ['物品', linesText(lines)],
        ['仓库', warehouse.name],
        ['项目', project.name],
        ['领用类型', pickType.name],
        ['领用原因', body.reason],
        ['合计金额', `${(total / 100).toFixed(2)}元`],
      ],
      data: {
        warehouse_id: warehouse.id,
        lines: lines.map((l) => ({ goods_id: l.goods.id, name: l.goods.name, quantity: l.quantity, unit: l.goods.unit })),
      },
      clientKey: body.client_key,
      header: {
        departmentId: auth.staff.departmentId,
        reason: body.reason,
        warehouseId: warehouse.id,
        projectId: project.id,
        pickTypeId: pickType.id,
        totalFen: total,
      },
      lines,
      quota: true,
    });
  }

  defineRoute(app, ctx, {
    endpoint: goodsOrderEndpoints.apply,
    async handler({ auth, body, reply }) {
      const lines: Line[] = [];
      for (const l of body.lines) {
        const goods = await itemRow(db(), auth.companyId, l.goods_id);
        if (!goods?.active) throw fieldError('lines', '物资不存在');
        if (body.order_type === 'consume' && goods.kind !== 'consumable')
          throw fieldError('lines', `${goods.name}不是耗材，请在物资领用中申请`);
        if (body.order_type === 'goods' && goods.kind === 'consumable')
          throw fieldError('lines', `${goods.name}是耗材，请在耗材领用中申请`);
        lines.push({ goods, quantity: l.quantity });
      }
      const { id, created } = await applyLines(auth, body.order_type, lines, body);
      reply.code(created ? 201 : 200);
      return goodsOrderInfo(ctx, auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsAssetEndpoints.request,
    async handler({ auth, body, reply }) {
      const model = await itemRow(db(), auth.companyId, body.model_id);
      if (!model?.active || model.kind !== 'asset') throw fieldError('model_id', '资产型号不存在');
      const { id, created } = await applyLines(auth, GOODS_ORDER_TYPES.goods, [{ goods: model, quantity: 1 }], body);
      reply.code(created ? 201 : 200);
      return goodsOrderInfo(ctx, auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsOrderEndpoints.applySuite,
    async handler({ auth, body, reply }) {
      const [kit] = isUuid(body.kit_id)
        ? await db()
            .select()
            .from(goodsKits)
            .where(inCompany(goodsKits, auth.companyId, eq(goodsKits.id, body.kit_id)))
        : [];
      if (!kit) throw fieldError('kit_id', '套件不存在');
      const people: { id: string; name: string }[] = [];
      for (const sid of body.staff_ids) {
        const person = isUuid(sid) ? await activeStaff(db(), auth.companyId, sid) : undefined;
        if (!person) throw fieldError('staff_ids', '人员不存在');
        people.push(person);
      }
      const items = await db()
        .select({ item: goodsKitItems, goods: goodsItems })
        .from(goodsKitItems)
        .innerJoin(goodsItems, and(eq(goodsItems.companyId, goodsKitItems.companyId), eq(goodsItems.id, goodsKitItems.goodsId)))
        .where(inCompany(goodsKitItems, auth.companyId, eq(goodsKitItems.kitId, kit.id)))
        .orderBy(asc(goodsKitItems.sort));
      const lines: Line[] = items.map((i) => ({ goods: i.goods, quantity: i.item.quantity * people.length }));
      const warehouse = await warehouseOf(auth.companyId, body.warehouse_id);
      const project = await named(goodsProjects, auth.companyId, body.project_id, 'project_id', '项目不存在');
      await checkStock(auth.companyId, warehouse.id, lines);
      const total = lines.reduce((s, l) => s + l.goods.valueFen * l.quantity, 0);
      const { id, created } = await submitPrepared(ctx, auth, {
        orderType: GOODS_ORDER_TYPES.suite,
        title: `套件领用·${kit.name}×${String(people.length)}`,
        fields: [
          ['套件', kit.name],
          ['领用人员', people.map((p) => p.name).join('、')],
          ['物品', linesText(lines)],
          ['仓库', warehouse.name],
          ['项目', project.name],
          ['申请原因', body.reason],
          ['合计金额', `${(total / 100).toFixed(2)}元`],
        ],
        data: { kit_id: kit.id, staff_ids: people.map((p) => p.id), warehouse_id: warehouse.id },
        clientKey: body.client_key,
        header: {
          departmentId: auth.staff.departmentId,
          reason: body.reason,
          warehouseId: warehouse.id,
          projectId: project.id,
          kitId: kit.id,
          suiteStaffIds: people.map((p) => p.id),
          totalFen: total,
        },
        lines,
      });
      reply.code(created ? 201 : 200);
      return goodsOrderInfo(ctx, auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsOrderEndpoints.list,
    async handler({ auth, query }) {
      if (query.scope === 'keeper') await requireKeeper(db(), auth);
      const { page, headers } = await orderPage(ctx, auth, {
        orderType: query.order_type,
        scope: query.scope,
        status: query.status,
        page: query.page,
        pageSize: query.page_size,
      });
      const ids = page.results.map((r) => r.id);
      const lines =
        ids.length === 0
          ? []
          : await db()
              .select({
                orderId: goodsOrderLines.orderId,
                quantity: goodsOrderLines.quantity,
                name: goodsItems.name,
                unit: goodsItems.unit,
              })
              .from(goodsOrderLines)
              .innerJoin(goodsItems, and(eq(goodsItems.companyId, goodsOrderLines.companyId), eq(goodsItems.id, goodsOrderLines.goodsId)))
              .where(inCompany(goodsOrderLines, auth.companyId, inArray(goodsOrderLines.orderId, ids)))
              .orderBy(asc(goodsOrderLines.seq));
      const warehouses = await db()
        .select({ id: goodsWarehouses.id, name: goodsWarehouses.name })
        .from(goodsWarehouses)
        .where(inCompany(goodsWarehouses, auth.companyId));
      return {
        ...page,
        results: page.results.map((r) => {
          const h = headers.get(r.id);
          const wid = h?.warehouseId ?? '';
          return {
            ...r,
            warehouse: { id: wid, name: warehouses.find((w) => w.id === wid)?.name ?? '' },
            lines_text: lines
              .filter((l) => l.orderId === r.id)
              .map((l) => `${l.name}×${String(l.quantity)}${l.unit}`)
              .join('，'),
            total_fen: h?.totalFen ?? 0,
          };
        }),
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsOrderEndpoints.get,
    async handler({ auth, params }) {
      return goodsOrderInfo(ctx, auth, params.id);
    },
  });

  /** The slip a scan names: 404 for an unknown code or another company's. */
  async function slipOrder(auth: AuthContext, raw: string) {
    const code = raw.trim().replace(GOODS_SLIP_QR_PREFIX, '').trim().toUpperCase();
    const [row] = await db()
      .select({ orderId: goodsOrders.orderId })
      .from(goodsOrders)
      .where(and(inCompany(goodsOrders, auth.companyId), eq(goodsOrders.slipCode, code)));
    if (!row) throw new HttpError(404, { detail: GOODS_MESSAGES.slipUnknown });
    return row.orderId;
  }

  defineRoute(app, ctx, {
    endpoint: goodsOrderEndpoints.slip,
    async handler({ auth, query }) {
      await requireKeeper(db(), auth);
      return goodsOrderInfo(ctx, auth, await slipOrder(auth, query.code));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsOrderEndpoints.collect,
    async handler({ auth, body }) {
      await requireKeeper(db(), auth);
      const id = await slipOrder(auth, body.code);
      await ctx.orders.runTransition(asCompanyAdmin(actorOf(auth)), id, 'collect', body.remark, {
        apply: async (_tx, order) =>
          order.orderType === GOODS_ORDER_TYPES.consume
            ? [
                companyProperty(
                  order.applicantId,
                  PUSH_MODULES.consume,
                  order.id,
                  'collected',
                  '耗材已领取',
                  `您的耗材领用「${order.title}」已领取`,
                ),
              ]
            : [],
      });
      return goodsOrderInfo(ctx, auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsOrderEndpoints.returnPart,
    async handler({ auth, params, body }) {
      const header = await headerOf(db(), auth.companyId, params.id, COLLECTED_TYPES);
      const keeper = await isKeeper(db(), auth.companyId, auth.staffId, auth.staff.role);
      if (header.orderType !== GOODS_ORDER_TYPES.consume) throw fieldError('lines', '只有耗材可以归还');
      if (header.applicantId !== auth.staffId && !keeper) throw new HttpError(403, { detail: GOODS_MESSAGES.onlyHolderReturns });
      const at = ctx.now();
      const lines = await db()
        .select()
        .from(goodsOrderLines)
        .where(inCompany(goodsOrderLines, auth.companyId, eq(goodsOrderLines.orderId, header.orderId)));
      const wanted = new Map<string, number>();
      for (const l of body.lines) wanted.set(l.line_id, (wanted.get(l.line_id) ?? 0) + l.quantity);
      for (const [lineId, quantity] of wanted) {
        const line = lines.find((l) => l.id === lineId);
        if (!line) throw fieldError('lines', '归还的耗材不在该领用单中');
        if (quantity > line.quantity - line.returned) throw fieldError('lines', GOODS_MESSAGES.returnTooMuch);
      }
      const left = lines.reduce((s, l) => s + l.quantity - l.returned, 0);
      const giving = [...wanted.values()].reduce((s, q) => s + q, 0);

      /** The returns, in the caller's transaction; answers what is still out. */
      const giveBack = async (tx: Database, closing: boolean): Promise<number> => {
        await tx
          .select({ id: goodsOrders.orderId })
          .from(goodsOrders)
          .where(and(inCompany(goodsOrders, auth.companyId), eq(goodsOrders.orderId, header.orderId)))
          .for('update');
        const [o] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(inCompany(orders, auth.companyId, eq(orders.id, header.orderId)));
        // closing: the transition has moved the order to 30 in this transaction already
        if (o?.status !== (closing ? 30 : 20)) throw fieldError('lines', '只有已领取的耗材可以归还');
        for (const [lineId, quantity] of [...wanted.entries()].sort(([a], [b]) => a.localeCompare(b))) {
          const line = lines.find((l) => l.id === lineId);
          if (!line) continue;
          const updated = await tx
            .update(goodsOrderLines)
            .set({ returned: sql`${goodsOrderLines.returned} + ${quantity}` })
            .where(
              and(
                inCompany(goodsOrderLines, auth.companyId),
                eq(goodsOrderLines.id, lineId),
                sql`${goodsOrderLines.returned} + ${quantity} <= ${goodsOrderLines.quantity}`,
              ),
            )
            .returning({ id: goodsOrderLines.id });
          if (updated.length === 0) throw fieldError('lines', GOODS_MESSAGES.returnTooMuch);
          await moveStock(tx, {
            companyId: auth.companyId,
            warehouseId: header.warehouseId ?? '',
            goodsId: line.goodsId,
            kind: 'return',
            delta: quantity,
            orderId: header.orderId,
            actorId: auth.staffId,
            remark: body.remark ?? null,
            at,
          });
        }
        const [out] = await tx
          .select({ n: sql<number>`COALESCE(SUM(${goodsOrderLines.quantity} - ${goodsOrderLines.returned}), 0)::int` })
          .from(goodsOrderLines)
          .where(inCompany(goodsOrderLines, auth.companyId, eq(goodsOrderLines.orderId, header.orderId)));
        return Number(out?.n ?? 0);
      };
      const pushes = [
        companyProperty(
          header.applicantId,
          PUSH_MODULES.consume,
          header.orderId,
          'returned',
          '耗材已归还',
          `您领用的耗材已归还${String(giving)}件`,
        ),
      ];
      if (giving >= left) {
        // everything comes back: the order closes (20 -> 30) in the same transaction
        await ctx.orders.runTransition(asCompanyAdmin(actorOf(auth)), header.orderId, 'close', body.remark, {
          apply: async (tx) => {
            if ((await giveBack(tx, true)) !== 0) throw conflict();
            return header.applicantId === auth.staffId ? [] : pushes;
          },
        });
      } else {
        await db().transaction(async (t) => {
          if ((await giveBack(t as unknown as Database, false)) === 0) throw conflict();
        });
        if (header.applicantId !== auth.staffId) await sendAll(ctx, auth.companyId, pushes);
      }
      return goodsOrderInfo(ctx, auth, header.orderId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsOrderEndpoints.departments,
    async handler({ auth, query }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      const from = hubInstant(`${query.month}-01`, '00:00');
      const nextMonth = addHubDays(`${query.month}-28`, 5).slice(0, 7);
      const to = hubInstant(`${nextMonth}-01`, '00:00');
      const rows = await db()
        .select({
          departmentId: goodsOrders.departmentId,
          orders: sql<number>`COUNT(DISTINCT ${goodsOrders.orderId})::int`,
          lines: count(goodsOrderLines.id),
          total: sum(goodsOrderLines.amountFen),
        })
        .from(goodsOrders)
        .innerJoin(
          goodsOrderLines,
          and(eq(goodsOrderLines.companyId, goodsOrders.companyId), eq(goodsOrderLines.orderId, goodsOrders.orderId)),
        )
        .where(and(inCompany(goodsOrders, auth.companyId), gte(goodsOrders.collectedAt, from), lt(goodsOrders.collectedAt, to)))
        .groupBy(goodsOrders.departmentId);
      const names = await db()
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(eq(departments.companyId, auth.companyId));
      return rows
        .map((r) => ({
          department: r.departmentId ? { id: r.departmentId, name: names.find((d) => d.id === r.departmentId)?.name ?? '' } : null,
          orders: Number(r.orders),
          lines: Number(r.lines),
          total_fen: Number(r.total ?? 0),
        }))
        .sort((a, b) => (a.department?.name ?? '').localeCompare(b.department?.name ?? ''));
    },
  });
}
