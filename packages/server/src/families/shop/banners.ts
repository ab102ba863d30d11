/**
 * Banners (the home screen's, per company) and adverts (the shops screen's). Admins manage all of the
 * company's; a merchant those of his shops (a banner of his defaults to his shop's page).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bannerEndpoints, HOME_BANNER_LIMIT, shopEndpoints, type Advert, type Banner } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { isGuid } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { checkAttachments, pictureAddress } from '../../platform/files/index.ts';
import { managedBy, requireManager, requireShop, shopCaller, type Managed } from './access.ts';
import { shopField } from './lookups.ts';
import { filesById } from './views.ts';
import { shopAdverts, shopBanners, shopShops } from './schema.ts';

type BannerRow = typeof shopBanners.$inferSelect;
type AdvertRow = typeof shopAdverts.$inferSelect;

/** The shop page a merchant's banner opens by default. */
export const shopPagePath = (shopId: string): string => `/shopGoods?shop=${shopId}`;

async function shopNames(db: Database, companyId: string, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: shopShops.id, name: shopShops.name })
    .from(shopShops)
    .where(inCompany(shopShops, companyId, inArray(shopShops.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function bannerViews(db: Database, companyId: string, rows: BannerRow[]): Promise<Banner[]> {
  const files = await filesById(
    db,
    companyId,
    rows.map((r) => r.imageFileId),
  );
  const names = await shopNames(
    db,
    companyId,
    rows.map((r) => r.shopId),
  );
  // a banner whose picture is gone is left out rather than shown broken
  return rows.flatMap((r) => {
    const image = files.get(r.imageFileId);
    if (!image) return [];
    return [
      {
        id: r.id,
        title: r.title,
        image,
        link: r.link,
        sort: r.sort,
        active: r.active,
        shop: r.shopId ? { id: r.shopId, name: names.get(r.shopId) ?? '' } : null,
        created_time: localDateTime(r.createdAt),
      },
    ];
  });
}

async function advertViews(db: Database, companyId: string, rows: AdvertRow[]): Promise<Advert[]> {
  const files = await filesById(
    db,
    companyId,
    rows.map((r) => r.imageFileId),
  );
  const names = await shopNames(
    db,
    companyId,
    rows.map((r) => r.shopId),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    image: (r.imageFileId && files.get(r.imageFileId)) || null,
    link: r.link,
    active: r.active,
    shop: r.shopId ? { id: r.shopId, name: names.get(r.shopId) ?? '' } : null,
    created_time: localDateTime(r.createdAt),
  }));
}

/** The manager's own things: everything for an admin, his shops' for a merchant. */
const managedWhere = (managed: Managed, column: typeof shopBanners.shopId | typeof shopAdverts.shopId) =>
  managed.isAdmin ? undefined : managed.ownShopIds.size ? inArray(column, [...managed.ownShopIds]) : sql`false`;

async function findBanner(db: Database, companyId: string, id: string): Promise<BannerRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(shopBanners)
    .where(inCompany(shopBanners, companyId, eq(shopBanners.id, id)));
  if (!row) throw notFound();
  return row;
}

async function findAdvert(db: Database, companyId: string, id: string): Promise<AdvertRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(shopAdverts)
    .where(inCompany(shopAdverts, companyId, eq(shopAdverts.id, id)));
  if (!row) throw notFound();
  return row;
}

export function bannerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: bannerEndpoints.home,
    async handler({ auth }) {
      const rows = await db()
        .select()
        .from(shopBanners)
        .where(
          inCompany(
            shopBanners,
            auth.companyId,
            eq(shopBanners.active, true),
            // a closed shop's banners rest until it opens again
            or(
              sql`${shopBanners.shopId} IS NULL`,
              sql`EXISTS (SELECT 1 FROM shop_shops s WHERE s.company_id = ${shopBanners.companyId} AND s.id = ${shopBanners.shopId} AND s.is_open)`,
            ),
          ),
        )
        .orderBy(asc(shopBanners.sort), desc(shopBanners.createdAt), asc(shopBanners.id))
        .limit(HOME_BANNER_LIMIT);
      // every staff of the company sees the banners: their pictures get signed addresses an <img> (and
      // index.html's first paint, next visit) loads without the token
      return (await bannerViews(db(), auth.companyId, rows)).map(({ id, title, image, link }) => ({
        id,
        title,
        image,
        src: pictureAddress(ctx, auth.companyId, image.id),
        link,
      }));
    },
  });

  defineRoute(app, ctx, {
    endpoint: bannerEndpoints.list,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      const where = inCompany(shopBanners, caller.companyId, managedWhere(managed, shopBanners.shopId));
      // The count walks the page's index up to the page and a window (issue 33).
      const order = [desc(shopBanners.active), asc(shopBanners.sort), desc(shopBanners.createdAt), asc(shopBanners.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), shopBanners, where, query.page, query.page_size, order),
        db()
          .select()
          .from(shopBanners)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await bannerViews(db(), caller.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: bannerEndpoints.create,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      // a merchant's banner is always his shop's (his only shop when he names none)
      const shopId = body.shop_id ?? (managed.isAdmin ? null : ([...managed.ownShopIds][0] ?? null));
      const shop = shopId ? await shopField(db(), caller.companyId, shopId) : null;
      requireShop(managed, shop?.id ?? null);
      const [image] = await checkAttachments(db(), caller, body.image, 'image');
      const id = randomUUID();
      await db()
        .insert(shopBanners)
        .values({
          companyId: caller.companyId,
          id,
          shopId: shop?.id ?? null,
          title: body.title,
          imageFileId: image?.id ?? '',
          link: body.link ? body.link : shop ? shopPagePath(shop.id) : null,
          sort: body.sort,
          createdBy: caller.staffId,
          createdAt: ctx.now(),
        });
      reply.code(201);
      const [view] = await bannerViews(db(), caller.companyId, [await findBanner(db(), caller.companyId, id)]);
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: bannerEndpoints.update,
    async handler({ auth, params, body }) {
      const caller = shopCaller(auth);
      const row = await findBanner(db(), caller.companyId, params.id);
      requireShop(await managedBy(db(), caller), row.shopId);
      const [updated] = await db()
        .update(shopBanners)
        .set({ ...(body.active === undefined ? {} : { active: body.active }), ...(body.sort === undefined ? {} : { sort: body.sort }) })
        .where(inCompany(shopBanners, caller.companyId, eq(shopBanners.id, row.id)))
        .returning();
      const [view] = await bannerViews(db(), caller.companyId, [updated ?? row]);
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.listAdverts,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const managed = query.manage ? await requireManager(db(), caller) : null;
      const where = inCompany(
        shopAdverts,
        caller.companyId,
        managed ? managedWhere(managed, shopAdverts.shopId) : eq(shopAdverts.active, true),
      );
      // The count walks the page's index up to the page and a window (issue 33).
      const order = [desc(shopAdverts.active), desc(shopAdverts.createdAt), asc(shopAdverts.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), shopAdverts, where, query.page, query.page_size, order),
        db()
          .select()
          .from(shopAdverts)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await advertViews(db(), caller.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.createAdvert,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      const shopId = body.shop_id ?? (managed.isAdmin ? null : ([...managed.ownShopIds][0] ?? null));
      const shop = shopId ? await shopField(db(), caller.companyId, shopId) : null;
      requireShop(managed, shop?.id ?? null);
      const [image] = await checkAttachments(db(), caller, body.image, 'image');
      const id = randomUUID();
      await db()
        .insert(shopAdverts)
        .values({
          companyId: caller.companyId,
          id,
          shopId: shop?.id ?? null,
          title: body.title,
          content: body.content ?? '',
          imageFileId: image?.id ?? null,
          link: body.link ? body.link : shop ? shopPagePath(shop.id) : null,
          createdBy: caller.staffId,
          createdAt: ctx.now(),
        });
      reply.code(201);
      const [view] = await advertViews(db(), caller.companyId, [await findAdvert(db(), caller.companyId, id)]);
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.updateAdvert,
    async handler({ auth, params, body }) {
      const caller = shopCaller(auth);
      const row = await findAdvert(db(), caller.companyId, params.id);
      requireShop(await managedBy(db(), caller), row.shopId);
      const [updated] = await db()
        .update(shopAdverts)
        .set({ active: body.active })
        .where(and(inCompany(shopAdverts, caller.companyId, eq(shopAdverts.id, row.id))))
        .returning();
      const [view] = await advertViews(db(), caller.companyId, [updated ?? row]);
      return view;
    },
  });
}
