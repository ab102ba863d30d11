import { beforeAll, expect, it } from 'vitest';
import {
  dormEndpoints,
  dormMeSchema,
  dormOrderInfoSchema,
  dormRoomDetailSchema,
  endpointUrl,
  orderDetailSchema,
  orderEndpoints,
  payEndpoints,
  type OrderDetail,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { dormKey } from './seed.ts';
import { addDays, hubToday } from './split.ts';

const recorder = pushRecorder();

/**
 * Issue 12, lodging: every transition of the four order types through the dorm endpoints, the rules
 * (one resident per bed and date, the room's gender, a change or move-out frees the bed at its date),
 * costs that add up, cleaning paid through the pay family, repairs with a photo.
 */
describeOnDatabase(
  'dorm: lodging end to end (issue 12)',
  (h) => {
    let admin: Client; // 演示员工, the dorm admin
    let approver: Client; // 审批人: the dormitory2 chains and step 1 of the application
    let driver: Client; // 公务车司机: no stay in the seed
    let repairman: Client; // 维修员: no stay in the seed
    let resident: Client; // 普通员工: lives in 1号楼 201 A床
    const today = hubToday(new Date());
    const bed = (building: string, room: string, i: number) => dormKey.bed(A.id, building, room, i);

    beforeAll(async () => {
      admin = await clientOf(h(), A.id);
      approver = await clientOf(h(), A.id, '13800000004');
      driver = await clientOf(h(), A.id, '13800000003');
      repairman = await clientOf(h(), A.id, '13800000002');
      resident = await clientOf(h(), A.id, '13800000005');
    });

    const created = async (p: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<OrderDetail> => {
      const res = await p;
      expect(res.statusCode, res.body).toBe(201);
      return orderDetailSchema.parse(res.json());
    };
    const approve = async (id: string, by = approver) => {
      const res = await by.post(endpointUrl(orderEndpoints.approve, { id }), {});
      expect(res.statusCode, res.body).toBe(200);
      return orderDetailSchema.parse(res.json());
    };
    const info = async (id: string, by = admin) =>
      dormOrderInfoSchema.parse((await by.get(endpointUrl(dormEndpoints.order, { id }))).json());
    const me = async (c: Client) => dormMeSchema.parse((await c.get(endpointUrl(dormEndpoints.me))).json());
    const room = async (id: string, from = today) =>
      dormRoomDetailSchema.parse((await admin.get(endpointUrl(dormEndpoints.room, { id }, { free_from: from }))).json());

    it('the seed: two areas with buildings, rooms, beds and assets; 普通员工 lives in 1号楼 201 with 巡检员', async () => {
      const areas = (await resident.get(endpointUrl(dormEndpoints.areas))).json<
        { name: string; buildings: { id: string; name: string; room_count: number; bed_count: number; free_beds: number }[] }[]
      >();
      expect(areas.map((a) => [a.name, a.buildings.map((b) => b.name)])).toEqual([
        ['东区生活区', ['1号楼', '2号楼']],
        ['西区人才公寓', ['公寓A座']],
      ]);
      // each building's figures are its rooms' (counted in SQL for the areas, summed from the rooms list here)
      for (const building of areas.flatMap((a) => a.buildings)) {
        const rooms = (await resident.get(endpointUrl(dormEndpoints.rooms, {}, { building_id: building.id, page_size: 100 }))).json<{
          results: { bed_count: number; free_beds: number }[];
        }>().results;
        expect(rooms.length).toBeGreaterThan(0);
        expect([building.room_count, building.bed_count, building.free_beds]).toEqual([
          rooms.length,
          rooms.reduce((n, r) => n + r.bed_count, 0),
          rooms.reduce((n, r) => n + r.free_beds, 0),
        ]);
      }
      const mine = await me(resident);
      expect(mine.stay).toMatchObject({
        room: { label: '1号楼 2层 201', model: '四人间', gender: 'male' },
        bed: { label: 'A床' },
        checked_in: true,
      });
      expect(mine.stay?.roommates.map((m) => [m.name, m.bed])).toEqual([['巡检员', 'B床']]);
      const r = await room(dormKey.room(A.id, 'b1', '201'));
      expect(r.beds.map((b) => [b.label, b.free, b.occupant?.name ?? null])).toEqual([
        ['A床', false, '普通员工'],
        ['B床', false, '巡检员'],
        ['C床', true, null],
        ['D床', true, null],
      ]);
      expect(r.assets.map((a) => a.name)).toContain('空调');
    });

    it('issue 33: the rooms list pages in building, floor and number order without overlap; free_from and gender narrow it in SQL', async () => {
      type Row = { id: string; building: { id: string }; label: string; gender: string; free_beds: number };
      const pageOf = async (query: Record<string, string | number>) => {
        const res = await resident.get(endpointUrl(dormEndpoints.rooms, {}, query));
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ count: number; next: number | null; results: Row[] }>();
      };
      const whole = await pageOf({ page_size: 100 });
      expect(whole.results.length).toBe(whole.count);
      const pages = [await pageOf({ page: 1, page_size: 3 }), await pageOf({ page: 2, page_size: 3 })];
      expect(pages[0]?.next).toBe(2);
      expect([...(pages[0]?.results ?? []), ...(pages[1]?.results ?? [])].map((r) => r.id)).toEqual(
        whole.results.slice(0, 6).map((r) => r.id),
      );
      // one building's rooms come together, in the index's order
      const buildings = whole.results.map((r) => r.building.id);
      expect(buildings).toEqual([...buildings].sort());

      const men = await pageOf({ page_size: 100, gender: 'male' });
      expect(men.results.length).toBeGreaterThan(0);
      expect(men.results.every((r) => r.gender === 'male' || r.gender === 'any')).toBe(true);
      expect(men.count).toBeLessThan(whole.count);

      const free = await pageOf({ page_size: 100, free_from: today });
      expect(free.results.every((r) => r.free_beds > 0)).toBe(true);
      expect(free.count).toBe(whole.results.filter((r) => r.free_beds > 0).length);
      expect((await pageOf({ page: 50, page_size: 20 })).results).toEqual([]);
    });

    it('issue 33: the rooms list narrows by area, model and suite, alone and together, as the whole list filtered', async () => {
      type Row = { id: string; area: { id: string }; model: string; suite: boolean; gender: string; free_beds: number };
      const ids = async (query: Record<string, string | number>) => {
        const res = await resident.get(endpointUrl(dormEndpoints.rooms, {}, { page_size: 100, ...query }));
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json<{ count: number; results: Row[] }>();
        expect(page.results.length).toBe(page.count);
        return page.results.map((r) => r.id);
      };
      const whole = (await resident.get(endpointUrl(dormEndpoints.rooms, {}, { page_size: 100 }))).json<{ results: Row[] }>().results;
      const where = (keep: (r: Row) => boolean) => whole.filter(keep).map((r) => r.id);
      const area = whole[0]?.area.id ?? '';
      const model = whole[0]?.model ?? '';
      expect(await ids({ area_id: area })).toEqual(where((r) => r.area.id === area));
      expect(await ids({ model })).toEqual(where((r) => r.model === model));
      expect(await ids({ suite: '1' })).toEqual(where((r) => r.suite));
      expect(await ids({ suite: '0' })).toEqual(where((r) => !r.suite));
      expect(await ids({ area_id: area, model, suite: '0', gender: 'male', free_from: today })).toEqual(
        where((r) => r.area.id === area && r.model === model && !r.suite && r.gender !== 'female' && r.free_beds > 0),
      );
      expect(await ids({ area_id: 'not-an-id' })).toEqual([]);
    });

    it('dormitory application (dorm): 10 -> 20 after two approvals -> assign a bed 30 -> check in 40 -> apply check-out 50 -> check out with assets 60; every label of spec 3', async () => {
      const start = addDays(today, 1);
      const o = await created(
        repairman.post(endpointUrl(dormEndpoints.apply), { project: '项目驻场', purpose: '驻场三个月', start_date: start, gender: 'male' }),
      );
      expect(o).toMatchObject({ order_type: 'dorm', status: 10, status_label: '审批中', title: '住宿申请·项目驻场' });
      // the generic endpoint cannot submit it (the module checks its data)
      const generic = await repairman.post(endpointUrl(orderEndpoints.submit), { order_type: 'dorm', title: 'x' });
      expect(generic.json()).toEqual({ order_type: ['该类型的单据请在对应模块提交'] });
      await approve(o.id);
      expect(await approve(o.id, admin)).toMatchObject({ status: 20, status_label: '待分配' });
      // assign only through the dorm endpoint, by the admin, with a bed that fits
      expect((await admin.post(endpointUrl(orderEndpoints.transition, { id: o.id }), { action: 'assign' })).json()).toEqual({
        action: ['该操作请在对应模块中办理'],
      });
      expect((await repairman.post(endpointUrl(dormEndpoints.assign, { id: o.id }), { bed_id: bed('b1', '202', 0) })).statusCode).toBe(403);
      const female = await admin.post(endpointUrl(dormEndpoints.assign, { id: o.id }), { bed_id: bed('b2', '101', 0) });
      expect(female.json()).toEqual({ non_field_errors: ['该房间仅限女性入住'] });
      const taken = await admin.post(endpointUrl(dormEndpoints.assign, { id: o.id }), { bed_id: bed('b1', '201', 0) });
      expect(taken.json()).toEqual({ non_field_errors: ['该床位已被占用'] });
      const assigned = dormOrderInfoSchema.parse(
        (await admin.post(endpointUrl(dormEndpoints.assign, { id: o.id }), { bed_id: bed('b1', '202', 0) })).json(),
      );
      expect(assigned).toMatchObject({
        order: { status: 30, status_label: '待入住' },
        room: { label: '1号楼 2层 202' },
        bed: { label: 'A床' },
      });
      expect((await room(dormKey.room(A.id, 'b1', '202'), start)).beds[0]).toMatchObject({ free: false });
      const inn = dormOrderInfoSchema.parse((await admin.post(endpointUrl(dormEndpoints.checkIn, { id: o.id }))).json());
      expect(inn.order).toMatchObject({ status: 40, status_label: '已入住' });
      // the applicant asks to leave through the generic transition (no data needed)
      const detail = orderDetailSchema.parse((await repairman.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json());
      expect(detail.can.transitions.map((t) => t.action)).toEqual(['apply_check_out']);
      const asked = await repairman.post(endpointUrl(orderEndpoints.transition, { id: o.id }), { action: 'apply_check_out' });
      expect(asked.json()).toMatchObject({ status: 50, status_label: '待退宿' });
      const before = await info(o.id);
      expect(before.can_check_out).toBe(true);
      const desk = before.assets.find((a) => a.name === '书桌');
      const out = dormOrderInfoSchema.parse(
        (
          await admin.post(endpointUrl(dormEndpoints.checkOut, { id: o.id }), {
            assets: [{ id: desk?.id, condition: 'broken' }],
            remark: '书桌桌腿断裂',
          })
        ).json(),
      );
      expect(out.order).toMatchObject({ status: 60, status_label: '已退宿' });
      expect(out.assets.find((a) => a.name === '书桌')).toMatchObject({ condition: 'broken', condition_label: '损坏' });
      // the stay had not begun: the bed is free again
      expect((await room(dormKey.room(A.id, 'b1', '202'), start)).beds[0]).toMatchObject({ free: true });
    });

    it('collective dormitory: move in (30, check in 40), change room (the old bed is free from its date, exchange push), move out (50, free from its date; assets checked 60, check_out push)', async () => {
      const start = today;
      const inOrder = await created(
        driver.post(endpointUrl(dormEndpoints.moveIn), { bed_id: bed('b1', '203', 0), start_date: start, gender: 'male' }),
      );
      expect(inOrder).toMatchObject({ order_type: 'dorm2_in', module: 'dormitory2', status: 10 });
      // a woman cannot ask for a bed in a men's room
      const wrong = await approver.post(endpointUrl(dormEndpoints.moveIn), {
        bed_id: bed('b1', '203', 1),
        start_date: start,
        gender: 'female',
      });
      expect(wrong.json()).toEqual({ non_field_errors: ['该房间仅限男性入住'] });
      expect(await approve(inOrder.id)).toMatchObject({ status: 30, status_label: '待入住' });
      expect((await me(driver)).stay).toMatchObject({ room: { label: '1号楼 2层 203' }, bed: { label: 'A床' }, checked_in: false });
      await admin.post(endpointUrl(dormEndpoints.checkIn, { id: inOrder.id }));
      expect((await info(inOrder.id)).order).toMatchObject({ status: 40, status_label: '已入住' });
      expect((await me(driver)).stay?.checked_in).toBe(true);

      // change to 1号楼 301 A床 from the day after tomorrow
      const changeDate = addDays(today, 2);
      const change = await created(
        driver.post(endpointUrl(dormEndpoints.change), { bed_id: bed('b1', '301', 0), start_date: changeDate, reason: '想住双人间' }),
      );
      expect(change).toMatchObject({
        order_type: 'dorm2_change',
        fields: expect.arrayContaining([{ label: '原床位', value: '1号楼 2层 203 A床' }]),
      });
      expect(await approve(change.id)).toMatchObject({ status: 30 });
      const oldRoom = dormKey.room(A.id, 'b1', '203');
      expect((await room(oldRoom, addDays(today, 1))).beds[0]).toMatchObject({ free: false });
      expect((await room(oldRoom, changeDate)).beds[0]).toMatchObject({ free: true });
      recorder.clear();
      await admin.post(endpointUrl(dormEndpoints.checkIn, { id: change.id }));
      // the workflow's own news (APPROVAL result) and the dormitory2 push that opens d2ApplyChange
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras.msg_type, p.message.extras.extra_param?.action_type])).toEqual([
        [driver.id, 'APPROVAL', 'result'],
        [driver.id, 'DORMITORY2', 'exchange'],
      ]);

      // move out a week after the change
      const outDate = addDays(changeDate, 7);
      const out = await created(driver.post(endpointUrl(dormEndpoints.moveOut), { date: outDate, reason: '项目结束' }));
      expect(await approve(out.id)).toMatchObject({ status: 50, status_label: '待退宿' });
      const newRoom = dormKey.room(A.id, 'b1', '301');
      expect((await room(newRoom, addDays(outDate, -1))).beds[0]).toMatchObject({ free: false });
      expect((await room(newRoom, outDate)).beds[0]).toMatchObject({ free: true });
      recorder.clear();
      const closed = dormOrderInfoSchema.parse(
        (await admin.post(endpointUrl(dormEndpoints.checkOut, { id: out.id }), { assets: [] })).json(),
      );
      expect(closed.order).toMatchObject({ status: 60, status_label: '已退宿' });
      const dorm2 = recorder.sent.filter((p) => p.message.extras.msg_type === 'DORMITORY2');
      expect(dorm2.map((p) => [p.staffId, p.message.extras.extra_param?.action_type, p.message.extras.msg_id])).toEqual([
        [driver.id, 'check_out', out.id],
      ]);
      type OrderRows = { count: number; next: number | null; results: { order_type: string; status: number }[] };
      const mine = (await driver.get(endpointUrl(dormEndpoints.orders))).json<OrderRows>();
      expect(mine.results.map((m) => [m.order_type, m.status])).toEqual([
        ['dorm2_out', 60],
        ['dorm2_change', 40],
        ['dorm2_in', 40],
      ]);
      // Issue 33: the list pages newest first (ties by id); one kind on its own.
      const second = (await driver.get(endpointUrl(dormEndpoints.orders, {}, { page: '2', page_size: '2' }))).json<OrderRows>();
      expect([second.count, second.next, second.results.map((m) => m.order_type)]).toEqual([3, null, ['dorm2_in']]);
      const changes = (await driver.get(endpointUrl(dormEndpoints.orders, {}, { order_type: 'dorm2_change' }))).json<OrderRows>();
      expect(changes.results.map((m) => m.order_type)).toEqual(['dorm2_change']);
    });

    it('the bed race: 50 move-in orders for the last free bed approved at once -> exactly one gets it, the others are told the bed is taken', async () => {
      const last = bed('b1', '302', 1);
      // the room's other bed is taken, so this is its last free one
      const first = await created(
        approver.post(endpointUrl(dormEndpoints.moveIn), { bed_id: bed('b1', '302', 0), start_date: today, gender: 'male' }),
      );
      await approve(first.id, admin);
      const many: OrderDetail[] = [];
      for (let i = 0; i < 50; i++)
        many.push(
          await created(repairman.post(endpointUrl(dormEndpoints.moveIn), { bed_id: last, start_date: addDays(today, 3), gender: 'male' })),
        );
      const results = await Promise.all(many.map((o) => approver.post(endpointUrl(orderEndpoints.approve, { id: o.id }), {})));
      const won = results.filter((r) => r.statusCode === 200);
      expect(won).toHaveLength(1);
      const lost = results.filter((r) => r.statusCode !== 200);
      expect(lost).toHaveLength(49);
      for (const r of lost) expect([400, 409]).toContain(r.statusCode);
      expect(
        lost
          .filter((r) => r.statusCode === 400)
          .every((r) => JSON.stringify(r.json()) === JSON.stringify({ non_field_errors: ['该床位已被占用'] })),
      ).toBe(true);
      const r = await room(dormKey.room(A.id, 'b1', '302'), addDays(today, 3));
      expect(r.beds.filter((b) => !b.free)).toHaveLength(2);
      expect(r.free_beds).toBe(0);
    });

    it('costs add up: a room bill is split by days among its residents (shares sum to the bill), rent added; a charge is paid through the pay family', async () => {
      const roomId = dormKey.room(A.id, 'b1', '201');
      const month = today.slice(0, 7);
      expect(
        (await resident.post(endpointUrl(dormEndpoints.createUtilityBill), { room_id: roomId, month, water_fen: 1, electricity_fen: 1 }))
          .statusCode,
      ).toBe(403);
      recorder.clear();
      const res = await admin.post(endpointUrl(dormEndpoints.createUtilityBill), {
        room_id: roomId,
        month,
        water_fen: 3333,
        electricity_fen: 6668,
      });
      expect(res.statusCode, res.body).toBe(201);
      const bill = res.json<{ total_fen: number; shares: { staff: { name: string }; amount_fen: number }[] }>();
      expect(bill.total_fen).toBe(10001);
      expect(bill.shares.map((s) => s.staff.name).sort()).toEqual(['巡检员', '普通员工']);
      expect(bill.shares.reduce((n, s) => n + s.amount_fen, 0)).toBe(10001);
      expect(recorder.sent.every((p) => p.message.extras.extra_param?.action_type === 'fee_list')).toBe(true);
      const again = await admin.post(endpointUrl(dormEndpoints.createUtilityBill), {
        room_id: roomId,
        month,
        water_fen: 1,
        electricity_fen: 1,
      });
      expect(again.json()).toEqual({ month: ['该房间该月的水电费已录入'] });
      const bad = await admin.post(endpointUrl(dormEndpoints.createUtilityBill), { room_id: roomId, month: '2026-13', water_fen: -1 });
      expect(bad.statusCode).toBe(400);

      const charges = (await resident.get(endpointUrl(dormEndpoints.charges))).json<
        { id: string; month: string; total_fen: number; rent_fen: number; utility_fen: number; status: string }[]
      >();
      const now = charges.find((c) => c.month === month);
      expect(now?.status).toBe('unpaid');
      expect(now?.total_fen).toBe((now?.rent_fen ?? 0) + (now?.utility_fen ?? 0));
      // pay it with the sandbox provider: the server prices it, the client never names the amount
      const order = await resident.post(endpointUrl(payEndpoints.createOrder), {
        purpose: 'dorm_bill',
        ref_id: now?.id,
        provider: 'sandbox',
        client_key: `dorm-bill-${now?.id ?? ''}`,
      });
      expect(order.statusCode, order.body).toBe(201);
      const o = order.json<{ id: string; amount_fen: number; pay_params: { provider: string; token?: string } }>();
      expect(o.amount_fen).toBe(now?.total_fen);
      const paid = await resident.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), {
        token: o.pay_params.token,
        outcome: 'pay',
      });
      expect(paid.json()).toMatchObject({ status: 'paid' });
      const after = (await resident.get(endpointUrl(dormEndpoints.charges))).json<
        { month: string; status: string; status_label: string }[]
      >();
      expect(after.find((c) => c.month === month)).toMatchObject({ status: 'paid', status_label: '已缴费' });
      const twice = await resident.post(endpointUrl(payEndpoints.createOrder), {
        purpose: 'dorm_bill',
        ref_id: now?.id,
        provider: 'balance',
        client_key: 'dorm-bill-twice',
      });
      expect(twice.json()).toEqual({ non_field_errors: ['该费用已缴清'] });
      // another staff cannot pay (or see) it
      const theirs = await driver.post(endpointUrl(payEndpoints.createOrder), {
        purpose: 'dorm_bill',
        ref_id: now?.id,
        provider: 'balance',
        client_key: 'dorm-bill-other',
      });
      expect(theirs.json()).toEqual({ ref_id: ['费用不存在'] });
    });

    it('cleaning: a deep cleaning waits for payment, is paid through pay, done by the admin (clean_order push) and rated once', async () => {
      const made = await resident.post(endpointUrl(dormEndpoints.createCleaning), {
        kind: 'deep',
        date: addDays(today, 1),
        slot: '14:00-16:00',
        remark: '阳台也打扫',
      });
      expect(made.statusCode, made.body).toBe(201);
      const c = made.json<{ id: string; status: string; price_fen: number }>();
      expect(c).toMatchObject({ status: 'unpaid', price_fen: 3000 });
      expect((await admin.post(endpointUrl(dormEndpoints.completeCleaning, { id: c.id }))).json()).toEqual({
        non_field_errors: ['该保洁单不能完成（当前状态：待支付）'],
      });
      const order = await resident.post(endpointUrl(payEndpoints.createOrder), {
        purpose: 'dorm_clean',
        ref_id: c.id,
        provider: 'balance',
        client_key: `clean-${c.id}`,
      });
      await resident.post(endpointUrl(payEndpoints.payFromBalance, { id: order.json<{ id: string }>().id }));
      expect((await resident.get(endpointUrl(dormEndpoints.cleaning, { id: c.id }))).json()).toMatchObject({
        status: 'pending',
        status_label: '待服务',
      });
      recorder.clear();
      expect((await admin.post(endpointUrl(dormEndpoints.completeCleaning, { id: c.id }))).json()).toMatchObject({ status: 'done' });
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras.extra_param?.action_type, p.message.extras.msg_id])).toEqual([
        [resident.id, 'clean_order', c.id],
      ]);
      expect((await resident.post(endpointUrl(dormEndpoints.rateCleaning, { id: c.id }), { score: 0 })).json()).toEqual({
        score: ['请评分'],
      });
      expect(
        (await resident.post(endpointUrl(dormEndpoints.rateCleaning, { id: c.id }), { score: 4, comment: '很好' })).json(),
      ).toMatchObject({ status: 'rated', score: 4 });
      expect((await resident.post(endpointUrl(dormEndpoints.rateCleaning, { id: c.id }), { score: 5 })).statusCode).toBe(400);
      // someone else's cleaning is not found; a free daily cleaning is booked at once
      expect((await driver.get(endpointUrl(dormEndpoints.cleaning, { id: c.id }))).statusCode).toBe(404);
      const daily = await resident.post(endpointUrl(dormEndpoints.createCleaning), { kind: 'daily', date: today, slot: '09:00-11:00' });
      expect(daily.json()).toMatchObject({ status: 'pending', price_fen: 0 });
      // no room, no cleaning
      const roomless = await clientOf(h(), A.id, '13800000006');
      expect(
        (await roomless.post(endpointUrl(dormEndpoints.createCleaning), { kind: 'daily', date: today, slot: '09:00-11:00' })).json(),
      ).toEqual({
        non_field_errors: ['您当前没有宿舍，无法办理'],
      });
    });

    it('a simple repair with a photo; the admin answers it; inspections, notices, feedback; ID card and archives', async () => {
      const up = await uploadAs(h(), resident, { bytes: DEMO_RECEIPT_PNG, name: '漏水.png' });
      const file = up.json<{ id: string }>();
      const made = await resident.post(endpointUrl(dormEndpoints.createRepair), { content: '空调不制冷', attachments: [file.id] });
      expect(made.statusCode, made.body).toBe(201);
      const repair = made.json<{ id: string; attachments: { name: string }[]; room: { label: string } }>();
      expect(repair).toMatchObject({ attachments: [{ name: '漏水.png' }], room: { label: '1号楼 2层 201' }, status: 'pending' });
      expect(
        (
          await resident.post(endpointUrl(dormEndpoints.createRepair), {
            content: 'x',
            attachments: ['00000000-0000-4000-8000-000000000000'],
          })
        ).json(),
      ).toEqual({
        attachments: ['附件不存在或已失效，请重新上传'],
      });
      expect((await admin.post(endpointUrl(dormEndpoints.completeRepair, { id: repair.id }), { reply: '已加氟' })).json()).toMatchObject({
        status: 'done',
        reply: '已加氟',
      });

      const check = await admin.post(endpointUrl(dormEndpoints.createCheck), {
        room_id: dormKey.room(A.id, 'b1', '201'),
        score: 85,
        result: '合格',
      });
      expect(check.statusCode, check.body).toBe(201);
      expect((await resident.get(endpointUrl(dormEndpoints.checks))).json<{ result: string }[]>().map((c) => c.result)).toContain('合格');
      expect((await resident.get(endpointUrl(dormEndpoints.notices))).json<{ title: string }[]>().map((n) => n.title)).toContain(
        '宿舍消防安全检查通知',
      );
      const fb = await resident.post(endpointUrl(dormEndpoints.createFeedback), { content: '走廊灯坏了' });
      expect(fb.statusCode).toBe(201);
      expect(
        (await admin.post(endpointUrl(dormEndpoints.replyFeedback, { id: fb.json<{ id: string }>().id }), { reply: '已修好' })).json(),
      ).toMatchObject({ reply: '已修好' });

      const card = (await uploadAs(h(), resident, { bytes: DEMO_RECEIPT_PNG, name: '身份证正面.png' })).json<{ id: string }>();
      expect(
        (await resident.put(endpointUrl(dormEndpoints.saveIdentity), { gender: 'male', id_number: '123', attachments: [card.id] })).json(),
      ).toEqual({
        id_number: ['请输入18位身份证号'],
      });
      const saved = await resident.put(endpointUrl(dormEndpoints.saveIdentity), {
        gender: 'male',
        id_number: '11010519491231002x',
        attachments: [card.id],
      });
      expect(saved.json()).toMatchObject({ id_number: '11010519491231002X', id_card: [{ name: '身份证正面.png' }] });
      const arch = await resident.put(endpointUrl(dormEndpoints.saveArchives), {
        emergency_contact: '张三',
        emergency_phone: '13900000000',
        attachments: [],
      });
      expect(arch.json()).toMatchObject({ emergency_contact: '张三', emergency_phone: '13900000000' });
    });

    it('issue 34, one bed per person: a resident is refused 住宿申请 and 入住申请 (您已有住宿，请使用调宿申请); two applications of one person never get two beds', async () => {
      const hasStay = { non_field_errors: ['您已有住宿，请使用调宿申请'] };
      const application = { project: '项目驻场', purpose: '驻场三个月', start_date: addDays(today, 1), gender: 'male' };
      const refused = await resident.post(endpointUrl(dormEndpoints.apply), application);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(hasStay);
      const moveIn = await resident.post(endpointUrl(dormEndpoints.moveIn), {
        bed_id: bed('b1', '102', 0),
        start_date: today,
        gender: 'male',
      });
      expect(moveIn.json()).toEqual(hasStay);

      // 微信员工 has no bed: two applications sent before either is assigned, both approved
      const newcomer = await clientOf(h(), A.id, '13800000006');
      const first = await created(newcomer.post(endpointUrl(dormEndpoints.apply), application));
      const second = await created(newcomer.post(endpointUrl(dormEndpoints.apply), { ...application, project: '实习培训' }));
      for (const o of [first, second]) {
        await approve(o.id);
        await approve(o.id, admin);
      }
      const assigned = await admin.post(endpointUrl(dormEndpoints.assign, { id: first.id }), { bed_id: bed('b1', '102', 0) });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const twice = await admin.post(endpointUrl(dormEndpoints.assign, { id: second.id }), { bed_id: bed('b1', '102', 1) });
      expect(twice.json()).toEqual({ non_field_errors: ['申请人已有住宿，不能再分配床位'] });
      expect((await room(dormKey.room(A.id, 'b1', '102'), addDays(today, 1))).beds[1]).toMatchObject({ free: true });
      // holding a bed from tomorrow: applying again is refused too
      expect((await newcomer.post(endpointUrl(dormEndpoints.apply), application)).json()).toEqual(hasStay);
    });

    it('another company sees none of it: rooms, orders and lists stay in their company', async () => {
      const other = await clientOf(h(), B.id, '13800000005');
      expect((await other.get(endpointUrl(dormEndpoints.room, { id: dormKey.room(A.id, 'b1', '201') }))).statusCode).toBe(404);
      const theirs = dormMeSchema.parse((await other.get(endpointUrl(dormEndpoints.me))).json());
      expect(theirs.stay?.room.id).toBe(dormKey.room(B.id, 'b1', '201'));
      const newcomer = await clientOf(h(), B.id, '13800000003');
      const moveIn = await newcomer.post(endpointUrl(dormEndpoints.moveIn), {
        bed_id: bed('b1', '204', 0),
        start_date: today,
        gender: 'male',
      });
      expect(moveIn.json()).toEqual({ bed_id: ['床位不存在'] });
    });
  },
  { extraDeliveries: [recorder] },
);
