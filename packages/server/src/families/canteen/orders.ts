/**
 * Meal orders: taking portions from stock at order time (one transaction; a conditional UPDATE per
 * dish, so the last portion goes to exactly one of any number of simultaneous orders), cancelling
 * before the cut-off (portions back, a paid order refunded in full through the pay family), and the
 * canteen staff's collection scan (one conditional UPDATE: of simultaneous scans exactly one wins).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  COLLECT_CODE_LENGTH,
  hubDate,
  MEAL_MAX_QUANTITY,
  MEAL_PERIOD_NAMES,
  MEAL_STATUS,
  MEAL_STATUS_LABELS,
  PAY_UNPAID_CLOSE_MINUTES,
  parseCollectCode,
  type MealKind,
  type MealOrder,
  type MealOrderPage,
  type MealPeriod,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pageIdsWithCount } from '../../platform/db/bounded-count.ts';
import { rowsInOrder } from '../../platform/db/built-once.ts';
import { mealOrdersByIds, mealOrdersPage, mealOrdersShape } from './order-statements.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { withFreshCode } from '../../platform/numbers/codes.ts';
import type { CanteenDeps, Caller } from './deps.ts';
import { canteenDishes, canteenMenuItems, canteenOrders, type OrderLine } from './schema.ts';
import { cutoffOf, mealName, minuteTime, periodOf, randomCode } from './periods.ts';
import { lastOrderDate, loadCanteen, releasePortions, requireStaff } from './menu.ts';
import { orderViews, type OrderRow } from './views.ts';
import { canteenMessages as M } from './messages.ts';
import { refundCancelled } from './money.ts';

const tx$ = (t: unknown): Database => t as Database;

export interface CreateOrderInput {
  canteen_id: string;
  date: string;
  period: MealPeriod;
  items: { menu_item_id: string; quantity: number }[];
  kind: MealKind;
  address?: string | undefined;
  contact_phone?: string | undefined;
  remark?: string | undefined;
}

async function viewOf(deps: CanteenDeps, caller: Caller, row: OrderRow): Promise<MealOrder> {
  const [view] = await orderViews(deps.db, caller.companyId, [row], caller.staffId, deps.now());
  if (!view) throw notFound();
  return view;
}

async function loadRow(db: Database, companyId: string, id: string): Promise<OrderRow | undefined> {
  if (!isGuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(canteenOrders)
    .where(inCompany(canteenOrders, companyId, eq(canteenOrders.id, id)));
  return row;
}

/** The same dish named twice counts once with the portions added up. */
function merged(items: CreateOrderInput['items']): { id: string; quantity: number }[] {
  const byId = new Map<string, number>();
  for (const i of items) byId.set(i.menu_item_id, (byId.get(i.menu_item_id) ?? 0) + i.quantity);
  return [...byId].map(([id, quantity]) => ({ id, quantity })).sort((a, b) => a.id.localeCompare(b.id));
}

export async function createOrder(deps: CanteenDeps, caller: Caller, input: CreateOrderInput): Promise<MealOrder> {
  const canteen = await loadCanteen(deps.db, caller.companyId, input.canteen_id);
  const period = periodOf(canteen, input.period);
  if (!period) throw fieldError('period', M.noPeriod);
  const now = deps.now();
  if (input.date < hubDate(now)) throw fieldError('date', M.pastDate);
  if (input.date > lastOrderDate(now)) throw fieldError('date', M.farDate);
  const cutoff = cutoffOf(input.date, period);
  if (now >= cutoff) throw badRequest(M.cutoff(`${canteen.name} ${mealName(input.date, input.period)}`, minuteTime(cutoff)));
  if (input.kind === 'delivery' && canteen.deliveryFeeFen === null) throw fieldError('kind', M.noDelivery);
  const wanted = merged(input.items);
  if (wanted.some((w) => w.quantity > MEAL_MAX_QUANTITY)) throw fieldError('items', M.tooMany);
  if (wanted.some((w) => !isGuid(w.id))) throw fieldError('items', M.notOnMenu);
  const id = randomUUID();
  await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const lines: OrderLine[] = [];
    // Dishes in id order, so two orders of the same dishes never wait on each other in a circle.
    for (const w of wanted) {
      const onMenu = and(
        eq(canteenMenuItems.id, w.id),
        eq(canteenMenuItems.canteenId, canteen.id),
        eq(canteenMenuItems.date, input.date),
        eq(canteenMenuItems.period, input.period),
      );
      const [taken] = await tx
        .update(canteenMenuItems)
        .set({ sold: sql`${canteenMenuItems.sold} + ${w.quantity}` })
        .where(
          inCompany(canteenMenuItems, caller.companyId, onMenu, sql`${canteenMenuItems.sold} + ${w.quantity} <= ${canteenMenuItems.stock}`),
        )
        .returning();
      const [item] = await tx
        .select({ m: canteenMenuItems, name: canteenDishes.name })
        .from(canteenMenuItems)
        .innerJoin(
          canteenDishes,
          and(eq(canteenDishes.companyId, canteenMenuItems.companyId), eq(canteenDishes.id, canteenMenuItems.dishId)),
        )
        .where(inCompany(canteenMenuItems, caller.companyId, onMenu));
      if (!item) throw fieldError('items', M.notOnMenu);
      if (!taken) throw fieldError('items', M.soldOut(item.name, item.m.stock - item.m.sold));
      lines.push({ menuItemId: w.id, name: item.name, priceFen: item.m.priceFen, quantity: w.quantity });
    }
    const itemsFen = lines.reduce((s, l) => s + l.priceFen * l.quantity, 0);
    const deliveryFeeFen = input.kind === 'delivery' ? (canteen.deliveryFeeFen ?? 0) : 0;
    const unpaidUntil = new Date(Math.min(now.getTime() + PAY_UNPAID_CLOSE_MINUTES * 60_000, cutoff.getTime()));
    // A drawn collection code another order of the company holds is drawn again.
    await withFreshCode(
      () => randomCode(COLLECT_CODE_LENGTH),
      async (collectCode) =>
        (
          await tx
            .insert(canteenOrders)
            .values({
              companyId: caller.companyId,
              id,
              kind: input.kind,
              staffId: caller.staffId,
              canteenId: canteen.id,
              date: input.date,
              period: input.period,
              items: lines,
              itemsFen,
              deliveryFeeFen,
              totalFen: itemsFen + deliveryFeeFen,
              status: MEAL_STATUS.unpaid,
              address: input.kind === 'delivery' ? (input.address ?? null) : null,
              contactPhone: input.kind === 'delivery' ? (input.contact_phone ?? null) : null,
              remark: input.remark || null,
              collectCode,
              cutoffAt: cutoff,
              expiresAt: unpaidUntil,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing({ target: [canteenOrders.companyId, canteenOrders.collectCode] })
            .returning({ id: canteenOrders.id })
        )[0],
    );
  });
  const row = await loadRow(deps.db, caller.companyId, id);
  if (!row) throw notFound();
  return viewOf(deps, caller, row);
}

/** The caller's order, or (canteen staff) any order of the company; else 404. */
export async function getOrder(deps: CanteenDeps, caller: Caller, id: string): Promise<MealOrder> {
  const row = await loadRow(deps.db, caller.companyId, id);
  if (!row || (row.staffId !== caller.staffId && !caller.isStaff)) throw notFound();
  return viewOf(deps, caller, row);
}

/** A page of orders, newest first; its ids and bounded count from the list's index (issue 33), then its rows by key. */
async function page(
  deps: CanteenDeps,
  caller: Caller,
  shape: string,
  filters: Record<string, unknown>,
  q: { page: number; page_size: number },
): Promise<MealOrderPage> {
  const { companyId } = caller;
  const { ids, total } = await pageIdsWithCount(mealOrdersPage(deps.db, shape), { companyId, ...filters }, q.page, q.page_size);
  const rows = await rowsInOrder(mealOrdersByIds(deps.db), companyId, ids);
  return toPage(total, q.page, q.page_size, await orderViews(deps.db, companyId, rows, caller.staffId, deps.now()));
}

export async function listMine(
  deps: CanteenDeps,
  caller: Caller,
  q: { page: number; page_size: number; kind?: MealKind | undefined; status?: number | undefined },
): Promise<MealOrderPage> {
  const shape = mealOrdersShape({ mine: true, kind: q.kind, status: q.status });
  return page(deps, caller, shape, { staffId: caller.staffId, kind: q.kind, status: q.status }, q);
}

export async function listForStaff(
  deps: CanteenDeps,
  caller: Caller,
  q: {
    page: number;
    page_size: number;
    canteen_id: string;
    date: string;
    period?: MealPeriod | undefined;
    kind?: MealKind | undefined;
    status?: number | undefined;
  },
): Promise<MealOrderPage> {
  requireStaff(caller);
  const canteen = await loadCanteen(deps.db, caller.companyId, q.canteen_id);
  // without a status, the orders to hand out or handed out: paid or collected
  const shape = mealOrdersShape({ mine: false, period: q.period, kind: q.kind, status: q.status, collectable: q.status === undefined });
  return page(deps, caller, shape, { canteenId: canteen.id, date: q.date, period: q.period, kind: q.kind, status: q.status }, q);
}

/**
 * The orderer cancels before the cut-off: in one transaction the order (locked) moves to cancelled
 * and its portions go back; then a paid order is refunded in full (a refund that fails now is
 * retried by the sweep: the order says 退款中 until it is back).
 */
export async function cancelOrder(deps: CanteenDeps, caller: Caller, id: string): Promise<MealOrder> {
  if (!isGuid(id)) throw notFound();
  const now = deps.now();
  const before = await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const [row] = await tx
      .select()
      .from(canteenOrders)
      .where(inCompany(canteenOrders, caller.companyId, eq(canteenOrders.id, id)))
      .for('update');
    if (!row || row.staffId !== caller.staffId) throw notFound();
    if (row.status !== MEAL_STATUS.unpaid && row.status !== MEAL_STATUS.paid) throw badRequest(M.notCancellable);
    if (now >= row.cutoffAt) throw badRequest(M.cancelCutoff(minuteTime(row.cutoffAt)));
    await tx
      .update(canteenOrders)
      .set({
        status: MEAL_STATUS.cancelled,
        cancelledAt: now,
        updatedAt: now,
        refundState: row.status === MEAL_STATUS.paid ? 'due' : 'none',
      })
      .where(inCompany(canteenOrders, caller.companyId, eq(canteenOrders.id, id)));
    await releasePortions(tx, caller.companyId, row.items);
    return row;
  });
  // A payment still under way for an unpaid one arrives as a stray payment and is refunded.
  if (before.status === MEAL_STATUS.paid) await refundCancelled(deps, caller.companyId, id);
  return getOrder(deps, caller, id);
}

/**
 * The canteen staff's scan (or typed code): a paid order of today becomes collected. The single
 * conditional UPDATE is the decision, so of fifty scans at once exactly one succeeds; the others
 * are told why (already collected at ..., another day, cancelled ...).
 */
export async function collect(deps: CanteenDeps, caller: Caller, text: string): Promise<MealOrder> {
  requireStaff(caller);
  const code = parseCollectCode(text);
  if (!code) throw fieldError('code', M.badCode);
  const now = deps.now();
  const today = hubDate(now);
  const [won] = await deps.db
    .update(canteenOrders)
    .set({ status: MEAL_STATUS.collected, collectedAt: now, collectedBy: caller.staffId, updatedAt: now })
    .where(
      inCompany(
        canteenOrders,
        caller.companyId,
        eq(canteenOrders.collectCode, code),
        eq(canteenOrders.status, MEAL_STATUS.paid),
        eq(canteenOrders.date, today),
      ),
    )
    .returning();
  if (won) return viewOf(deps, caller, won);
  const [row] = await deps.db
    .select()
    .from(canteenOrders)
    .where(inCompany(canteenOrders, caller.companyId, eq(canteenOrders.collectCode, code)));
  if (!row) throw fieldError('code', M.unknownCode);
  const what = `${row.date} ${MEAL_PERIOD_NAMES[row.period]}`;
  if (row.status === MEAL_STATUS.collected)
    throw badRequest(
      M.collectedAt(MEAL_STATUS_LABELS[row.kind][MEAL_STATUS.collected], localDateTime(row.collectedAt ?? now).slice(0, 16)),
    );
  if (row.status === MEAL_STATUS.cancelled) throw badRequest(M.cancelledOrder);
  if (row.status === MEAL_STATUS.closed) throw badRequest(M.closedOrder);
  if (row.status === MEAL_STATUS.unpaid) throw badRequest(M.unpaidOrder);
  throw badRequest(row.date > today ? M.notYet(what) : M.tooLate(what));
}
