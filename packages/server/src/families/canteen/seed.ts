/**
 * The canteen's demo rows, per company: two canteens with periods and dishes, menus from yesterday
 * to six days ahead with limited stock, a few meal orders paid through the sandbox (collected,
 * cancelled and refunded, waiting to be collected, one sent meal) with their payment rows, and the
 * approval chain of group meals. Idempotent: stable ids, `ON CONFLICT DO NOTHING`.
 */
import {
  addHubDays,
  BILL_CODE_LENGTH,
  BILL_STATUS,
  CANTEEN_MEAL_PURPOSE,
  CODE_ALPHABET,
  COLLECT_CODE_LENGTH,
  hubDate,
  MEAL_STATUS,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { approvalChains } from '../../platform/orders/schema.ts';
import { seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { payEvents, payLedger, payOrders } from '../../platform/pay/schema.ts';
import { canteenBills, canteenDishes, canteenMenuItems, canteenOrders, canteens, type OrderLine } from './schema.ts';
import { cutoffOf, mealName } from './periods.ts';
import { CANTEEN_APPLY } from './apply.ts';
import { canteenMessages as M } from './messages.ts';
import { SEED_MENU_DAYS, seedCanteens, seedMealOrders, type SeedCanteen, type SeedMealOrder } from './seed-data.ts';
import { payItem } from '../../platform/pay/index.ts';

type Company = { id: string };

export const canteenId = (c: string, key: string): string => seedId(c, `canteen:${key}`);
export const dishId = (c: string, canteen: string, dish: string): string => seedId(c, `canteen:${canteen}:dish:${dish}`);
export const menuItemId = (c: string, canteen: string, date: string, period: string, dish: string): string =>
  seedId(c, `canteen:${canteen}:menu:${date}:${period}:${dish}`);
export const mealOrderId = (c: string, key: string): string => seedId(c, `canteen:order:${key}`);
export const billId = (c: string, key: string): string => seedId(c, `canteen:bill:${key}`);

/** A stable code per seeded row, `length` characters of the code alphabet. */
function seedCode(c: string, key: string, length: number = COLLECT_CODE_LENGTH): string {
  const hex = seedId(c, `canteen:code:${key}`).replaceAll('-', '') + seedId(c, `canteen:code2:${key}`).replaceAll('-', '');
  let out = '';
  for (let i = 0; out.length < length; i += 2) out += CODE_ALPHABET[Number.parseInt(hex.slice(i, i + 2), 16) % CODE_ALPHABET.length];
  return out;
}

const live = (o: SeedMealOrder) => o.state !== 'refunded';

export async function seedCanteenRows(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const today = hubDate(now);
  await db
    .insert(approvalChains)
    .values({ companyId: c, orderType: CANTEEN_APPLY.type, steps: [{ kind: 'staff', staff_id: seedStaffId(c, 'approver') }] })
    .onConflictDoNothing();
  // Portions the seeded orders hold, per menu item.
  const held = new Map<string, number>();
  for (const o of seedMealOrders.filter(live)) {
    const date = addHubDays(today, o.day);
    for (const l of o.lines) {
      const id = menuItemId(c, o.canteen, date, o.period, l.dish);
      held.set(id, (held.get(id) ?? 0) + l.quantity);
    }
  }
  for (const [n, canteen] of seedCanteens.entries()) await seedCanteen(db, c, canteen, n, today, held);
  for (const o of seedMealOrders) await seedOrder(db, c, o, today, now);
  // A counter bill of yesterday, never paid (expired).
  const yesterday = new Date(now.getTime() - 24 * 3_600_000);
  await db
    .insert(canteenBills)
    .values({
      companyId: c,
      id: billId(c, 'expired'),
      code: seedCode(c, 'bill:expired', BILL_CODE_LENGTH),
      canteenId: canteenId(c, 'first'),
      amountFen: 1500,
      note: '客餐一份',
      status: BILL_STATUS.unpaid,
      createdBy: seedStaffId(c, 'demo'),
      expiresAt: new Date(yesterday.getTime() + 30 * 60_000),
      createdAt: yesterday,
    })
    .onConflictDoNothing();
}

async function seedCanteen(db: Database, c: string, canteen: SeedCanteen, sort: number, today: string, held: Map<string, number>) {
  const cid = canteenId(c, canteen.key);
  await db
    .insert(canteens)
    .values({
      companyId: c,
      id: cid,
      name: canteen.name,
      location: canteen.location,
      description: canteen.description,
      deliveryFeeFen: canteen.deliveryFeeFen,
      periods: canteen.periods,
      sort,
    })
    .onConflictDoNothing();
  await db
    .insert(canteenDishes)
    .values(
      canteen.dishes.map((d, i) => ({
        companyId: c,
        id: dishId(c, canteen.key, d.key),
        canteenId: cid,
        name: d.name,
        description: d.description,
        priceFen: d.priceFen,
        sort: i,
      })),
    )
    .onConflictDoNothing();
  const items = [];
  for (let day = SEED_MENU_DAYS.from; day <= SEED_MENU_DAYS.to; day++) {
    const date = addHubDays(today, day);
    for (const d of canteen.dishes) {
      for (const period of d.periods) {
        const id = menuItemId(c, canteen.key, date, period, d.key);
        items.push({
          companyId: c,
          id,
          canteenId: cid,
          dishId: dishId(c, canteen.key, d.key),
          date,
          period,
          priceFen: d.priceFen,
          stock: d.stock,
          sold: held.get(id) ?? 0,
        });
      }
    }
  }
  await db.insert(canteenMenuItems).values(items).onConflictDoNothing();
}

async function seedOrder(db: Database, c: string, o: SeedMealOrder, today: string, now: Date) {
  const canteen = seedCanteens.find((x) => x.key === o.canteen);
  const period = canteen?.periods.find((p) => p.code === o.period);
  if (!canteen || !period) throw new Error(`seed meal order ${o.key}: unknown canteen or period`);
  const date = addHubDays(today, o.day);
  const cutoff = cutoffOf(date, period);
  // ordered three hours before its cut-off, and never later than two hours before the seed (no payment in the future)
  const createdAt = new Date(Math.min(cutoff.getTime() - 3 * 3_600_000, now.getTime() - 2 * 3_600_000));
  const paidAt = new Date(createdAt.getTime() + 60_000);
  const lines: OrderLine[] = o.lines.map((l) => {
    const dish = canteen.dishes.find((d) => d.key === l.dish);
    if (!dish) throw new Error(`seed meal order ${o.key}: unknown dish ${l.dish}`);
    return { menuItemId: menuItemId(c, o.canteen, date, o.period, l.dish), name: dish.name, priceFen: dish.priceFen, quantity: l.quantity };
  });
  const itemsFen = lines.reduce((s, l) => s + l.priceFen * l.quantity, 0);
  const feeFen = o.kind === 'delivery' ? (canteen.deliveryFeeFen ?? 0) : 0;
  const totalFen = itemsFen + feeFen;
  const id = mealOrderId(c, o.key);
  const payId = seedId(c, `pay:canteen:${o.key}`);
  const payer = seedStaffId(c, o.staff);
  const refundedAt = new Date(Math.min(paidAt.getTime() + 3_600_000, now.getTime() - 60_000));
  const servedAt = new Date(cutoff.getTime() + (period.cutoffMinutes + 20) * 60_000);
  const txn = `sandbox_seed_${payId.replaceAll('-', '')}`;
  const refunded = o.state === 'refunded';
  await db
    .insert(canteenOrders)
    .values({
      companyId: c,
      id,
      kind: o.kind,
      staffId: payer,
      canteenId: canteenId(c, o.canteen),
      date,
      period: o.period,
      items: lines,
      itemsFen,
      deliveryFeeFen: feeFen,
      totalFen,
      refundedFen: refunded ? totalFen : 0,
      status: refunded ? MEAL_STATUS.cancelled : o.state === 'collected' ? MEAL_STATUS.collected : MEAL_STATUS.paid,
      refundState: refunded ? 'done' : 'none',
      address: o.address ?? null,
      contactPhone: o.kind === 'delivery' ? '13800000004' : null,
      payOrderId: payId,
      collectCode: seedCode(c, o.key),
      cutoffAt: cutoff,
      expiresAt: cutoff,
      createdAt,
      paidAt,
      collectedAt: o.state === 'collected' ? servedAt : null,
      collectedBy: o.state === 'collected' ? seedStaffId(c, 'demo') : null,
      cancelledAt: refunded ? refundedAt : null,
      updatedAt: refunded ? refundedAt : paidAt,
    })
    .onConflictDoNothing();
  await db
    .insert(payOrders)
    .values({
      companyId: c,
      id: payId,
      clientKey: `seed-canteen-${o.key}`,
      payerId: payer,
      purpose: CANTEEN_MEAL_PURPOSE,
      refId: id,
      subject: M.mealSubject(canteen.name, mealName(date, o.period)),
      items: [...lines.map((l) => payItem(l.name, l.quantity, l.priceFen)), ...(feeFen > 0 ? [payItem(M.deliveryFee, 1, feeFen)] : [])],
      amountFen: totalFen,
      refundedFen: refunded ? totalFen : 0,
      provider: 'sandbox',
      status: refunded ? 'refunded' : 'paid',
      providerTxnId: txn,
      createdAt,
      paidAt,
      updatedAt: refunded ? refundedAt : paidAt,
    })
    .onConflictDoNothing();
  await db
    .insert(payEvents)
    .values([
      {
        companyId: c,
        id: seedId(c, `pay:canteen:${o.key}:paid`),
        orderId: payId,
        kind: 'paid' as const,
        eventKey: 'paid',
        provider: 'sandbox' as const,
        providerTxnId: txn,
        amountFen: totalFen,
        createdAt: paidAt,
      },
      ...(refunded
        ? [
            {
              companyId: c,
              id: seedId(c, `pay:canteen:${o.key}:refund`),
              orderId: payId,
              kind: 'refund' as const,
              eventKey: `refund:canteen-cancel-${id}`,
              provider: 'sandbox' as const,
              providerTxnId: `${txn}_refund`,
              amountFen: -totalFen,
              remark: M.cancelReason,
              createdAt: refundedAt,
            },
          ]
        : []),
    ])
    .onConflictDoNothing();
  await db
    .insert(payLedger)
    .values([
      {
        companyId: c,
        id: seedId(c, `pay:canteen:${o.key}:ledger:paid`),
        account: 'orders' as const,
        entryKey: `paid:${payId}`,
        kind: 'pay' as const,
        staffId: payer,
        orderId: payId,
        amountFen: totalFen,
        createdAt: paidAt,
      },
      ...(refunded
        ? [
            {
              companyId: c,
              id: seedId(c, `pay:canteen:${o.key}:ledger:refund`),
              account: 'orders' as const,
              entryKey: `refund:seed:${payId}`,
              kind: 'refund' as const,
              staffId: payer,
              orderId: payId,
              amountFen: -totalFen,
              createdAt: refundedAt,
            },
          ]
        : []),
    ])
    .onConflictDoNothing();
}
