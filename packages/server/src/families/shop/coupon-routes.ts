/** Coupon endpoints: the caller's coupons, issuing (a shop's merchant, or an admin for the company) and switching off. */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pageWithCount } from '../../platform/db/bounded-count.ts';
import { departments } from '../../platform/db/schema.ts';
import { isGuid } from '../../platform/crypto.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { managedBy, requireManager, requireShop, shopCaller } from './access.ts';
import { managedCouponsCount, managedCouponsPage, type ManagedCouponsShape } from './coupon-statements.ts';
import { couponViews, visibleCoupons, type CouponRow } from './coupons.ts';
import { shopField } from './lookups.ts';
import { shopCoupons } from './schema.ts';

async function findCoupon(db: Database, companyId: string, id: string): Promise<CouponRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(shopCoupons)
    .where(inCompany(shopCoupons, companyId, eq(shopCoupons.id, id)));
  if (!row) throw notFound();
  return row;
}

export function couponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.listCoupons,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const now = ctx.now();
      if (query.shop_id !== undefined && !isGuid(query.shop_id)) return toPage(0, query.page, query.page_size, []);
      // a person has a handful of coupons: all are ranked (usable first), then paged
      const views = await couponViews(db(), caller, await visibleCoupons(db(), caller, now, query.shop_id), now);
      views.sort((a, b) => Number(b.usable) - Number(a.usable));
      const start = offsetOf(query.page, query.page_size);
      return toPage(views.length, query.page, query.page_size, views.slice(start, start + query.page_size));
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.manageCoupons,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      const shape: ManagedCouponsShape = managed.isAdmin ? 'admin' : 'merchant';
      const values = { companyId: caller.companyId, shopIds: [...managed.ownShopIds] };
      // The count walks the page's index up to the page and a window (issue 33).
      const statements = { page: managedCouponsPage(db(), shape), count: managedCouponsCount(db(), shape) };
      const { rows, total } = await pageWithCount(statements, values, query.page, query.page_size);
      return toPage(total, query.page, query.page_size, await couponViews(db(), caller, rows, ctx.now()));
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.createCoupon,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      // a merchant issues for his shop (his only shop when he names none); a company coupon is the admins'
      const shopId = body.shop_id ?? (managed.isAdmin ? null : ([...managed.ownShopIds][0] ?? null));
      const shop = shopId ? await shopField(db(), caller.companyId, shopId) : null;
      requireShop(managed, shop?.id ?? null);
      const deptIds = [...new Set(body.department_ids)];
      if (deptIds.length) {
        const found = deptIds.every(isGuid)
          ? await db()
              .select({ id: departments.id })
              .from(departments)
              .where(inCompany(departments, caller.companyId, inArray(departments.id, deptIds)))
          : [];
        if (found.length !== deptIds.length) throw fieldError('department_ids', '部门不存在');
      }
      const id = randomUUID();
      await db()
        .insert(shopCoupons)
        .values({
          companyId: caller.companyId,
          id,
          shopId: shop?.id ?? null,
          name: body.name,
          amountOffFen: body.amount_off_fen,
          minSpendFen: body.min_spend_fen,
          target: body.target,
          period: body.period,
          periodDays: body.period === 70 ? (body.period_days ?? 1) : null,
          usesPerPeriod: body.uses_per_period,
          validFrom: body.valid_from,
          validTo: body.valid_to,
          totalQuantity: body.total_quantity ?? null,
          departmentIds: deptIds,
          createdBy: caller.staffId,
          createdAt: ctx.now(),
        });
      reply.code(201);
      const [view] = await couponViews(db(), caller, [await findCoupon(db(), caller.companyId, id)], ctx.now());
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.updateCoupon,
    async handler({ auth, params, body }) {
      const caller = shopCaller(auth);
      const row = await findCoupon(db(), caller.companyId, params.id);
      requireShop(await managedBy(db(), caller), row.shopId);
      const [updated] = await db()
        .update(shopCoupons)
        .set({ active: body.active })
        .where(inCompany(shopCoupons, caller.companyId, eq(shopCoupons.id, row.id)))
        .returning();
      const [view] = await couponViews(db(), caller, [updated ?? row], ctx.now());
      return view;
    },
  });
}
