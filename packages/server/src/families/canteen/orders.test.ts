import { beforeAll, describe, expect, it } from 'vitest';
import {
  CANTEEN_MEAL_PURPOSE,
  canteenEndpoints,
  daySummarySchema,
  endpointUrl,
  mealOrderPageSchema,
  menuSchema,
  payEndpoints,
  payQuoteSchema,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { canteenService } from './routes.ts';
import { sweep } from './sweep.ts';
import {
  balanceOf,
  day,
  FIRST,
  getMeal,
  itemOf,
  order,
  payFromBalance,
  payOrder,
  payWithSandbox,
  placeOrder,
  reconciliation,
  SECOND,
  testClock,
  topUp,
} from './test-helpers.ts';

const clock = testClock();

describeOnDatabase(
  'canteen meal orders (issue 14): cut-off, stock, payment in fen, cancellation and refund, collection',
  (h) => {
    let admin: Client;
    let staff: Client;
    let patrol: Client;
    let repair: Client;
    const tomorrow = day(1);
    const c = A.id;

    beforeAll(async () => {
      // tomorrow 09:00: tomorrow's lunch (cut-off 10:00) is open, its breakfast (cut-off today 20:00) is not
      clock.set(tomorrow, '09:00');
      admin = await clientOf(h(), c);
      staff = await clientOf(h(), c, '13800000005');
      patrol = await clientOf(h(), c, '13800000001');
      repair = await clientOf(h(), c, '13800000002');
      await topUp(patrol, 20_000);
    });

    describe('menus and cut-off (server time)', () => {
      it('the menu of a date has each period with its cut-off on the hub clock and what is left of each dish', async () => {
        clock.set(tomorrow, '09:00');
        const res = await staff.get(endpointUrl(canteenEndpoints.menu, {}, { canteen_id: FIRST(c), date: tomorrow }));
        expect(res.statusCode, res.body).toBe(200);
        const menu = menuSchema.parse(res.json());
        expect(menu.today).toBe(tomorrow);
        const byCode = Object.fromEntries(menu.periods.map((p) => [p.code, p]));
        expect(byCode.breakfast).toMatchObject({ name: '早餐', open: false, cutoff_time: `${day(0)} 20:00` });
        expect(byCode.lunch).toMatchObject({ name: '午餐', open: true, cutoff_time: `${tomorrow} 10:00`, serve_start: '11:30' });
        expect(byCode.lunch?.items.find((i) => i.name === '清蒸鲈鱼')).toMatchObject({ price_fen: 2600, stock: 5, remaining: 5 });
        // another company's canteen is no canteen here
        const other = await staff.get(
          endpointUrl(canteenEndpoints.menu, {}, { canteen_id: FIRST('65f043e2-3476-42fd-abf6-026eb3ed7bbc'), date: tomorrow }),
        );
        expect(other.json()).toEqual({ canteen_id: ['食堂不存在'] });
      });

      it('an order after the cut-off is refused with the time it closed; one a second before is taken', async () => {
        const rice = await itemOf(staff, FIRST(c), tomorrow, 'lunch', '米饭');
        const body = { canteen_id: FIRST(c), date: tomorrow, period: 'lunch' as const, items: [{ menu_item_id: rice.id, quantity: 1 }] };
        clock.set(tomorrow, '10:00');
        const late = await staff.post(canteenEndpoints.createOrder.url, body);
        expect(late.statusCode).toBe(400);
        expect(late.json()).toEqual({ non_field_errors: [`第一食堂 ${tomorrow} 午餐已于 ${tomorrow} 10:00 截止订餐`] });
        // breakfast of the same day closed the evening before
        const bun = await itemOf(staff, FIRST(c), tomorrow, 'breakfast', '鲜肉包');
        const breakfast = await staff.post(canteenEndpoints.createOrder.url, {
          ...body,
          period: 'breakfast',
          items: [{ menu_item_id: bun.id, quantity: 1 }],
        });
        expect(breakfast.json()).toEqual({ non_field_errors: [`第一食堂 ${tomorrow} 早餐已于 ${day(0)} 20:00 截止订餐`] });
        clock.set(tomorrow, '09:59');
        clock.add(59_000);
        expect((await staff.post(canteenEndpoints.createOrder.url, body)).statusCode).toBe(201);
        clock.set(tomorrow, '09:00');
      });

      it('bad input gets field errors in Chinese; a dish of another period or canteen is not on the menu', async () => {
        const bad = await staff.post(canteenEndpoints.createOrder.url, {
          canteen_id: FIRST(c),
          date: 'tomorrow',
          period: 'brunch',
          items: [],
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ date: ['日期格式应为 YYYY-MM-DD'], period: ['请选择餐次'], items: ['请至少选择一道菜'] });
        const bun = await itemOf(staff, FIRST(c), tomorrow, 'breakfast', '鲜肉包');
        const wrong = await staff.post(canteenEndpoints.createOrder.url, {
          canteen_id: SECOND(c),
          date: tomorrow,
          period: 'lunch',
          items: [{ menu_item_id: bun.id, quantity: 1 }],
        });
        expect(wrong.json()).toEqual({ items: ['菜品不在该餐次的菜单中'] });
        const far = await staff.post(canteenEndpoints.createOrder.url, {
          canteen_id: FIRST(c),
          date: day(30),
          period: 'lunch',
          items: [{ menu_item_id: bun.id, quantity: 1 }],
        });
        expect(far.json()).toEqual({ date: ['只能预订14天内的餐'] });
        const many = await staff.post(canteenEndpoints.createOrder.url, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'lunch',
          items: [{ menu_item_id: bun.id, quantity: 11 }],
        });
        expect(many.json()).toEqual({ 'items.0.quantity': ['每道菜最多10份'] });
      });
    });

    describe('money in fen', () => {
      it('the server prices the order (2 x 18.00 + 1.00 = 37.00), the balance pays exactly that, the order gets its collection code', async () => {
        const pork = await itemOf(patrol, FIRST(c), tomorrow, 'lunch', '红烧肉');
        const rice = await itemOf(patrol, FIRST(c), tomorrow, 'lunch', '米饭');
        const before = await balanceOf(patrol);
        const meal = await placeOrder(patrol, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'lunch',
          items: [
            { menu_item_id: pork.id, quantity: 2 },
            { menu_item_id: rice.id, quantity: 1 },
          ],
        });
        expect(meal).toMatchObject({
          status: 0,
          status_label: '待支付',
          items_fen: 3700,
          total_fen: 3700,
          can_pay: true,
          can_cancel: true,
          collect_code: null,
        });
        expect((await itemOf(patrol, FIRST(c), tomorrow, 'lunch', '红烧肉')).remaining).toBe(pork.remaining - 2);
        const paid = await payFromBalance(patrol, meal.id);
        expect(paid.statusCode, paid.body).toBe(200);
        expect(payOrder(paid)).toMatchObject({ amount_fen: 3700, status: 'paid', subject: `第一食堂 ${tomorrow} 午餐` });
        expect(await balanceOf(patrol)).toBe(before - 3700);
        const detail = await getMeal(patrol, meal.id);
        expect(detail).toMatchObject({ status: 10, status_label: '待取餐', pay_order_id: payOrder(paid).id, can_pay: false });
        expect(detail.collect_code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
        // paying it again: not payable
        const again = await patrol.post('/9077/api/pay/orders/', {
          purpose: 'canteen_meal',
          ref_id: meal.id,
          provider: 'balance',
          client_key: 'again-key-1',
        });
        expect(again.json()).toEqual({ ref_id: ['订单不是待支付状态'] });
        // only its orderer (or canteen staff) sees it, and only the orderer its code
        expect((await staff.get(endpointUrl(canteenEndpoints.getOrder, { id: meal.id }))).statusCode).toBe(404);
        expect((await getMeal(admin, meal.id)).collect_code).toBeNull();
        const mine = mealOrderPageSchema.parse((await patrol.get(canteenEndpoints.listOrders.url)).json());
        expect(mine.results[0]?.id).toBe(meal.id);
      });

      it('the sandbox provider pays it too (after its notification); someone else cannot pay my order', async () => {
        const egg = await itemOf(staff, FIRST(c), tomorrow, 'dinner', '番茄炒蛋');
        const meal = await placeOrder(staff, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'dinner',
          items: [{ menu_item_id: egg.id, quantity: 1 }],
        });
        const foreign = await patrol.post('/9077/api/pay/orders/', {
          purpose: 'canteen_meal',
          ref_id: meal.id,
          provider: 'balance',
          client_key: 'foreign-key-1',
        });
        expect(foreign.json()).toEqual({ ref_id: ['订单不存在'] });
        const paid = await payWithSandbox(staff, meal.id);
        expect(payOrder(paid)).toMatchObject({ status: 'paid', provider: 'sandbox', amount_fen: 800 });
        expect((await getMeal(staff, meal.id)).status).toBe(10);
      });

      it('cancel before the cut-off: portions back, the whole amount back to the wallet, and the books add up', async () => {
        clock.add(60_000); // a period of its own for the books
        const from = clock.now();
        const fish = await itemOf(patrol, FIRST(c), tomorrow, 'lunch', '清蒸鲈鱼');
        const before = await balanceOf(patrol);
        const meal = await placeOrder(patrol, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'lunch',
          items: [{ menu_item_id: fish.id, quantity: 2 }],
        });
        await payFromBalance(patrol, meal.id);
        expect(await balanceOf(patrol)).toBe(before - 5200);
        clock.add(60_000);
        const cancelled = await patrol.post(endpointUrl(canteenEndpoints.cancelOrder, { id: meal.id }));
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(order(cancelled)).toMatchObject({
          status: -10,
          status_label: '已取消',
          refund_state: 'done',
          refunded_fen: 5200,
          can_cancel: false,
          collect_code: null,
        });
        expect(await balanceOf(patrol)).toBe(before);
        expect((await itemOf(patrol, FIRST(c), tomorrow, 'lunch', '清蒸鲈鱼')).remaining).toBe(fish.remaining);
        // twice: refused, nothing moves
        expect((await patrol.post(endpointUrl(canteenEndpoints.cancelOrder, { id: meal.id }))).json()).toEqual({
          non_field_errors: ['只有待支付或待取餐的订单可以取消'],
        });
        expect(await balanceOf(patrol)).toBe(before);
        // the company's books: paid - refunded = the order ledger; this order's 52.00 in and out
        const books = await reconciliation(admin, from, new Date(clock.now().getTime() + 60_000));
        expect(books.totals.balanced).toBe(true);
        const mine = books.results.filter((e) => e.purpose === 'canteen_meal' && e.payer.id === patrol.id);
        expect(mine.map((e) => e.amount_fen).sort((a, b) => a - b)).toEqual([-5200, 5200]);
        // the canteen's day agrees with what was paid and refunded for it
        const summary = daySummarySchema.parse(
          (await admin.get(endpointUrl(canteenEndpoints.summary, {}, { canteen_id: FIRST(c), date: tomorrow }))).json(),
        );
        expect(summary.net_fen).toBe(summary.paid_fen - summary.refunded_fen);
        expect(summary.refunded_fen).toBeGreaterThanOrEqual(5200);
      });

      it('an unpaid order is cancelled without money; after the cut-off nothing is cancelled', async () => {
        const greens = await itemOf(staff, FIRST(c), tomorrow, 'lunch', '清炒时蔬');
        const meal = await placeOrder(staff, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'lunch',
          items: [{ menu_item_id: greens.id, quantity: 3 }],
        });
        const cancelled = order(await staff.post(endpointUrl(canteenEndpoints.cancelOrder, { id: meal.id })));
        expect(cancelled).toMatchObject({ status: -10, refund_state: 'none', refunded_fen: 0 });
        expect((await itemOf(staff, FIRST(c), tomorrow, 'lunch', '清炒时蔬')).remaining).toBe(greens.remaining);
        const kept = await placeOrder(staff, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'lunch',
          items: [{ menu_item_id: greens.id, quantity: 1 }],
        });
        await payFromBalance(staff, kept.id);
        clock.set(tomorrow, '10:00');
        expect((await staff.post(endpointUrl(canteenEndpoints.cancelOrder, { id: kept.id }))).json()).toEqual({
          non_field_errors: [`已过取消截止时间（${tomorrow} 10:00），不能取消`],
        });
        expect((await getMeal(staff, kept.id)).can_cancel).toBe(false);
        clock.set(tomorrow, '09:00');
      });

      it('a sent meal adds the canteen delivery fee; a canteen that does not deliver refuses; address and phone are required', async () => {
        const soup = await itemOf(staff, FIRST(c), tomorrow, 'dinner', '紫菜蛋花汤');
        const noAddress = await staff.post(canteenEndpoints.createOrder.url, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'dinner',
          kind: 'delivery',
          items: [{ menu_item_id: soup.id, quantity: 2 }],
        });
        expect(noAddress.json()).toEqual({ address: ['请填写送餐地址'], contact_phone: ['请填写联系电话'] });
        const sent = await placeOrder(staff, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'dinner',
          kind: 'delivery',
          address: '研发楼 402',
          contact_phone: '13800000005',
          items: [{ menu_item_id: soup.id, quantity: 2 }],
        });
        expect(sent).toMatchObject({ kind: 'delivery', items_fen: 600, delivery_fee_fen: 300, total_fen: 900, address: '研发楼 402' });
        // issue 34: the purchase screen lists the dishes and the fee before paying
        const preview = await staff.get(endpointUrl(payEndpoints.quote, {}, { purpose: CANTEEN_MEAL_PURPOSE, ref_id: sent.id }));
        expect(payQuoteSchema.parse(preview.json())).toMatchObject({
          amount_fen: 900,
          order_no: null,
          items: [
            { name: '紫菜蛋花汤', quantity: 2, unit_fen: 300, amount_fen: 600 },
            { name: '送餐费', quantity: 1, unit_fen: 300, amount_fen: 300 },
          ],
        });
        const noodle = await itemOf(staff, SECOND(c), tomorrow, 'dinner', '牛肉面');
        const second = await staff.post(canteenEndpoints.createOrder.url, {
          canteen_id: SECOND(c),
          date: tomorrow,
          period: 'dinner',
          kind: 'delivery',
          address: '研发楼 402',
          contact_phone: '13800000005',
          items: [{ menu_item_id: noodle.id, quantity: 1 }],
        });
        expect(second.json()).toEqual({ kind: ['该食堂不提供送餐'] });
      });
    });

    describe('only one may win', () => {
      it('stock: 50 concurrent orders of the last portion: exactly one is taken, the others hear it is sold out', async () => {
        const fish = await itemOf(admin, FIRST(c), day(2), 'lunch', '清蒸鲈鱼');
        // canteen staff set the day's stock to one portion
        const set = await admin.put(endpointUrl(canteenEndpoints.updateMenuItem, { id: fish.id }), { stock: 1 });
        expect(set.json()).toMatchObject({ stock: 1, sold: 0, remaining: 1 });
        const clients = [staff, patrol, repair];
        const body = { canteen_id: FIRST(c), date: day(2), period: 'lunch', items: [{ menu_item_id: fish.id, quantity: 1 }] };
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => clients[i % 3]!.post(canteenEndpoints.createOrder.url, body)),
        );
        expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
        const refused = answers.filter((r) => r.statusCode === 400);
        expect(refused).toHaveLength(49);
        for (const r of refused) expect(r.json()).toEqual({ items: ['清蒸鲈鱼库存不足（剩余0份）'] });
        expect(await itemOf(admin, FIRST(c), day(2), 'lunch', '清蒸鲈鱼')).toMatchObject({ remaining: 0 });
        // stock never below what is taken
        expect((await admin.put(endpointUrl(canteenEndpoints.updateMenuItem, { id: fish.id }), { stock: 0 })).json()).toEqual({
          stock: ['库存不能少于已订份数（1份）'],
        });
        expect((await staff.put(endpointUrl(canteenEndpoints.updateMenuItem, { id: fish.id }), { stock: 9 })).statusCode).toBe(403);
      });

      it('collection: 50 concurrent scans of one code: one collects, the others are told it was collected; another day is refused', async () => {
        const chicken = await itemOf(patrol, FIRST(c), tomorrow, 'lunch', '宫保鸡丁');
        const meal = await placeOrder(patrol, {
          canteen_id: FIRST(c),
          date: tomorrow,
          period: 'lunch',
          items: [{ menu_item_id: chicken.id, quantity: 1 }],
        });
        await payFromBalance(patrol, meal.id);
        const code = (await getMeal(patrol, meal.id)).collect_code ?? '';
        // the day before the meal: not yet
        clock.set(day(0), '12:00');
        const early = await admin.post(canteenEndpoints.collect.url, { code });
        expect(early.json()).toEqual({ non_field_errors: [`未到取餐日期：该订单为 ${tomorrow} 午餐`] });
        // only canteen staff scan
        clock.set(tomorrow, '11:40');
        expect((await patrol.post(canteenEndpoints.collect.url, { code })).statusCode).toBe(403);
        expect((await admin.post(canteenEndpoints.collect.url, { code: 'not a code' })).json()).toEqual({ code: ['取餐码无效'] });
        const scans = await Promise.all(
          Array.from({ length: 50 }, () => admin.post(canteenEndpoints.collect.url, { code: `CANTEEN:${code}` })),
        );
        expect(scans.filter((r) => r.statusCode === 200)).toHaveLength(1);
        const won = order(scans.find((r) => r.statusCode === 200)!);
        expect(won).toMatchObject({ id: meal.id, status: 20, status_label: '已取餐', collected_by: { id: admin.id } });
        const lost = scans.filter((r) => r.statusCode === 400);
        expect(lost).toHaveLength(49);
        for (const r of lost) expect(r.json()).toEqual({ non_field_errors: [`该订单已取餐（${tomorrow} 11:40），不能重复取餐`] });
        // typed with dashes and lower case: the same code, still collected once
        const typed = await admin.post(canteenEndpoints.collect.url, { code: code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-') });
        expect(typed.statusCode).toBe(400);
        clock.set(tomorrow, '09:00');
      });
    });

    describe('unpaid orders and payments that come too late', () => {
      it('an unpaid order holds its portions until the sweep closes it (30 minutes); then paying it is refused', async () => {
        const dumpling = await itemOf(staff, SECOND(c), day(3), 'lunch', '水饺');
        const meal = await placeOrder(staff, {
          canteen_id: SECOND(c),
          date: day(3),
          period: 'lunch',
          items: [{ menu_item_id: dumpling.id, quantity: 4 }],
        });
        expect((await itemOf(staff, SECOND(c), day(3), 'lunch', '水饺')).remaining).toBe(dumpling.remaining - 4);
        const deps = canteenService(h().app.context);
        clock.add(29 * 60_000);
        await sweep(deps);
        expect((await getMeal(staff, meal.id)).status).toBe(0);
        clock.add(60_000);
        const late = await staff.post('/9077/api/pay/orders/', {
          purpose: 'canteen_meal',
          ref_id: meal.id,
          provider: 'balance',
          client_key: 'late-key-01',
        });
        expect(late.json()).toEqual({ ref_id: ['订单已超时关闭，请重新下单'] });
        await sweep(deps);
        expect(await getMeal(staff, meal.id)).toMatchObject({ status: -20, status_label: '已关闭', can_pay: false });
        expect((await itemOf(staff, SECOND(c), day(3), 'lunch', '水饺')).remaining).toBe(dumpling.remaining);
        clock.set(tomorrow, '09:00');
      });

      it('a second payment of a paid order: from the wallet it is refused (nothing taken); through a provider it is refunded by the sweep', async () => {
        const egg = await itemOf(patrol, FIRST(c), day(2), 'dinner', '番茄炒蛋');
        const meal = await placeOrder(patrol, {
          canteen_id: FIRST(c),
          date: day(2),
          period: 'dinner',
          items: [{ menu_item_id: egg.id, quantity: 1 }],
        });
        // two payment orders opened before either is paid (two screens)
        const viaSandbox = payOrder(
          await patrol.post('/9077/api/pay/orders/', {
            purpose: 'canteen_meal',
            ref_id: meal.id,
            provider: 'sandbox',
            client_key: 'two-screens-1',
          }),
        );
        const viaWallet = payOrder(
          await patrol.post('/9077/api/pay/orders/', {
            purpose: 'canteen_meal',
            ref_id: meal.id,
            provider: 'balance',
            client_key: 'two-screens-2',
          }),
        );
        const before = await balanceOf(patrol);
        const token = viaSandbox.pay_params?.provider === 'sandbox' ? viaSandbox.pay_params.token : '';
        expect((await patrol.post(`/9077/api/pay/sandbox/${viaSandbox.id}/confirm/`, { token, outcome: 'pay' })).json()).toMatchObject({
          status: 'paid',
        });
        const second = await patrol.post(`/9077/api/pay/orders/${viaWallet.id}/balance/`);
        expect(second.json()).toEqual({ non_field_errors: ['订单不是待支付状态'] });
        expect(await balanceOf(patrol)).toBe(before);
        // and the other way round: paid from the wallet, then the provider's money arrives
        const meal2 = await placeOrder(patrol, {
          canteen_id: FIRST(c),
          date: day(2),
          period: 'dinner',
          items: [{ menu_item_id: egg.id, quantity: 1 }],
        });
        const p2 = payOrder(
          await patrol.post('/9077/api/pay/orders/', {
            purpose: 'canteen_meal',
            ref_id: meal2.id,
            provider: 'sandbox',
            client_key: 'two-screens-3',
          }),
        );
        await payFromBalance(patrol, meal2.id);
        const token2 = p2.pay_params?.provider === 'sandbox' ? p2.pay_params.token : '';
        await patrol.post(`/9077/api/pay/sandbox/${p2.id}/confirm/`, { token: token2, outcome: 'pay' });
        expect(payOrder(await patrol.get(`/9077/api/pay/orders/${p2.id}/`)).status).toBe('paid');
        await sweep(canteenService(h().app.context));
        expect(payOrder(await patrol.get(`/9077/api/pay/orders/${p2.id}/`))).toMatchObject({ status: 'refunded', refunded_fen: 800 });
        expect(await getMeal(patrol, meal2.id)).toMatchObject({ status: 10, refunded_fen: 0 });
      });
    });

    it('canteen staff: the orders of a day (not other staff), and dishes added to a menu once', async () => {
      expect((await staff.get(endpointUrl(canteenEndpoints.staffOrders, {}, { canteen_id: FIRST(c), date: tomorrow }))).statusCode).toBe(
        403,
      );
      const list = mealOrderPageSchema.parse(
        (await admin.get(endpointUrl(canteenEndpoints.staffOrders, {}, { canteen_id: FIRST(c), date: tomorrow }))).json(),
      );
      expect(list.results.length).toBeGreaterThan(0);
      expect(list.results.every((o) => o.status === 10 || o.status === 20)).toBe(true);
      const dishes = (await admin.get(endpointUrl(canteenEndpoints.dishes, {}, { canteen_id: FIRST(c) }))).json<
        { id: string; name: string }[]
      >();
      const bun = dishes.find((d) => d.name === '鲜肉包');
      const added = await admin.post(canteenEndpoints.addMenuItem.url, {
        canteen_id: FIRST(c),
        date: day(4),
        period: 'lunch',
        dish_id: bun?.id,
        stock: 20,
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ name: '鲜肉包', stock: 20, remaining: 20, price_fen: 200 });
      const twice = await admin.post(canteenEndpoints.addMenuItem.url, {
        canteen_id: FIRST(c),
        date: day(4),
        period: 'lunch',
        dish_id: bun?.id,
        stock: 20,
      });
      expect(twice.json()).toEqual({ dish_id: ['该菜品已在此餐次的菜单中'] });
      const past = await admin.post(canteenEndpoints.addMenuItem.url, {
        canteen_id: FIRST(c),
        date: day(0),
        period: 'lunch',
        dish_id: bun?.id,
        stock: 20,
      });
      expect(past.json()).toEqual({ date: ['不能修改过去日期的菜单'] });
    });
  },
  { now: () => clock.now() },
);
