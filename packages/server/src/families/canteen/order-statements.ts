/**
 * The statements of the meal-order lists, built once per database (platform/db/built-once.ts): a
 * page's ids with its bounded count per filter shape, then the page's orders and canteens by key.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MEAL_STATUS } from '@campus/contracts';
import { builtPerShape, rowsWithAnyOf } from '../../platform/db/built-once.ts';
import { pageIdsWithCountStatements, preparePageIdsWithCount, type PageIdsWithCount } from '../../platform/db/bounded-count.ts';
import { canteenOrders, canteens } from './schema.ts';

/**
 * The filters of a list, as the letters of its shape: m (the orderer's own: staffId), d (a canteen's
 * day: canteenId, date), p (a period), k (a kind), s (a status), c (collectable: paid or collected).
 */
export const mealOrdersShape = (f: { mine: boolean; period?: unknown; kind?: unknown; status?: unknown; collectable?: boolean }): string =>
  [f.mine ? 'm' : 'd', f.period ? 'p' : '', f.kind ? 'k' : '', f.status === undefined ? '' : 's', f.collectable ? 'c' : ''].join('');

/**
 * A page of orders, newest first (canteen_orders_staff_idx for the orderer's, canteen_orders_day_idx
 * for a canteen's day) ({companyId, and the shape's staffId, canteenId, date, period, kind, status}).
 */
export const mealOrdersPage = builtPerShape((db, shape): PageIdsWithCount => {
  const has = (flag: string) => shape.includes(flag);
  const statements = pageIdsWithCountStatements(
    db,
    canteenOrders,
    canteenOrders.id,
    and(
      eq(canteenOrders.companyId, sql.placeholder('companyId')),
      has('m') ? eq(canteenOrders.staffId, sql.placeholder('staffId')) : undefined,
      has('d') ? eq(canteenOrders.canteenId, sql.placeholder('canteenId')) : undefined,
      has('d') ? eq(canteenOrders.date, sql.placeholder('date')) : undefined,
      has('p') ? eq(canteenOrders.period, sql.placeholder('period')) : undefined,
      has('k') ? eq(canteenOrders.kind, sql.placeholder('kind')) : undefined,
      has('s') ? eq(canteenOrders.status, sql.placeholder('status')) : undefined,
      has('c') ? inArray(canteenOrders.status, [MEAL_STATUS.paid, MEAL_STATUS.collected]) : undefined,
    ),
    [desc(canteenOrders.createdAt), desc(canteenOrders.id)],
  );
  return preparePageIdsWithCount(statements, `canteen_orders_${shape}`);
});

/** Meal orders by id ({companyId, ids}). */
export const mealOrdersByIds = rowsWithAnyOf(canteenOrders, canteenOrders.id, 'canteen_orders_by_ids');

/** Canteens by id ({companyId, ids}). */
export const canteensByIds = rowsWithAnyOf(canteens, canteens.id, 'canteens_by_ids');
