/**
 * Activities: events with a number of places. A sign-up is one transaction: a conditional update
 * takes a place (`signed_count < capacity`), the (activity, staff) key makes it once per person, so
 * of many people after the last place exactly one gets it.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopEndpoints, type Activity, type ActivityDetail } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { countLimit } from '../../platform/db/bounded-count.ts';
import { activitiesCount, comingActivities, comingActivitiesCount, pastActivities, signedUpAmong } from './activity-statements.ts';
import { shopsByIds } from './goods-statements.ts';
import { departments, staff } from '../../platform/db/schema.ts';
import { isGuid } from '../../platform/crypto.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { managedBy, requireManager, requireShop, shopCaller, type Managed, type ShopCaller } from './access.ts';
import { shopField } from './lookups.ts';
import { filesById } from './views.ts';
import { staffNames } from '../../platform/directory/directory.ts';
import { shopActivities, shopActivitySignups } from './schema.ts';
import { isUniqueViolation } from './catalog.ts';

type ActivityRow = typeof shopActivities.$inferSelect;

export const activityMessages = {
  full: '名额已满',
  already: '您已报名',
  ended: '活动已结束',
  started: '活动已开始，不能取消报名',
  notSigned: '您未报名该活动',
} as const;

const STATE_LABELS = { open: '报名中', full: '名额已满', ended: '已结束' } as const;

async function activityViews(db: Database, caller: ShopCaller, managed: Managed, rows: ActivityRow[], now: Date): Promise<Activity[]> {
  if (rows.length === 0) return [];
  const { companyId } = caller;
  const shopIds = [...new Set(rows.flatMap((r) => (r.shopId ? [r.shopId] : [])))];
  const [mine, files, names, shops] = await Promise.all([
    signedUpAmong(db).execute({ companyId, staffId: caller.staffId, ids: rows.map((r) => r.id) }),
    filesById(
      db,
      companyId,
      rows.map((r) => r.coverFileId),
    ),
    staffNames(
      db,
      companyId,
      rows.map((r) => r.organiserId),
    ),
    shopIds.length > 0 ? shopsByIds(db).execute({ companyId, ids: shopIds }) : [],
  ]);
  const signed = new Set(mine.map((m) => m.id));
  const shopName = new Map(shops.map((s) => [s.id, s.name]));
  return rows.map((r) => {
    const state = r.endAt <= now ? 'ended' : r.signedCount >= r.capacity ? 'full' : 'open';
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      place: r.place,
      start_at: r.startAt.toISOString(),
      end_at: r.endAt.toISOString(),
      start_time: localDateTime(r.startAt),
      end_time: localDateTime(r.endAt),
      capacity: r.capacity,
      signed_count: r.signedCount,
      signed_up: signed.has(r.id),
      shop: r.shopId ? { id: r.shopId, name: shopName.get(r.shopId) ?? '' } : null,
      cover: (r.coverFileId && files.get(r.coverFileId)) || null,
      organiser: { id: r.organiserId, name: names.get(r.organiserId) ?? '' },
      state,
      state_label: STATE_LABELS[state],
      can_manage: managed.canManage(r.shopId),
    };
  });
}

async function findActivity(db: Database, companyId: string, id: string): Promise<ActivityRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(shopActivities)
    .where(inCompany(shopActivities, companyId, eq(shopActivities.id, id)));
  if (!row) throw notFound();
  return row;
}

async function detail(db: Database, caller: ShopCaller, row: ActivityRow, now: Date): Promise<ActivityDetail> {
  const managed = await managedBy(db, caller);
  const [view] = await activityViews(db, caller, managed, [row], now);
  if (!view) throw notFound();
  const signups = view.can_manage
    ? await db
        .select({ id: staff.id, name: staff.name, department: departments.name, at: shopActivitySignups.createdAt })
        .from(shopActivitySignups)
        .innerJoin(staff, and(eq(staff.companyId, shopActivitySignups.companyId), eq(staff.id, shopActivitySignups.staffId)))
        .leftJoin(departments, and(eq(departments.companyId, staff.companyId), eq(departments.id, staff.departmentId)))
        .where(inCompany(shopActivitySignups, caller.companyId, eq(shopActivitySignups.activityId, row.id)))
        .orderBy(asc(shopActivitySignups.createdAt))
    : [];
  return {
    ...view,
    signups: signups.map((s) => ({ staff: { id: s.id, name: s.name }, department: s.department, created_time: localDateTime(s.at) })),
  };
}

/** Takes a place for the caller: one transaction, never more sign-ups than places, once per person. */
export async function signUp(db: Database, caller: ShopCaller, activityId: string, now: Date): Promise<void> {
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      // once per person first (the key), then a place (the conditional update)
      await tx.insert(shopActivitySignups).values({ companyId: caller.companyId, activityId, staffId: caller.staffId, createdAt: now });
      const [place] = await tx
        .update(shopActivities)
        .set({ signedCount: sql`${shopActivities.signedCount} + 1` })
        .where(
          inCompany(
            shopActivities,
            caller.companyId,
            eq(shopActivities.id, activityId),
            sql`${shopActivities.signedCount} < ${shopActivities.capacity}`,
            sql`${shopActivities.endAt} > ${now.toISOString()}`,
          ),
        )
        .returning({ id: shopActivities.id });
      if (!place) {
        const row = await findActivity(tx, caller.companyId, activityId);
        throw badRequest(row.endAt <= now ? activityMessages.ended : activityMessages.full);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(activityMessages.already);
    throw err;
  }
}

export function activityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.listActivities,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const now = ctx.now();
      // The ones still to come first, soonest first; then the past, latest first. Two index ranges:
      // the coming ones (shop_activities_end_idx: few, sorted as read), then the past ones in
      // shop_activities_start_idx's order, the page's offset carried over from the first range.
      const values = { companyId: caller.companyId, now };
      // Both counts stop at the page and a window (issue 33). The coming ones' count places the page:
      // exact up to offset + page + window, and any larger value still puts the whole page in that range.
      const bound = { ...values, countLimit: countLimit(query.page, query.page_size) };
      const [[total], [coming]] = await Promise.all([activitiesCount(db()).execute(bound), comingActivitiesCount(db()).execute(bound)]);
      const comingCount = coming?.n ?? 0;
      const offset = offsetOf(query.page, query.page_size);
      const rows = offset < comingCount ? await comingActivities(db()).execute({ ...values, limit: query.page_size, offset }) : [];
      if (rows.length < query.page_size)
        rows.push(
          ...(await pastActivities(db()).execute({
            ...values,
            limit: query.page_size - rows.length,
            offset: Math.max(0, offset - comingCount),
          })),
        );
      const views = await activityViews(db(), caller, await managedBy(db(), caller), rows, now);
      return toPage(total?.n ?? 0, query.page, query.page_size, views);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.getActivity,
    handler: async ({ auth, params }) => detail(db(), shopCaller(auth), await findActivity(db(), auth.companyId, params.id), ctx.now()),
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.createActivity,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      const shopId = body.shop_id ?? (managed.isAdmin ? null : ([...managed.ownShopIds][0] ?? null));
      const shop = shopId ? await shopField(db(), caller.companyId, shopId) : null;
      requireShop(managed, shop?.id ?? null);
      const [cover] = await checkAttachments(db(), caller, body.cover, 'cover');
      const id = randomUUID();
      await db()
        .insert(shopActivities)
        .values({
          companyId: caller.companyId,
          id,
          shopId: shop?.id ?? null,
          title: body.title,
          description: body.description,
          place: body.place,
          startAt: new Date(body.start_at),
          endAt: new Date(body.end_at),
          capacity: body.capacity,
          coverFileId: cover?.id ?? null,
          organiserId: caller.staffId,
          createdAt: ctx.now(),
        });
      reply.code(201);
      return detail(db(), caller, await findActivity(db(), caller.companyId, id), ctx.now());
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.signUp,
    async handler({ auth, params }) {
      const caller = shopCaller(auth);
      const row = await findActivity(db(), caller.companyId, params.id);
      await signUp(db(), caller, row.id, ctx.now());
      return detail(db(), caller, await findActivity(db(), caller.companyId, row.id), ctx.now());
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.cancelSignUp,
    async handler({ auth, params }) {
      const caller = shopCaller(auth);
      const row = await findActivity(db(), caller.companyId, params.id);
      const now = ctx.now();
      if (row.startAt <= now) throw badRequest(activityMessages.started);
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        const removed = await tx
          .delete(shopActivitySignups)
          .where(
            inCompany(
              shopActivitySignups,
              caller.companyId,
              eq(shopActivitySignups.activityId, row.id),
              eq(shopActivitySignups.staffId, caller.staffId),
            ),
          )
          .returning({ id: shopActivitySignups.staffId });
        if (removed.length === 0) throw badRequest(activityMessages.notSigned);
        await tx
          .update(shopActivities)
          .set({ signedCount: sql`${shopActivities.signedCount} - 1` })
          .where(inCompany(shopActivities, caller.companyId, eq(shopActivities.id, row.id)));
      });
      return detail(db(), caller, await findActivity(db(), caller.companyId, row.id), ctx.now());
    },
  });
}
