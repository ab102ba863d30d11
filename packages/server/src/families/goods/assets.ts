/**
 * Asset items: what the caller holds and has borrowed, the company's items (free ones to borrow, one
 * holder's to transfer, a search), one item by scanned tag or id with its history, and giving a
 * held item back (its holder or a store keeper of the company).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { GOODS_MESSAGES, goodsAssetEndpoints, type AssetDetail } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { localDateTime } from '../../platform/time.ts';
import { isKeeper, scanned, idOrNone, isUuid } from './common.ts';
import { assetSummaries, type AssetRow } from './views.ts';
import { goodsAssetEvents, goodsAssets } from './schema.ts';

export const ASSET_ACTIONS: Record<string, string> = {
  collect: '领用',
  return: '归还',
  borrow: '借出',
  borrow_return: '借用归还',
  transfer: '调拨',
  register: '登记入库',
};
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function assetDetail(ctx: AppContext, auth: AuthContext, row: AssetRow): Promise<AssetDetail> {
  const db = ctx.handle.db;
  const [summary] = await assetSummaries(db, auth.companyId, [row], ctx.now());
  if (!summary) throw notFound();
  const events = await db
    .select()
    .from(goodsAssetEvents)
    .where(inCompany(goodsAssetEvents, auth.companyId, eq(goodsAssetEvents.assetId, row.id)))
    .orderBy(desc(goodsAssetEvents.createdAt), desc(goodsAssetEvents.id))
    .limit(50);
  const people = await staffBriefs(
    db,
    auth.companyId,
    events.flatMap((e) => [e.actorId, ...(e.fromId ? [e.fromId] : []), ...(e.toId ? [e.toId] : [])]),
  );
  const ref = (id: string | null) => (id ? { id, name: people.get(id)?.name ?? '' } : null);
  const keeper = await isKeeper(db, auth.companyId, auth.staffId, auth.staff.role);
  return {
    ...summary,
    history: events.map((e) => ({
      id: e.id,
      action: e.action,
      action_label: ASSET_ACTIONS[e.action] ?? e.action,
      from: ref(e.fromId),
      to: ref(e.toId),
      order_id: e.orderId,
      actor: ref(e.actorId) ?? { id: e.actorId, name: '' },
      created_time: localDateTime(e.createdAt),
    })),
    can_return: row.status === 'in_use' && (row.holderId === auth.staffId || keeper),
  };
}

export async function assetRow(db: Database, companyId: string, id: string): Promise<AssetRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(goodsAssets)
    .where(inCompany(goodsAssets, companyId, eq(goodsAssets.id, id)));
  if (!row) throw notFound();
  return row;
}

export function goodsAssetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: goodsAssetEndpoints.mine,
    async handler({ auth }) {
      const rows = await db()
        .select()
        .from(goodsAssets)
        .where(inCompany(goodsAssets, auth.companyId, eq(goodsAssets.holderId, auth.staffId)))
        .orderBy(asc(goodsAssets.holderId), asc(goodsAssets.tag))
        .limit(200);
      const views = await assetSummaries(db(), auth.companyId, rows, ctx.now());
      return { held: views.filter((v) => v.status === 'in_use'), borrowed: views.filter((v) => v.status === 'borrowed') };
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsAssetEndpoints.list,
    async handler({ auth, query }) {
      const conditions: (SQL | undefined)[] = [];
      let order = [asc(goodsAssets.tag), asc(goodsAssets.id)];
      if (query.holder_id) {
        conditions.push(eq(goodsAssets.holderId, idOrNone(query.holder_id)));
        order = [asc(goodsAssets.holderId), asc(goodsAssets.tag), asc(goodsAssets.id)];
      }
      if (query.model_id) conditions.push(eq(goodsAssets.modelId, idOrNone(query.model_id)));
      if (query.status) conditions.push(eq(goodsAssets.status, query.status));
      if (query.q) {
        const q = `%${escapeLike(scanned(query.q).value)}%`;
        conditions.push(or(ilike(goodsAssets.tag, q), ilike(goodsAssets.serial, q)));
      }
      const where = inCompany(goodsAssets, auth.companyId, ...conditions);
      const [total, rows] = await Promise.all([
        boundedCount(db(), goodsAssets, where, query.page, query.page_size, order),
        db()
          .select()
          .from(goodsAssets)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await assetSummaries(db(), auth.companyId, rows, ctx.now()));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsAssetEndpoints.byTag,
    async handler({ auth, query }) {
      const tag = scanned(query.tag).value;
      const [row] = await db()
        .select()
        .from(goodsAssets)
        .where(inCompany(goodsAssets, auth.companyId, eq(goodsAssets.tag, tag)));
      if (!row) throw notFound();
      return assetDetail(ctx, auth, row);
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsAssetEndpoints.get,
    async handler({ auth, params }) {
      return assetDetail(ctx, auth, await assetRow(db(), auth.companyId, params.id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsAssetEndpoints.giveBack,
    async handler({ auth, params }) {
      const row = await assetRow(db(), auth.companyId, params.id);
      const keeper = await isKeeper(db(), auth.companyId, auth.staffId, auth.staff.role);
      if (row.holderId !== auth.staffId && !keeper) throw new HttpError(403, { detail: GOODS_MESSAGES.onlyHolderReturns });
      if (row.status === 'borrowed') throw new HttpError(400, { non_field_errors: ['借用的资产请在借用单中归还'] });
      const at = ctx.now();
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        // only from the holder read above: a concurrent transfer or return wins, this one is told
        const back = await tx
          .update(goodsAssets)
          .set({ status: 'free', holderId: null, updatedAt: at })
          .where(
            and(
              inCompany(goodsAssets, auth.companyId),
              eq(goodsAssets.id, row.id),
              eq(goodsAssets.status, 'in_use'),
              row.holderId ? eq(goodsAssets.holderId, row.holderId) : undefined,
            ),
          )
          .returning({ id: goodsAssets.id });
        if (back.length === 0) throw new HttpError(409, { detail: '资产状态已变化，请刷新后重试' });
        await tx.insert(goodsAssetEvents).values({
          companyId: auth.companyId,
          id: randomUUID(),
          assetId: row.id,
          action: 'return',
          fromId: row.holderId,
          toId: null,
          orderId: null,
          actorId: auth.staffId,
          createdAt: at,
        });
      });
      return assetDetail(ctx, auth, await assetRow(db(), auth.companyId, row.id));
    },
  });
}
