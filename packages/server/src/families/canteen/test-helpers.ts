/** Helpers of the canteen suites: a movable clock, ordering, paying and reading money. */
import { expect } from 'vitest';
import {
  addHubDays,
  canteenEndpoints,
  CANTEEN_BILL_PURPOSE,
  CANTEEN_MEAL_PURPOSE,
  endpointUrl,
  hubDate,
  hubInstant,
  mealOrderSchema,
  menuSchema,
  payEndpoints,
  payOrderSchema,
  reconciliationSchema,
  walletSchema,
  type MealOrder,
  type MealOrderCreate,
  type PayOrder,
} from '@campus/contracts';
import type { Client } from '../../platform/test/client.ts';
import { canteenId } from './seed.ts';

/** The suites' server clock: set it to a hub date and time; it stands still until set again. */
export function testClock() {
  let t = new Date();
  return {
    now: () => t,
    set(date: string, time: string) {
      t = hubInstant(date, time);
    },
    add(ms: number) {
      t = new Date(t.getTime() + ms);
    },
  };
}

/** The seed day (the template is seeded when the suites start) and days after it. */
export const seedDay = hubDate(new Date());
export const day = (n: number): string => addHubDays(seedDay, n);

export const FIRST = (c: string) => canteenId(c, 'first');
export const SECOND = (c: string) => canteenId(c, 'second');

let seq = 0;
export const key = (p = 'k') => `${p}-${String(Date.now())}-${String(++seq)}`;

/** The menu item id of a dish on a date and period (by name). */
export async function itemOf(
  c: Client,
  canteen: string,
  date: string,
  period: string,
  name: string,
): Promise<{ id: string; remaining: number; price_fen: number }> {
  const res = await c.get(endpointUrl(canteenEndpoints.menu, {}, { canteen_id: canteen, date }));
  expect(res.statusCode, res.body).toBe(200);
  const item = menuSchema
    .parse(res.json())
    .periods.find((p) => p.code === period)
    ?.items.find((i) => i.name === name);
  if (!item) throw new Error(`${name} is not on the menu of ${date} ${period}`);
  return item;
}

export const order = (res: { json: () => unknown }): MealOrder => mealOrderSchema.parse(res.json());
export const payOrder = (res: { json: () => unknown }): PayOrder => payOrderSchema.parse(res.json());

export async function placeOrder(c: Client, body: MealOrderCreate): Promise<MealOrder> {
  const res = await c.post(canteenEndpoints.createOrder.url, body);
  expect(res.statusCode, res.body).toBe(201);
  return order(res);
}

export const payWith = (c: Client, refId: string, provider: 'balance' | 'sandbox', purpose = CANTEEN_MEAL_PURPOSE) =>
  c.post(payEndpoints.createOrder.url, { purpose, ref_id: refId, provider, client_key: key('pay') });

/** Pays a meal order (or a bill, with its purpose) from the wallet; answers the pay order. */
export async function payFromBalance(c: Client, refId: string, purpose = CANTEEN_MEAL_PURPOSE) {
  const created = await payWith(c, refId, 'balance', purpose);
  expect(created.statusCode, created.body).toBe(201);
  return c.post(endpointUrl(payEndpoints.payFromBalance, { id: payOrder(created).id }));
}

/** Pays through the sandbox provider's confirmation (the signed notification). */
export async function payWithSandbox(c: Client, refId: string, purpose = CANTEEN_MEAL_PURPOSE) {
  const created = await payWith(c, refId, 'sandbox', purpose);
  expect(created.statusCode, created.body).toBe(201);
  const o = payOrder(created);
  const token = o.pay_params?.provider === 'sandbox' ? o.pay_params.token : '';
  return c.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), { token, outcome: 'pay' });
}

export const BILL = CANTEEN_BILL_PURPOSE;

export const balanceOf = async (c: Client): Promise<number> =>
  walletSchema.parse((await c.get(payEndpoints.wallet.url)).json()).balance_fen;

export async function topUp(c: Client, amount_fen: number): Promise<void> {
  const created = await c.post(payEndpoints.topup.url, { amount_fen, provider: 'sandbox', client_key: key('topup') });
  expect(created.statusCode, created.body).toBe(201);
  const o = payOrder(created);
  const token = o.pay_params?.provider === 'sandbox' ? o.pay_params.token : '';
  const paid = await c.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), { token, outcome: 'pay' });
  expect(paid.statusCode, paid.body).toBe(200);
}

export async function reconciliation(admin: Client, from: Date, to: Date) {
  const res = await admin.get(
    endpointUrl(payEndpoints.reconciliation, {}, { from: from.toISOString(), to: to.toISOString(), page_size: 100 }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return reconciliationSchema.parse(res.json());
}

export const getMeal = async (c: Client, id: string) => order(await c.get(endpointUrl(canteenEndpoints.getOrder, { id })));
