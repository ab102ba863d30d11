/** How the canteen's rows are answered: meal orders (with names joined), menu items, bills. */
import {
  BILL_STATUS_LABELS,
  MEAL_KIND_NAMES,
  MEAL_PERIOD_NAMES,
  MEAL_STATUS,
  MEAL_STATUS_LABELS,
  type Bill,
  type MealOrder,
  type MenuItem,
  type PersonRef,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { staffNames } from '../../platform/directory/directory.ts';
import { canteensByIds } from './order-statements.ts';
import { localDateTime } from '../../platform/time.ts';
import { type canteenBills, type canteenMenuItems, type canteenOrders } from './schema.ts';
import { periodOf, type CanteenRow } from './periods.ts';

export type OrderRow = typeof canteenOrders.$inferSelect;
export type MenuItemRow = typeof canteenMenuItems.$inferSelect;
export type BillRow = typeof canteenBills.$inferSelect;

async function canteenMap(db: Database, companyId: string, ids: Iterable<string>): Promise<Map<string, CanteenRow>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await canteensByIds(db).execute({ companyId, ids: list });
  return new Map(rows.map((r) => [r.id, r]));
}

const person = (id: string | null, names: Map<string, string>): PersonRef | null => (id ? { id, name: names.get(id) ?? '未知人员' } : null);

function orderView(o: OrderRow, c: CanteenRow | undefined, names: Map<string, string>, viewerId: string, now: Date): MealOrder {
  const p = c ? periodOf(c, o.period) : undefined;
  const open = now < o.cutoffAt;
  const mine = o.staffId === viewerId;
  return {
    id: o.id,
    kind: o.kind,
    kind_label: MEAL_KIND_NAMES[o.kind],
    canteen: { id: o.canteenId, name: c?.name ?? '', location: c?.location ?? '' },
    date: o.date,
    period: o.period,
    period_name: MEAL_PERIOD_NAMES[o.period],
    serve_start: p?.serveStart ?? '',
    serve_end: p?.serveEnd ?? '',
    items: o.items.map((l) => ({
      menu_item_id: l.menuItemId,
      name: l.name,
      price_fen: l.priceFen,
      quantity: l.quantity,
      amount_fen: l.priceFen * l.quantity,
    })),
    items_fen: o.itemsFen,
    delivery_fee_fen: o.deliveryFeeFen,
    total_fen: o.totalFen,
    refunded_fen: o.refundedFen,
    status: o.status,
    status_label: MEAL_STATUS_LABELS[o.kind][o.status as keyof (typeof MEAL_STATUS_LABELS)['dine']] ?? String(o.status),
    refund_state: o.refundState,
    address: o.address,
    contact_phone: o.contactPhone,
    remark: o.remark,
    applicant: person(o.staffId, names) ?? { id: o.staffId, name: '' },
    pay_order_id: o.payOrderId,
    collect_code: mine && o.status === MEAL_STATUS.paid ? o.collectCode : null,
    cutoff_at: o.cutoffAt.toISOString(),
    cutoff_time: localDateTime(o.cutoffAt).slice(0, 16),
    can_pay: mine && o.status === MEAL_STATUS.unpaid && open && now < o.expiresAt,
    can_cancel: mine && open && (o.status === MEAL_STATUS.unpaid || o.status === MEAL_STATUS.paid),
    created_time: localDateTime(o.createdAt),
    paid_time: localDateTime(o.paidAt),
    collected_time: localDateTime(o.collectedAt),
    cancelled_time: localDateTime(o.cancelledAt),
    collected_by: person(o.collectedBy, names),
  };
}

/** The orders as `viewerId` sees them (the collection code only to the orderer). */
export async function orderViews(db: Database, companyId: string, rows: OrderRow[], viewerId: string, now: Date): Promise<MealOrder[]> {
  const [people, places] = await Promise.all([
    staffNames(
      db,
      companyId,
      rows.flatMap((r) => [r.staffId, ...(r.collectedBy ? [r.collectedBy] : [])]),
    ),
    canteenMap(
      db,
      companyId,
      rows.map((r) => r.canteenId),
    ),
  ]);
  return rows.map((r) => orderView(r, places.get(r.canteenId), people, viewerId, now));
}

export const menuItemView = (m: MenuItemRow, dish: { name: string; description: string }): MenuItem => ({
  id: m.id,
  dish_id: m.dishId,
  name: dish.name,
  description: dish.description,
  price_fen: m.priceFen,
  stock: m.stock,
  sold: m.sold,
  remaining: m.stock - m.sold,
});

export const billPath = (code: string): string => `/payMeal?code=${code}`;

export async function billView(db: Database, b: BillRow, canteenName: string): Promise<Bill> {
  const people = await staffNames(db, b.companyId, b.paidBy ? [b.paidBy] : []);
  return {
    id: b.id,
    code: b.code,
    canteen: { id: b.canteenId, name: canteenName },
    amount_fen: b.amountFen,
    note: b.note,
    status: b.status,
    status_label: BILL_STATUS_LABELS[b.status] ?? String(b.status),
    pay_path: billPath(b.code),
    created_time: localDateTime(b.createdAt),
    expires_time: localDateTime(b.expiresAt),
    paid_time: localDateTime(b.paidAt),
    paid_by: person(b.paidBy, people),
  };
}
