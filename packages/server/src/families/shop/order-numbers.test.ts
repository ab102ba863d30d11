/**
 * Issue 34, "An order number that can collide": under concurrent buyers, one shop order in 300 failed
 * with 500 系统异常, because its number was the second plus four random digits. Every number of the
 * family is now unique by construction (a per-company counter of the day, platform/numbers), and a
 * pickup code is unique among the open orders (a taken one is drawn again).
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { memberSchema, shopEndpoints, shopOrderSchema, type ShopOrder } from '@campus/contracts';
import { A, describeOnEveryDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { draw } from '../../platform/numbers/codes.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { seedGoodsId, seedShopId } from './seed.ts';
import { shopOrders } from './schema.ts';

/** One second on the hub clock (Asia/Shanghai): 2026-11-28 12:00:00. Every request of the suite happens in it. */
const SECOND = new Date('2026-11-28T04:00:00.000Z');
const STAMP = '261128120000';
const PHONES = ['13800000000', '13800000001', '13800000002', '13800000003', '13800000004', '13800000005', '13800000006'];

let seq = 0;
const key = () => `numbers-${String(++seq)}`;
const seqs = (from: number, n: number, width: number) => Array.from({ length: n }, (_, i) => String(from + i).padStart(width, '0'));

describeOnEveryDatabase(
  'shop numbers under concurrent buyers (issue 34: an order number that can collide)',
  (h) => {
    let clients: Client[];
    beforeAll(async () => {
      clients = await Promise.all(PHONES.map((p) => clientOf(h(), A.id, p)));
    });
    afterEach(() => vi.restoreAllMocks());

    const checkout = (c: Client) =>
      c.post(shopEndpoints.checkout.url, {
        shop_id: seedShopId(A.id, 'store'),
        scene: 'shop',
        client_key: key(),
        items: [{ goods_id: seedGoodsId(A.id, 'water'), quantity: 1 }],
        coupon_id: null,
      });
    const orderOf = (res: { json: () => unknown }): ShopOrder => shopOrderSchema.parse(res.json());

    it('50 concurrent orders in one second: 50 created, no 5xx, every order number distinct (S + second + the day count)', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout(clients[i % clients.length] as Client)));
      expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
      expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
      const orders = results.map(orderOf);
      // unique by construction: the second, then the company's count of the day (gaps only where a checkout failed)
      expect(orders.map((o) => o.order_no).sort()).toEqual(seqs(1, 50, 4).map((n) => `S${STAMP}${n}`));
      expect(new Set(orders.map((o) => o.pickup_code)).size).toBe(50);
    });

    it('a pickup code is unique among the open orders: a drawn code an open order holds is drawn again', async () => {
      const open = orderOf(await checkout(clients[0] as Client));
      const taken = open.pickup_code;
      vi.spyOn(draw, 'digits').mockReturnValueOnce(taken).mockReturnValueOnce(taken);
      const res = await checkout(clients[1] as Client);
      expect(res.statusCode, res.body).toBe(201);
      const next = orderOf(res);
      expect(next.pickup_code).not.toBe(taken);
      expect(next.pickup_code).toMatch(/^\d{6}$/);
      // the database refuses a second open order with that code whoever writes it ...
      const db = h().db.handle.db;
      const setCode = (id: string) =>
        db
          .update(shopOrders)
          .set({ pickupCode: taken })
          .where(and(eq(shopOrders.companyId, A.id), eq(shopOrders.id, id)));
      expect(
        await setCode(next.id).then(
          () => 'stored',
          (err: unknown) => pgCode(err),
        ),
      ).toBe('23505');
      // ... while a finished order's code is free again
      await db.execute(sql`UPDATE shop_orders SET status = 'cancelled' WHERE company_id = ${A.id} AND id = ${open.id}`);
      expect(await setCode(next.id).then(() => 'stored')).toBe('stored');
    });

    it('members who join in the same second get distinct numbers: M + the day + the count of the day', async () => {
      const results = await Promise.all(
        clients.map((c, i) => c.post(shopEndpoints.createMember.url, { name: `会员${String(i)}`, phone: PHONES[i], agree: true })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(clients.length).fill(201));
      const numbers = results.map((r) => memberSchema.parse(r.json()).member_no).sort();
      expect(numbers).toEqual(seqs(1, clients.length, 6).map((n) => `M${STAMP.slice(0, 6)}${n}`));
    });
  },
  { now: () => SECOND },
);
