/**
 * Transfer (`assetTransfer`): whose assets, which of them, to whom; approval; then the receiver
 * accepts or declines line by line. The giver must hold every asset for long-term use when the
 * transfer is made (409 and nothing is stored otherwise); an accepted line moves the asset only if
 * the giver still holds it (a conditional update: 409 and nothing changes otherwise).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  GOODS_MESSAGES,
  GOODS_ORDER_TYPES,
  TRANSFER_LINE_LABELS,
  TRANSFER_STATUS,
  goodsTransferEndpoints,
  type TransferInfo,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError, fieldError } from '../../platform/errors.ts';
import { activeStaff, staffBriefs } from '../../platform/directory/directory.ts';
import { localDateTime } from '../../platform/time.ts';
import { orders } from '../../platform/orders/schema.ts';
import { conflict } from '../../platform/orders/workflow.ts';
import { actorOf, asCompanyAdmin, isKeeper, requireKeeper, isUuid } from './common.ts';
import { assetSummaries, headerOf, orderDetailFor, orderPage, type HeaderRow } from './views.ts';
import { submitPrepared } from './submit.ts';
import { goodsAssetEvents, goodsAssets, goodsOrders, goodsTransferLines } from './schema.ts';

const TYPES = [GOODS_ORDER_TYPES.transfer];

const notHeld = (): HttpError => new HttpError(409, { detail: GOODS_MESSAGES.notHolder });

/** Who may read a transfer besides the workflow's readers: its giver, its receiver and store keepers. */
const mayRead = (h: HeaderRow, staffId: string, keeper: boolean) => keeper || h.fromId === staffId || h.toId === staffId;

export async function transferInfo(ctx: AppContext, auth: AuthContext, orderId: string): Promise<TransferInfo> {
  const db = ctx.handle.db;
  const header = await headerOf(db, auth.companyId, orderId, TYPES);
  const keeper = await isKeeper(db, auth.companyId, auth.staffId, auth.staff.role);
  const order = await orderDetailFor(ctx, auth, orderId, mayRead(header, auth.staffId, keeper));
  const lines = await db
    .select()
    .from(goodsTransferLines)
    .where(inCompany(goodsTransferLines, auth.companyId, eq(goodsTransferLines.orderId, orderId)))
    .orderBy(asc(goodsTransferLines.seq));
  const assets =
    lines.length === 0
      ? []
      : await db
          .select()
          .from(goodsAssets)
          .where(
            inCompany(
              goodsAssets,
              auth.companyId,
              inArray(
                goodsAssets.id,
                lines.map((l) => l.assetId),
              ),
            ),
          );
  const views = await assetSummaries(db, auth.companyId, assets, ctx.now());
  const people = await staffBriefs(db, auth.companyId, [header.fromId ?? '', header.toId ?? ''].filter(Boolean));
  const person = (id: string | null) => ({ id: id ?? '', name: (id && people.get(id)?.name) || '' });
  return {
    order,
    from: person(header.fromId),
    to: person(header.toId),
    reason: header.reason,
    lines: lines.flatMap((l) => {
      const asset = views.find((v) => v.id === l.assetId);
      return asset
        ? [{ id: l.id, asset, state: l.state, state_label: TRANSFER_LINE_LABELS[l.state], decided_time: localDateTime(l.decidedAt) }]
        : [];
    }),
    can_decide: header.toId === auth.staffId && order.status === TRANSFER_STATUS.toAccept && lines.some((l) => l.state === 'pending'),
    can_cancel: order.can.can_cancel,
  };
}

export function goodsTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: goodsTransferEndpoints.apply,
    async handler({ auth, body, reply }) {
      const keeper = await isKeeper(db(), auth.companyId, auth.staffId, auth.staff.role);
      if (body.from_staff_id !== auth.staffId && !keeper) throw new HttpError(403, { detail: GOODS_MESSAGES.transferOthers });
      const from = isUuid(body.from_staff_id) ? await staffBriefs(db(), auth.companyId, [body.from_staff_id]) : new Map();
      const giver = from.get(body.from_staff_id);
      if (!giver) throw fieldError('from_staff_id', '人员不存在');
      const receiver = isUuid(body.to_staff_id) ? await activeStaff(db(), auth.companyId, body.to_staff_id) : undefined;
      if (!receiver) throw fieldError('to_staff_id', '接收人不存在');
      if (receiver.id === body.from_staff_id) throw fieldError('to_staff_id', '接收人不能是调出人员');
      const assets = await db()
        .select()
        .from(goodsAssets)
        .where(inCompany(goodsAssets, auth.companyId, inArray(goodsAssets.id, body.asset_ids.filter(isUuid))))
        .orderBy(asc(goodsAssets.tag));
      if (assets.length !== body.asset_ids.length) throw fieldError('asset_ids', '资产不存在');
      if (assets.some((a) => a.status !== 'in_use' || a.holderId !== body.from_staff_id)) throw notHeld();
      const names = (await assetSummaries(db(), auth.companyId, assets, ctx.now())).map((s) => `${s.model.name}（${s.tag}）`);
      const { id, created } = await submitPrepared(ctx, auth, {
        orderType: GOODS_ORDER_TYPES.transfer,
        title: `资产调拨·${giver.name}→${receiver.name}`,
        fields: [
          ['调出人员', giver.name],
          ['接收人', receiver.name],
          ['资产', names.join('，')],
          ['调拨原因', body.reason],
        ],
        data: { from_staff_id: body.from_staff_id, to_staff_id: receiver.id, asset_ids: assets.map((a) => a.id) },
        clientKey: body.client_key,
        header: { departmentId: auth.staff.departmentId, reason: body.reason, fromId: body.from_staff_id, toId: receiver.id },
        extra: async (tx, orderId) => {
          // checked again under lock, in the order's transaction: a holder that changed meanwhile stores nothing
          const locked = await tx
            .select({ id: goodsAssets.id, status: goodsAssets.status, holderId: goodsAssets.holderId })
            .from(goodsAssets)
            .where(
              inCompany(
                goodsAssets,
                auth.companyId,
                inArray(
                  goodsAssets.id,
                  assets.map((a) => a.id),
                ),
              ),
            )
            .orderBy(asc(goodsAssets.id))
            .for('update');
          if (locked.length !== assets.length || locked.some((a) => a.status !== 'in_use' || a.holderId !== body.from_staff_id))
            throw notHeld();
          await tx.insert(goodsTransferLines).values(
            assets.map((a, i) => ({
              companyId: auth.companyId,
              id: randomUUID(),
              orderId,
              seq: i + 1,
              assetId: a.id,
              state: 'pending' as const,
            })),
          );
        },
      });
      reply.code(created ? 201 : 200);
      return transferInfo(ctx, auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsTransferEndpoints.list,
    async handler({ auth, query }) {
      if (query.scope === 'keeper') await requireKeeper(db(), auth);
      const { page, headers } = await orderPage(ctx, auth, {
        orderType: GOODS_ORDER_TYPES.transfer,
        scope: query.scope,
        status: query.status,
        page: query.page,
        pageSize: query.page_size,
      });
      const ids = [...headers.values()].flatMap((h) => [h.fromId ?? '', h.toId ?? '']).filter(Boolean);
      const people = await staffBriefs(db(), auth.companyId, ids);
      const person = (id: string | null | undefined) => ({ id: id ?? '', name: (id && people.get(id)?.name) || '' });
      const orderIds = page.results.map((r) => r.id);
      const lines =
        orderIds.length === 0
          ? []
          : await db()
              .select({ orderId: goodsTransferLines.orderId, tag: goodsAssets.tag })
              .from(goodsTransferLines)
              .innerJoin(
                goodsAssets,
                and(eq(goodsAssets.companyId, goodsTransferLines.companyId), eq(goodsAssets.id, goodsTransferLines.assetId)),
              )
              .where(inCompany(goodsTransferLines, auth.companyId, inArray(goodsTransferLines.orderId, orderIds)))
              .orderBy(asc(goodsTransferLines.seq));
      return {
        ...page,
        results: page.results.map((r) => {
          const h = headers.get(r.id);
          return {
            ...r,
            from: person(h?.fromId),
            to: person(h?.toId),
            assets_text: lines
              .filter((l) => l.orderId === r.id)
              .map((l) => l.tag)
              .join('，'),
          };
        }),
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsTransferEndpoints.get,
    async handler({ auth, params }) {
      return transferInfo(ctx, auth, params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsTransferEndpoints.decide,
    async handler({ auth, params, body }) {
      const header = await headerOf(db(), auth.companyId, params.id, TYPES);
      if (header.toId !== auth.staffId) throw new HttpError(403, { detail: GOODS_MESSAGES.onlyReceiver });
      const lines = await db()
        .select()
        .from(goodsTransferLines)
        .where(inCompany(goodsTransferLines, auth.companyId, eq(goodsTransferLines.orderId, header.orderId)));
      const decisions = new Map(body.lines.map((l) => [l.line_id, l.accept]));
      for (const id of decisions.keys()) if (!lines.some((l) => l.id === id)) throw fieldError('lines', '调拨明细不存在');
      const at = ctx.now();

      /** Decides the lines in the caller's transaction; answers how many stay pending. */
      const decide = async (tx: Database, completing: boolean): Promise<number> => {
        await tx
          .select({ id: goodsOrders.orderId })
          .from(goodsOrders)
          .where(and(inCompany(goodsOrders, auth.companyId), eq(goodsOrders.orderId, header.orderId)))
          .for('update');
        const [o] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(inCompany(orders, auth.companyId, eq(orders.id, header.orderId)));
        // completing: the transition has moved the order to 30 in this transaction already
        if (o?.status !== (completing ? TRANSFER_STATUS.done : TRANSFER_STATUS.toAccept))
          throw fieldError('lines', '该调拨单不在待接收状态');
        for (const line of [...lines].sort((a, b) => a.assetId.localeCompare(b.assetId))) {
          const accept = decisions.get(line.id);
          if (accept === undefined) continue;
          const decided = await tx
            .update(goodsTransferLines)
            .set({ state: accept ? 'accepted' : 'declined', decidedAt: at })
            .where(
              and(
                inCompany(goodsTransferLines, auth.companyId),
                eq(goodsTransferLines.id, line.id),
                eq(goodsTransferLines.state, 'pending'),
              ),
            )
            .returning({ id: goodsTransferLines.id });
          if (decided.length === 0) throw fieldError('lines', '该明细已处理');
          if (!accept) continue;
          const moved = await tx
            .update(goodsAssets)
            .set({ holderId: auth.staffId, updatedAt: at })
            .where(
              and(
                inCompany(goodsAssets, auth.companyId),
                eq(goodsAssets.id, line.assetId),
                eq(goodsAssets.status, 'in_use'),
                eq(goodsAssets.holderId, header.fromId ?? ''),
              ),
            )
            .returning({ id: goodsAssets.id });
          if (moved.length === 0) throw notHeld();
          await tx.insert(goodsAssetEvents).values({
            companyId: auth.companyId,
            id: randomUUID(),
            assetId: line.assetId,
            action: 'transfer',
            fromId: header.fromId,
            toId: auth.staffId,
            orderId: header.orderId,
            actorId: auth.staffId,
            createdAt: at,
          });
        }
        const [left] = await tx
          .select({ n: sql<number>`COUNT(*)::int` })
          .from(goodsTransferLines)
          .where(
            inCompany(
              goodsTransferLines,
              auth.companyId,
              eq(goodsTransferLines.orderId, header.orderId),
              eq(goodsTransferLines.state, 'pending'),
            ),
          );
        return Number(left?.n ?? 0);
      };
      const pendingNow = lines.filter((l) => l.state === 'pending' && !decisions.has(l.id)).length;
      if (pendingNow === 0) {
        await ctx.orders.runTransition(asCompanyAdmin(actorOf(auth)), header.orderId, 'complete', undefined, {
          apply: async (tx) => {
            if ((await decide(tx, true)) !== 0) throw conflict();
            return [];
          },
        });
      } else {
        await db().transaction(async (t) => {
          if ((await decide(t as unknown as Database, false)) === 0) throw conflict();
        });
      }
      return transferInfo(ctx, auth, header.orderId);
    },
  });
}
