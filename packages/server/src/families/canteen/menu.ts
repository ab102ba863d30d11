/**
 * Canteens, their menus of a date (per period: cut-off and dishes with what is left) and the canteen
 * staff's side of the menu: the dish catalogue, putting a dish on a day's menu, setting its stock.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { addHubDays, hubDate, type CanteenList, type Dish, type Menu, type MenuItem } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import type { CanteenDeps, Caller } from './deps.ts';
import { canteenDishes, canteenMenuItems, canteens } from './schema.ts';
import { cutoffOf, minuteTime, periodView, type CanteenRow } from './periods.ts';
import { menuItemView } from './views.ts';
import { canteenMessages as M } from './messages.ts';

export const canteenView = (c: CanteenRow) => ({
  id: c.id,
  name: c.name,
  location: c.location,
  description: c.description,
  delivery_fee_fen: c.deliveryFeeFen,
  periods: c.periods.map(periodView),
});

export function requireStaff(caller: Caller): void {
  if (!caller.isStaff) throw forbidden();
}

/** The company's active canteen, or the field error `field`. */
export async function loadCanteen(db: Database, companyId: string, id: string, field = 'canteen_id'): Promise<CanteenRow> {
  const [row] = isGuid(id)
    ? await db
        .select()
        .from(canteens)
        .where(inCompany(canteens, companyId, eq(canteens.id, id), eq(canteens.active, true)))
    : [];
  if (!row) throw fieldError(field, M.noCanteen);
  return row;
}

export async function listCanteens(deps: CanteenDeps, caller: Caller): Promise<CanteenList> {
  const rows = await deps.db
    .select()
    .from(canteens)
    .where(inCompany(canteens, caller.companyId, eq(canteens.active, true)))
    .orderBy(asc(canteens.sort), asc(canteens.name));
  return { results: rows.map(canteenView), is_canteen_staff: caller.isStaff };
}

export async function menuOf(deps: CanteenDeps, caller: Caller, q: { canteen_id: string; date: string }): Promise<Menu> {
  const canteen = await loadCanteen(deps.db, caller.companyId, q.canteen_id);
  const now = deps.now();
  const rows = await deps.db
    .select({ m: canteenMenuItems, name: canteenDishes.name, description: canteenDishes.description, sort: canteenDishes.sort })
    .from(canteenMenuItems)
    .innerJoin(canteenDishes, and(eq(canteenDishes.companyId, canteenMenuItems.companyId), eq(canteenDishes.id, canteenMenuItems.dishId)))
    .where(inCompany(canteenMenuItems, caller.companyId, eq(canteenMenuItems.canteenId, canteen.id), eq(canteenMenuItems.date, q.date)))
    .orderBy(asc(canteenDishes.sort), asc(canteenDishes.name));
  return {
    canteen: canteenView(canteen),
    date: q.date,
    today: hubDate(now),
    periods: canteen.periods.map((p) => {
      const cutoff = cutoffOf(q.date, p);
      return {
        ...periodView(p),
        cutoff_at: cutoff.toISOString(),
        cutoff_time: minuteTime(cutoff),
        open: now < cutoff,
        items: rows.filter((r) => r.m.period === p.code).map((r) => menuItemView(r.m, r)),
      };
    }),
  };
}

export async function listDishes(deps: CanteenDeps, caller: Caller, canteenId: string): Promise<Dish[]> {
  requireStaff(caller);
  const canteen = await loadCanteen(deps.db, caller.companyId, canteenId);
  const rows = await deps.db
    .select()
    .from(canteenDishes)
    .where(inCompany(canteenDishes, caller.companyId, eq(canteenDishes.canteenId, canteen.id), eq(canteenDishes.active, true)))
    .orderBy(asc(canteenDishes.sort), asc(canteenDishes.name));
  return rows.map((d) => ({ id: d.id, name: d.name, description: d.description, price_fen: d.priceFen }));
}

export async function addMenuItem(
  deps: CanteenDeps,
  caller: Caller,
  input: { canteen_id: string; date: string; period: string; dish_id: string; stock: number; price_fen?: number | undefined },
): Promise<MenuItem> {
  requireStaff(caller);
  const canteen = await loadCanteen(deps.db, caller.companyId, input.canteen_id);
  if (!canteen.periods.some((p) => p.code === input.period)) throw fieldError('period', M.noPeriod);
  if (input.date < hubDate(deps.now())) throw fieldError('date', M.pastMenu);
  const [dish] = isGuid(input.dish_id)
    ? await deps.db
        .select()
        .from(canteenDishes)
        .where(inCompany(canteenDishes, caller.companyId, eq(canteenDishes.id, input.dish_id), eq(canteenDishes.canteenId, canteen.id)))
    : [];
  if (!dish) throw fieldError('dish_id', M.noDish);
  const [row] = await deps.db
    .insert(canteenMenuItems)
    .values({
      companyId: caller.companyId,
      id: randomUUID(),
      canteenId: canteen.id,
      dishId: dish.id,
      date: input.date,
      period: input.period as (typeof canteenMenuItems.$inferInsert)['period'],
      priceFen: input.price_fen ?? dish.priceFen,
      stock: input.stock,
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('dish_id', M.dishOnMenu);
  return menuItemView(row, dish);
}

/** Sets the portions offered, never below those already taken (one conditional UPDATE decides). */
export async function updateStock(deps: CanteenDeps, caller: Caller, id: string, stock: number): Promise<MenuItem> {
  requireStaff(caller);
  if (!isGuid(id)) throw notFound();
  const [row] = await deps.db
    .update(canteenMenuItems)
    .set({ stock })
    .where(inCompany(canteenMenuItems, caller.companyId, eq(canteenMenuItems.id, id), lte(canteenMenuItems.sold, stock)))
    .returning();
  const [current] = row
    ? [row]
    : await deps.db
        .select()
        .from(canteenMenuItems)
        .where(inCompany(canteenMenuItems, caller.companyId, eq(canteenMenuItems.id, id)));
  if (!current) throw notFound();
  if (!row) throw fieldError('stock', M.stockBelowSold(current.sold));
  const [dish] = await deps.db
    .select()
    .from(canteenDishes)
    .where(inCompany(canteenDishes, caller.companyId, eq(canteenDishes.id, current.dishId)));
  return menuItemView(current, dish ?? { name: '', description: '' });
}

/** Days ahead a meal may be ordered (today + 14). */
export const LAST_ORDER_DAY = 14;
export const lastOrderDate = (now: Date): string => addHubDays(hubDate(now), LAST_ORDER_DAY);

/** Releases portions taken by an order (inside the caller's transaction). */
export async function releasePortions(tx: Database, companyId: string, lines: { menuItemId: string; quantity: number }[]): Promise<void> {
  for (const l of [...lines].sort((a, b) => a.menuItemId.localeCompare(b.menuItemId))) {
    await tx
      .update(canteenMenuItems)
      .set({ sold: sql`${canteenMenuItems.sold} - ${l.quantity}` })
      .where(inCompany(canteenMenuItems, companyId, eq(canteenMenuItems.id, l.menuItemId), sql`${canteenMenuItems.sold} >= ${l.quantity}`));
  }
}
