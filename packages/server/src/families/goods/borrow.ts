/**
 * Borrowing (`pBorrow`): apply for free assets over a period, the lists and the detail, the
 * borrower's hand-over confirmation, the return (borrower or store keeper), and the overdue sweep
 * (50 已逾期 and a COMPANY_PROPERTY reminder a day), run by store keepers and every hour by the server.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import {
  BORROW_STATUS,
  GOODS_MESSAGES,
  GOODS_ORDER_TYPES,
  PUSH_MODULES,
  goodsBorrowEndpoints,
  hubDate,
  type BorrowInfo,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError, fieldError } from '../../platform/errors.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { localDateTime } from '../../platform/time.ts';
import { orders } from '../../platform/orders/schema.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import { actorOf, asCompanyAdmin, companyProperty, isKeeper, requireKeeper, sendAll, isUuid } from './common.ts';
import { assetSummaries, headerOf, orderDetailFor, orderPage } from './views.ts';
import { submitPrepared } from './submit.ts';
import { giveBackBorrow, handOver, overlapping } from './borrow-rules.ts';
import { goodsAssets, goodsBorrowAssets, goodsOrders } from './schema.ts';

const TYPES = [GOODS_ORDER_TYPES.borrow];
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

async function borrowAssets(db: Database, companyId: string, orderId: string) {
  const links = await db
    .select()
    .from(goodsBorrowAssets)
    .where(inCompany(goodsBorrowAssets, companyId, eq(goodsBorrowAssets.orderId, orderId)));
  if (links.length === 0) return [];
  return db
    .select()
    .from(goodsAssets)
    .where(
      inCompany(
        goodsAssets,
        companyId,
        inArray(
          goodsAssets.id,
          links.map((l) => l.assetId),
        ),
      ),
    )
    .orderBy(asc(goodsAssets.tag));
}

export async function borrowInfo(ctx: AppContext, auth: AuthContext, orderId: string): Promise<BorrowInfo> {
  const db = ctx.handle.db;
  const header = await headerOf(db, auth.companyId, orderId, TYPES);
  const keeper = await isKeeper(db, auth.companyId, auth.staffId, auth.staff.role);
  const order = await orderDetailFor(ctx, auth, orderId, keeper);
  const assets = await assetSummaries(db, auth.companyId, await borrowAssets(db, auth.companyId, orderId), ctx.now());
  const today = hubDate(ctx.now());
  const out = order.status === BORROW_STATUS.borrowed || order.status === BORROW_STATUS.overdue;
  const endDate = header.endDate ?? today;
  const overdue = out && endDate < today;
  const people = await staffBriefs(db, auth.companyId, header.returnedBy ? [header.returnedBy] : []);
  const mine = header.applicantId === auth.staffId;
  return {
    order,
    start_date: header.startDate ?? '',
    end_date: endDate,
    purpose: header.reason,
    assets,
    overdue,
    overdue_days: overdue ? daysBetween(endDate, today) : 0,
    handed_over_time: localDateTime(header.handedOverAt),
    returned_time: localDateTime(header.returnedAt),
    returned_by: header.returnedBy ? { id: header.returnedBy, name: people.get(header.returnedBy)?.name ?? '' } : null,
    can_confirm: mine && order.status === BORROW_STATUS.toHandOver,
    can_return: out && (mine || keeper),
    can_cancel: order.can.can_cancel,
  };
}

/**
 * Borrows past their end date move to 50 已逾期; every overdue borrower not yet reminded today is
 * reminded. `companyId`: one company (a store keeper's call), else every company (the timer).
 */
export async function sweepOverdue(ctx: AppContext, companyId?: string, by?: Actor): Promise<{ marked_overdue: number; reminded: number }> {
  const db = ctx.handle.db;
  const today = hubDate(ctx.now());
  const due = await db
    .select({
      companyId: goodsOrders.companyId,
      orderId: goodsOrders.orderId,
      applicantId: goodsOrders.applicantId,
      remindedOn: goodsOrders.remindedOn,
      endDate: goodsOrders.endDate,
    })
    .from(goodsOrders)
    .where(
      and(
        isNotNull(goodsOrders.handedOverAt),
        isNull(goodsOrders.returnedAt),
        lt(goodsOrders.endDate, today),
        companyId ? eq(goodsOrders.companyId, companyId) : undefined,
      ),
    )
    .limit(1000);
  let marked = 0;
  let reminded = 0;
  for (const b of due) {
    const [o] = await db
      .select({ status: orders.status, title: orders.title })
      .from(orders)
      .where(inCompany(orders, b.companyId, eq(orders.id, b.orderId)));
    if (!o) continue;
    if (o.status === BORROW_STATUS.borrowed) {
      try {
        const actor: Actor = by ?? { companyId: b.companyId, staffId: b.applicantId, role: 'staff' };
        await ctx.orders.runTransition(asCompanyAdmin(actor), b.orderId, 'overdue', `已超过归还日期 ${b.endDate ?? ''}`, {
          apply: async () => [],
        });
        marked++;
      } catch {
        // returned meanwhile: nothing to mark
        continue;
      }
    } else if (o.status !== BORROW_STATUS.overdue) continue;
    if (b.remindedOn !== null && b.remindedOn >= today) continue;
    // once a day: the first sweep of the day that sets reminded_on sends it
    const claimed = await db
      .update(goodsOrders)
      .set({ remindedOn: today })
      .where(
        and(
          inCompany(goodsOrders, b.companyId),
          eq(goodsOrders.orderId, b.orderId),
          or(isNull(goodsOrders.remindedOn), lt(goodsOrders.remindedOn, today)),
        ),
      )
      .returning({ id: goodsOrders.orderId });
    if (claimed.length === 0) continue;
    const days = daysBetween(b.endDate ?? today, today);
    await sendAll(ctx, b.companyId, [
      companyProperty(
        b.applicantId,
        PUSH_MODULES.pBorrow,
        b.orderId,
        'overdue',
        '借用已逾期',
        `您借用的资产「${o.title}」已逾期${String(days)}天（应于 ${b.endDate ?? ''} 归还），请尽快归还`,
      ),
    ]);
    reminded++;
  }
  return { marked_overdue: marked, reminded };
}

export function goodsBorrowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: goodsBorrowEndpoints.apply,
    async handler({ auth, body, reply }) {
      const today = hubDate(ctx.now());
      if (body.start_date < today) throw fieldError('start_date', '借用开始日期不能早于今天');
      if (body.end_date < body.start_date) throw fieldError('end_date', '归还日期不能早于开始日期');
      const assets = await db()
        .select()
        .from(goodsAssets)
        .where(
          inCompany(
            goodsAssets,
            auth.companyId,
            inArray(
              goodsAssets.id,
              body.asset_ids.filter((id) => isUuid(id)),
            ),
          ),
        )
        .orderBy(asc(goodsAssets.tag));
      if (assets.length !== body.asset_ids.length) throw fieldError('asset_ids', '资产不存在');
      for (const a of assets) {
        if (a.status !== 'free') throw fieldError('asset_ids', `${a.tag}：${GOODS_MESSAGES.assetNotFree}`);
        if (await overlapping(db(), auth.companyId, a.id, body.start_date, body.end_date))
          throw fieldError('asset_ids', `${a.tag}：${GOODS_MESSAGES.assetTaken}（该时段已被借用）`);
      }
      const summaries = await assetSummaries(db(), auth.companyId, assets, ctx.now());
      const names = summaries.map((s) => `${s.model.name}（${s.tag}）`).join('，');
      const { id, created } = await submitPrepared(ctx, auth, {
        orderType: GOODS_ORDER_TYPES.borrow,
        title: `资产借用·${summaries[0]?.model.name ?? ''}${summaries.length > 1 ? `等${String(summaries.length)}件` : ''}`,
        fields: [
          ['资产', names],
          ['借用期间', `${body.start_date} 至 ${body.end_date}`],
          ['借用用途', body.purpose],
        ],
        data: { asset_ids: assets.map((a) => a.id), start_date: body.start_date, end_date: body.end_date },
        clientKey: body.client_key,
        header: { departmentId: auth.staff.departmentId, reason: body.purpose, startDate: body.start_date, endDate: body.end_date },
        extra: async (tx, orderId) => {
          await tx.insert(goodsBorrowAssets).values(
            assets.map((a) => ({
              companyId: auth.companyId,
              orderId,
              assetId: a.id,
              startDate: body.start_date,
              endDate: body.end_date,
            })),
          );
        },
      });
      reply.code(created ? 201 : 200);
      return borrowInfo(ctx, auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsBorrowEndpoints.list,
    async handler({ auth, query }) {
      if (query.scope === 'keeper') await requireKeeper(db(), auth);
      const { page, headers } = await orderPage(ctx, auth, {
        orderType: GOODS_ORDER_TYPES.borrow,
        scope: query.scope,
        status: query.status,
        page: query.page,
        pageSize: query.page_size,
      });
      const today = hubDate(ctx.now());
      return {
        ...page,
        results: page.results.map((r) => {
          const h = headers.get(r.id);
          const end = h?.endDate ?? '';
          return {
            ...r,
            start_date: h?.startDate ?? '',
            end_date: end,
            assets_text: r.title.replace(/^资产借用·/, ''),
            overdue: (r.status === BORROW_STATUS.borrowed || r.status === BORROW_STATUS.overdue) && end < today,
          };
        }),
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsBorrowEndpoints.get,
    async handler({ auth, params }) {
      return borrowInfo(ctx, auth, params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsBorrowEndpoints.confirm,
    async handler({ auth, params, body }) {
      const header = await headerOf(db(), auth.companyId, params.id, TYPES);
      if (header.applicantId !== auth.staffId) throw new HttpError(403, { detail: GOODS_MESSAGES.onlyBorrower });
      const at = ctx.now();
      await ctx.orders.runTransition(actorOf(auth), header.orderId, 'confirm', body.remark, {
        apply: async (tx) => {
          await handOver(tx, auth.companyId, header.orderId, auth.staffId, at);
          return [];
        },
      });
      return borrowInfo(ctx, auth, header.orderId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsBorrowEndpoints.giveBack,
    async handler({ auth, params, body }) {
      const header = await headerOf(db(), auth.companyId, params.id, TYPES);
      const keeper = await isKeeper(db(), auth.companyId, auth.staffId, auth.staff.role);
      if (header.applicantId !== auth.staffId && !keeper) throw new HttpError(403, { detail: GOODS_MESSAGES.onlyHolderReturns });
      const at = ctx.now();
      await ctx.orders.runTransition(asCompanyAdmin(actorOf(auth)), header.orderId, 'return', body.remark, {
        apply: async (tx, order) => {
          await giveBackBorrow(tx, auth.companyId, header.orderId, auth.staffId, at);
          return [
            companyProperty(
              order.applicantId,
              PUSH_MODULES.pBorrow,
              order.id,
              'returned',
              '资产已归还',
              `您借用的资产「${order.title}」已归还`,
            ),
          ];
        },
      });
      return borrowInfo(ctx, auth, header.orderId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsBorrowEndpoints.remind,
    async handler({ auth }) {
      await requireKeeper(db(), auth);
      return sweepOverdue(ctx, auth.companyId, actorOf(auth));
    },
  });
}

/** The hourly sweep of every company (stopped when the server closes). */
export function startOverdueTimer(app: FastifyInstance, ctx: AppContext): void {
  const timer = setInterval(() => {
    sweepOverdue(ctx).catch((err: unknown) => ctx.log.error({ err }, 'goods overdue sweep failed'));
  }, 3_600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
