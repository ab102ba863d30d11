/**
 * Issue 34, "An order number that can collide": a meal order's collection code (unique in the
 * company) and a counter bill's code (unique everywhere: its link names no company) are unique by
 * construction: a drawn code another row holds is drawn again. Before, such a draw answered 500.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { billSchema, canteenEndpoints, COLLECT_CODE_LENGTH } from '@campus/contracts';
import { A, describeOnEveryDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { draw } from '../../platform/numbers/codes.ts';
import { canteenOrders } from './schema.ts';
import { day, FIRST, itemOf, placeOrder, testClock } from './test-helpers.ts';

const clock = testClock();

describeOnEveryDatabase(
  'canteen codes whatever chance draws (issue 34)',
  (h) => {
    let admin: Client;
    let staff: Client;
    beforeAll(async () => {
      // tomorrow 09:00: tomorrow's lunch is open
      clock.set(day(1), '09:00');
      admin = await clientOf(h(), A.id);
      staff = await clientOf(h(), A.id, '13800000005');
    });
    afterEach(() => vi.restoreAllMocks());

    it('a meal order whose drawn collection code is taken gets a fresh one (201)', async () => {
      const rice = await itemOf(staff, FIRST(A.id), day(1), 'lunch', '米饭');
      const meal = { canteen_id: FIRST(A.id), date: day(1), period: 'lunch' as const, items: [{ menu_item_id: rice.id, quantity: 1 }] };
      const codeOf = async (id: string) =>
        (
          await h()
            .db.handle.db.select()
            .from(canteenOrders)
            .where(and(eq(canteenOrders.companyId, A.id), eq(canteenOrders.id, id)))
        )[0]!.collectCode;
      const taken = await codeOf((await placeOrder(staff, meal)).id);
      vi.spyOn(draw, 'chars').mockReturnValueOnce(taken);
      const fresh = await codeOf((await placeOrder(admin, meal)).id);
      expect(fresh).toHaveLength(COLLECT_CODE_LENGTH);
      expect(fresh).not.toBe(taken);
    });

    it('a counter bill whose drawn code is taken gets a fresh one (201)', async () => {
      const make = async () => {
        const res = await admin.post(canteenEndpoints.createBill.url, { canteen_id: FIRST(A.id), amount_fen: 800 });
        expect(res.statusCode, res.body).toBe(201);
        return billSchema.parse(res.json());
      };
      const first = await make();
      vi.spyOn(draw, 'chars').mockReturnValueOnce(first.code);
      const second = await make();
      expect(second.code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
      expect(second.code).not.toBe(first.code);
    });
  },
  { now: clock.now },
);
