import { beforeAll, expect, it } from 'vitest';
import {
  CAR_KINDS,
  carEndpoints,
  carFeeSchema,
  carOrderDetailSchema,
  carOrderPageSchema,
  carSharedOrderSchema,
  carVehicleSchema,
  endpointUrl,
  orderEndpoints,
  type CarOrder,
  type CarOrderDetail,
} from '@campus/contracts';
import { A, describeOnDatabase, staffId } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { seedVehicleId } from './seed.ts';
import { seedCarOrderId } from './seed-orders.ts';
import { apply, approveAll, at, detail, dispatchBody, getOrder, OFFICE, STATION, trip } from './test-helpers.ts';

/**
 * Issue 11, official cars: the whole life of each kind on the server (apply, approve, dispatch, drive,
 * fees with receipts, finish, comment, share), the pushes of spec 7 and who may do what.
 */
const recorder = pushRecorder();

describeOnDatabase(
  'official cars (issue 11): apply, approve, dispatch, drive, fees, comment, share',
  (h) => {
    let staff: Client; // 普通员工, 信息中心: the applicant
    let approver: Client; // 审批人
    let admin: Client; // 演示员工: car administrator, head of 行政部
    let driver: Client; // 公务车司机 (is_off3driver)
    let patrolman: Client; // 巡检员: unrelated
    const vehicle = (key: string) => seedVehicleId(A.id, key);
    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      approver = await clientOf(h(), A.id, '13800000004');
      admin = await clientOf(h(), A.id);
      driver = await clientOf(h(), A.id, '13800000003');
      patrolman = await clientOf(h(), A.id, '13800000001');
    });
    const receipt = async (by: Client): Promise<string> => {
      const res = await uploadAs(h(), by, { bytes: DEMO_RECEIPT_PNG, name: '停车票.png', type: 'image/png' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const act = (by: Client, endpoint: 'start' | 'finish', id: string, odometer_km: number) =>
      by.post(endpointUrl(carEndpoints[endpoint], { id }), { odometer_km });

    it('seed: places, vehicles, the driver; the dispatch desk, the driver of today and 普通员工 see their orders', async () => {
      const places = (await staff.get(carEndpoints.places.url)).json<{ name: string }[]>();
      expect(places.map((p) => p.name)).toContain('高铁站');
      const vehicles = carVehicleSchema.array().parse((await staff.get(carEndpoints.vehicles.url)).json());
      expect(vehicles.map((v) => v.plate)).toEqual(['京A·C1001', '京A·C1002', '京A·C1003', '京A·C1004']);
      const desk = carOrderPageSchema.parse((await admin.get(`${carEndpoints.orders.url}?scope=dispatch&status=20&version=v3`)).json());
      expect(desk.results.map((o) => o.id)).toContain(seedCarOrderId(A.id, 'trip-approved'));
      const today = new Date().toISOString();
      const day = (await driver.get(`${carEndpoints.orders.url}?scope=driver&date=${at(0, 12).slice(0, 10)}`)).json<{
        results: CarOrderDetail[];
      }>();
      void today;
      expect(day.results.map((o) => o.id)).toContain(seedCarOrderId(A.id, 'trip-today'));
      const mine = carOrderPageSchema.parse((await staff.get(`${carEndpoints.orders.url}?scope=mine&page_size=100`)).json());
      expect(mine.results.every((o) => o.applicant.id === staff.id)).toBe(true);
      expect(mine.results.map((o) => o.status_label)).toEqual(expect.arrayContaining(['审批中', '待派车', '待取车', '已派车']));
      // the v3 home's list: its kinds' ranges merged newest first, the same orders page by page (issue 33)
      const v3 = carOrderPageSchema.parse((await staff.get(`${carEndpoints.orders.url}?scope=mine&version=v3&page_size=100`)).json());
      expect(v3.results.length).toBeGreaterThan(2);
      expect(v3.count).toBe(v3.results.length);
      expect(v3.results.every((o) => o.kind !== 'v2')).toBe(true);
      expect(v3.results.map((o) => o.id)).toEqual(mine.results.filter((o) => o.kind !== 'v2').map((o) => o.id));
      const paged: string[] = [];
      for (let page = 1; page < 50; page += 1) {
        const one = carOrderPageSchema.parse(
          (await staff.get(`${carEndpoints.orders.url}?scope=mine&version=v3&page=${page}&page_size=2`)).json(),
        );
        paged.push(...one.results.map((o) => o.id));
        if (one.next === null) break;
      }
      expect(paged).toEqual(v3.results.map((o) => o.id));
      // the dispatch desk is the car administrators'
      expect((await staff.get(`${carEndpoints.orders.url}?scope=dispatch`)).statusCode).toBe(403);
      expect((await staff.get(carEndpoints.drivers.url)).statusCode).toBe(403);
    });

    it('issue 33: each filter of the car orders list (version, kind, status, day), alone and together, answers the matching orders of its scope in its order', async () => {
      const list = async (by: Client, query: string) => {
        const page = carOrderPageSchema.parse((await by.get(`${carEndpoints.orders.url}?page_size=100&${query}`)).json());
        expect(page.count).toBe(page.results.length);
        return page.results;
      };
      const ids = (orders: CarOrder[]) => orders.map((o) => o.id);
      const dayStart = Date.parse(at(0, 0));
      const onDay = (o: CarOrder) => Date.parse(o.start_at) < dayStart + 86_400_000 && Date.parse(o.end_at) >= dayStart;
      const date = at(0, 12).slice(0, 10);
      for (const [by, scope] of [
        [staff, 'mine'],
        [admin, 'dispatch'],
        [driver, 'driver'],
      ] as const) {
        const all = await list(by, `scope=${scope}`);
        expect(all.length, scope).toBeGreaterThan(0);
        const expectMatching = async (query: string, match: (o: CarOrder) => boolean) =>
          expect(ids(await list(by, `scope=${scope}&${query}`)), `${scope} ${query}`).toEqual(ids(all.filter(match)));
        for (const status of new Set(all.map((o) => o.status)))
          await expectMatching(`status=${String(status)}`, (o) => o.status === status);
        for (const kind of CAR_KINDS) await expectMatching(`kind=${kind}`, (o) => o.kind === kind);
        await expectMatching('version=v2', (o) => o.kind === 'v2');
        await expectMatching('version=v3', (o) => o.kind !== 'v2');
        await expectMatching(`date=${date}`, onDay);
        const [first] = all;
        await expectMatching(
          `version=v3&status=${String(first!.status)}&date=${date}`,
          (o) => o.kind !== 'v2' && o.status === first!.status && onDay(o),
        );
      }
    });

    it('a trip: 审批中 -> 待派车 -> 待出车 -> 行程中 -> 已完成 -> 已评价, with the OFFICIAL_CAR3 pushes of spec 7', async () => {
      recorder.clear();
      const o = await apply(staff, trip(5));
      expect(o).toMatchObject({ kind: 'trip', status: 10, status_label: '审批中', title: '办公楼 → 高铁站', fee_total_fen: 0 });
      expect(o.can).toMatchObject({ cancel: true, dispatch: false, modify: false });
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras.msg_type, p.message.extras.extra_param])).toEqual([
        [approver.id, 'OFFICIAL_CAR3', { module: 'car3Trip', action_type: 'approval' }],
      ]);
      // an unrelated staff does not see it; the approver does
      expect((await patrolman.get(endpointUrl(carEndpoints.order, { id: o.id }))).statusCode).toBe(404);
      expect((await getOrder(approver, o.id)).id).toBe(o.id);

      recorder.clear();
      await approveAll(o.id, [approver]);
      const approved = await getOrder(admin, o.id);
      expect(approved).toMatchObject({ status: 20, status_label: '待派车', can: { dispatch: true } });
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras.extra_param?.action_type])).toEqual([[staff.id, 'order']]);

      // only a car administrator dispatches; a vehicle of another kind is refused
      expect((await staff.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(vehicle('gl8'), driver.id))).statusCode).toBe(
        403,
      );
      const wrongKind = await admin.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(vehicle('corolla'), driver.id));
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json()).toEqual({ vehicle_id: ['该车辆不用于此类用车'] });
      const notDriver = await admin.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(vehicle('gl8'), patrolman.id));
      expect(notDriver.json()).toEqual({ driver_id: ['该员工不是公务车司机'] });
      recorder.clear();
      const dispatched = detail(
        await admin.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(vehicle('gl8'), driver.id)),
      );
      expect(dispatched).toMatchObject({
        status: 30,
        status_label: '待出车',
        vehicle: { plate: '京A·C1001', model: '别克 GL8 商务车' },
        driver: { id: driver.id, name: '公务车司机', phone: '13800000003' },
      });
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras.msg_type, p.message.extras.extra_param?.action_type]).sort()).toEqual(
        [
          [driver.id, 'OFFICIAL_CAR3', 'driver_trip'],
          [staff.id, 'OFFICIAL_CAR3', 'order'],
        ].sort(),
      );
      // the driver sees it among his trips of that day, and only he starts it
      const day = carOrderPageSchema.parse(
        (await driver.get(`${carEndpoints.orders.url}?scope=driver&date=${at(5, 12).slice(0, 10)}`)).json(),
      );
      expect(day.results.map((r) => r.id)).toContain(o.id);
      expect((await act(staff, 'start', o.id, 48_300)).statusCode).toBe(403);
      expect((await getOrder(driver, o.id)).can).toMatchObject({ start: true, finish: false, add_fee: false });
      const running = detail(await act(driver, 'start', o.id, 48_300));
      expect(running).toMatchObject({
        status: 40,
        status_label: '行程中',
        odometer_start_km: 48_300,
        can: { add_fee: true, finish: true },
      });

      // a fee needs a receipt photo, in fen
      const noReceipt = await driver.post(endpointUrl(carEndpoints.addFee, { id: o.id }), {
        kind: 'parking',
        amount_fen: 1500,
        attachments: [],
      });
      expect(noReceipt.statusCode).toBe(400);
      expect(noReceipt.json()).toEqual({ attachments: ['请上传票据照片'] });
      const notMine = await driver.post(endpointUrl(carEndpoints.addFee, { id: o.id }), {
        kind: 'parking',
        amount_fen: 1500,
        attachments: [await receipt(staff)],
      });
      expect(notMine.json()).toEqual({ attachments: ['附件不存在或已失效，请重新上传'] });
      const fee = await driver.post(endpointUrl(carEndpoints.addFee, { id: o.id }), {
        kind: 'parking',
        amount_fen: 1500,
        remark: '高铁站停车场',
        attachments: [await receipt(driver)],
      });
      expect(fee.statusCode, fee.body).toBe(201);
      const f = carFeeSchema.parse(fee.json());
      expect(f).toMatchObject({ kind: 'parking', kind_label: '停车费', amount_fen: 1500, created_by: { name: '公务车司机' } });
      expect(f.attachments).toHaveLength(1);
      expect(carFeeSchema.parse((await staff.get(endpointUrl(carEndpoints.fee, { id: f.id }))).json()).id).toBe(f.id);
      expect((await patrolman.get(endpointUrl(carEndpoints.fee, { id: f.id }))).statusCode).toBe(404);
      const byApplicant = await staff.post(endpointUrl(carEndpoints.addFee, { id: o.id }), {
        kind: 'fuel',
        amount_fen: 1,
        attachments: [await receipt(staff)],
      });
      expect(byApplicant.statusCode).toBe(403);

      // the finish reading cannot go backwards; the distance is computed
      const backwards = await act(driver, 'finish', o.id, 48_000);
      expect(backwards.json()).toEqual({ odometer_km: ['结束里程不能小于开始里程'] });
      recorder.clear();
      const finished = detail(await act(driver, 'finish', o.id, 48_362));
      expect(finished).toMatchObject({ status: 50, status_label: '已完成', distance_km: 62, fee_total_fen: 1500 });
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras.extra_param?.action_type])).toEqual([[staff.id, 'order']]);
      const car = carVehicleSchema
        .array()
        .parse((await staff.get(carEndpoints.vehicles.url)).json())
        .find((v) => v.id === vehicle('gl8'));
      expect(car?.odometer_km).toBe(48_362);

      // one comment, with the company's tags
      expect((await staff.get(endpointUrl(carEndpoints.order, { id: o.id }))).json<CarOrderDetail>().can.comment).toBe(true);
      const badTag = await staff.post(endpointUrl(carEndpoints.comment, { id: o.id }), { stars: 5, tags: ['不存在'] });
      expect(badTag.json()).toEqual({ tags: ['评价标签不存在'] });
      expect((await staff.post(endpointUrl(carEndpoints.comment, { id: o.id }), { stars: 0 })).json()).toEqual({ stars: ['请选择评分'] });
      const commented = detail(
        await staff.post(endpointUrl(carEndpoints.comment, { id: o.id }), { stars: 5, tags: ['驾驶平稳', '准时到达'], text: '很好' }),
      );
      expect(commented).toMatchObject({
        status: 60,
        status_label: '已评价',
        comment: { stars: 5, tags: ['准时到达', '驾驶平稳'], text: '很好', via: 'app' },
      });
      expect((await staff.post(endpointUrl(carEndpoints.comment, { id: o.id }), { stars: 4 })).json()).toEqual({
        non_field_errors: ['该行程已评价'],
      });
      // the audit trail holds every step
      const trail = (await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<{ events: { action: string }[] }>();
      expect(trail.events.map((e) => e.action)).toEqual(['submit', 'approve', 'dispatch', 'start', 'finish', 'comment']);
      // and the generic transition endpoint cannot run a car step
      expect((await admin.post(endpointUrl(orderEndpoints.transition, { id: o.id }), { action: 'comment' })).statusCode).toBe(400);
    });

    it('version 2: approved, dispatched (已派车); the applicant sees plate, driver and phone; a comment after the trip', async () => {
      const res = await staff.post(carEndpoints.applyV2.url, {
        from: OFFICE,
        to: { name: '客户公司', address: '' },
        start_at: at(6, 14),
        end_at: at(6, 17),
        passengers: 3,
        purpose: '拜访客户',
      });
      const o = detail(res, 201);
      expect(o).toMatchObject({ kind: 'v2', order_type: 'car2', status: 10, title: '办公楼 → 客户公司' });
      expect(recorder.sent.at(-1)?.message.extras).toMatchObject({
        msg_type: 'APPROVAL',
        extra_param: { module: 'car2', action_type: 'approve' },
      });
      await approveAll(o.id, [approver, admin]);
      expect((await getOrder(staff, o.id)).status_label).toBe('已通过');
      const d = detail(await admin.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(vehicle('passat'), driver.id)));
      expect(d).toMatchObject({ status: 25, status_label: '已派车' });
      const seen = await getOrder(staff, o.id);
      expect(seen).toMatchObject({ vehicle: { plate: '京A·C1002' }, driver: { name: '公务车司机', phone: '13800000003' } });
      expect(seen.can).toMatchObject({ withdraw: true, share: false, modify: false });
      detail(await act(driver, 'start', o.id, 36_500));
      const done = detail(await act(driver, 'finish', o.id, 36_540));
      expect(done).toMatchObject({ status: 40, status_label: '已完成', distance_km: 40, can: { comment: false } });
      expect((await getOrder(staff, o.id)).can.comment).toBe(true);
      const c = detail(await staff.post(endpointUrl(carEndpoints.comment, { id: o.id }), { stars: 4, tags: [], text: '' }));
      expect(c).toMatchObject({ status: 40, comment: { stars: 4 }, can: { comment: false } });
      expect((await staff.post(endpointUrl(carEndpoints.comment, { id: o.id }), { stars: 4 })).statusCode).toBe(400);
    });

    it('self-driving: the chosen car must be free; approved it is held; the applicant picks it up, returns it, adds fuel', async () => {
      // the seeded self-driving order holds the Corolla on day 2
      const busy = await staff.post(carEndpoints.applyV3.url, {
        kind: 'driving',
        vehicle_id: vehicle('corolla'),
        from: OFFICE,
        start_at: at(2, 9),
        end_at: at(2, 11),
        passengers: 1,
        purpose: '外出',
      });
      expect(busy.statusCode).toBe(400);
      expect(busy.json()).toEqual({ vehicle_id: ['该车辆在此时间段已有任务'] });
      const noCar = await staff.post(carEndpoints.applyV3.url, {
        kind: 'driving',
        from: OFFICE,
        start_at: at(7, 9),
        end_at: at(7, 11),
        passengers: 1,
        purpose: 'x',
      });
      expect(noCar.json()).toEqual({ vehicle_id: ['请选择车辆'] });
      const free = carVehicleSchema
        .array()
        .parse(
          (
            await staff.get(
              `${carEndpoints.vehicles.url}?kind=driving&start_at=${encodeURIComponent(at(2, 9))}&end_at=${encodeURIComponent(at(2, 11))}`,
            )
          ).json(),
        );
      expect(free.map((v) => [v.plate, v.available])).toEqual([
        ['京A·C1003', false],
        ['京A·C1004', true],
      ]);

      // two applications for the same car and time: both free at submit, the second cannot be approved once the first is
      const body = {
        kind: 'driving' as const,
        vehicle_id: vehicle('qin'),
        from: OFFICE,
        to: STATION,
        start_at: at(7, 9),
        end_at: at(7, 17),
        passengers: 1,
        purpose: '自驾外出',
      };
      recorder.clear();
      const first = await apply(staff, body);
      const second = await apply(admin, { ...body, start_at: at(7, 12), end_at: at(7, 18) });
      expect(recorder.sent[0]?.message.extras).toMatchObject({
        msg_type: 'OFFICIAL_CAR3',
        extra_param: { module: 'car3Driving', action_type: 'driving_approval' },
      });
      await approveAll(first.id, [approver, admin]);
      expect(await getOrder(staff, first.id)).toMatchObject({ status: 20, status_label: '待取车', vehicle: { plate: '京A·C1004' } });
      const blocked = await approver.post(endpointUrl(orderEndpoints.approve, { id: second.id }), {});
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json()).toEqual({ non_field_errors: ['该车辆在此时间段已有任务，无法通过，请驳回'] });
      expect((await getOrder(admin, second.id)).status).toBe(10);

      // the applicant (not a driver) takes the steps
      expect((await act(driver, 'start', first.id, 15_300)).statusCode).toBe(404);
      detail(await act(staff, 'start', first.id, 15_300));
      const fee = await staff.post(endpointUrl(carEndpoints.addFee, { id: first.id }), {
        kind: 'fuel',
        amount_fen: 20_000,
        attachments: [await receipt(staff)],
      });
      expect(fee.statusCode).toBe(201);
      const back = detail(await act(staff, 'finish', first.id, 15_420));
      expect(back).toMatchObject({ status: 50, status_label: '已还车', distance_km: 120, fee_total_fen: 20_000 });
      // returned, the car is free again for that day: the second order can pass now
      await approveAll(second.id, [approver]);
      expect((await getOrder(admin, second.id)).status_label).toBe('待取车');
    });

    it('withdraw: the applicant cancels a dispatched trip before it starts; vehicle and driver are free again and the driver is told', async () => {
      const o = await apply(staff, trip(8, 9, 12));
      await approveAll(o.id, [approver]);
      detail(await admin.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(vehicle('qin'), driver.id)));
      const other = await apply(admin, trip(8, 10, 11));
      await approveAll(other.id, [approver]);
      expect(
        (await admin.post(endpointUrl(carEndpoints.dispatch, { id: other.id }), dispatchBody(vehicle('qin'), driver.id))).statusCode,
      ).toBe(400);
      expect((await driver.post(endpointUrl(carEndpoints.withdraw, { id: o.id }))).statusCode).toBe(403);
      recorder.clear();
      expect(detail(await staff.post(endpointUrl(carEndpoints.withdraw, { id: o.id })))).toMatchObject({
        status: -10,
        status_label: '已取消',
      });
      expect(recorder.sent.map((p) => [p.staffId, p.message.title, p.message.extras.extra_param?.action_type])).toEqual([
        [driver.id, '出车任务已取消', 'driver_trip'],
      ]);
      expect(
        (await admin.post(endpointUrl(carEndpoints.dispatch, { id: other.id }), dispatchBody(vehicle('qin'), driver.id))).statusCode,
      ).toBe(200);
    });

    it('share: a public page without login; a passenger comments once the trip is finished', async () => {
      const o = await apply(staff, trip(9));
      await approveAll(o.id, [approver]);
      expect((await driver.post(endpointUrl(carEndpoints.share, { id: o.id }))).statusCode).toBe(404);
      expect((await admin.post(endpointUrl(carEndpoints.share, { id: o.id }))).statusCode).toBe(403);
      const link = (await staff.post(endpointUrl(carEndpoints.share, { id: o.id }))).json<{ token: string; path: string }>();
      expect(link.path).toBe(`/orderDetailCar3?token=${link.token}`);
      expect((await staff.post(endpointUrl(carEndpoints.share, { id: o.id }))).json<{ token: string }>().token).toBe(link.token);
      const open = (url: string, payload?: object) =>
        h().app.inject({ method: payload ? 'POST' : 'GET', url, ...(payload ? { payload } : {}) });
      const page = carSharedOrderSchema.parse((await open(endpointUrl(carEndpoints.shared, { token: link.token }))).json());
      expect(page).toMatchObject({ title: '办公楼 → 高铁站', status_label: '待派车', can_comment: false, driver_name: null });
      expect(page.tags).toContain('准时到达');
      expect(JSON.stringify(page)).not.toContain('1380000'); // no phone numbers on a public page
      expect((await open(endpointUrl(carEndpoints.shared, { token: 'x'.repeat(32) }))).statusCode).toBe(404);
      const early = await open(endpointUrl(carEndpoints.sharedComment, { token: link.token }), { stars: 5 });
      expect(early.json()).toEqual({ non_field_errors: ['行程结束后才能评价'] });
      detail(await admin.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(vehicle('passat'), driver.id)));
      detail(await act(driver, 'start', o.id, 100));
      detail(await act(driver, 'finish', o.id, 130));
      const done = await open(endpointUrl(carEndpoints.sharedComment, { token: link.token }), {
        stars: 4,
        tags: ['车内整洁'],
        text: '乘车体验好',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(carSharedOrderSchema.parse(done.json())).toMatchObject({
        status_label: '已评价',
        can_comment: false,
        comment: { stars: 4, via: 'share' },
      });
      expect((await open(endpointUrl(carEndpoints.sharedComment, { token: link.token }), { stars: 3 })).statusCode).toBe(400);
      expect((await staff.post(endpointUrl(carEndpoints.comment, { id: o.id }), { stars: 3 })).statusCode).toBe(400);
      const trail = (await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<{
        events: { action: string; remark: string | null }[];
      }>();
      expect(trail.events.at(-1)).toMatchObject({ action: 'comment', remark: '分享页评价' });
    });

    it('another company cannot use our vehicles or drivers, even by id', async () => {
      const b = await clientOf(h(), (await import('../../platform/test/harness.ts')).B.id);
      const o = await apply(b, trip(10));
      const bApprover = await clientOf(h(), (await import('../../platform/test/harness.ts')).B.id, '13800000004');
      await approveAll(o.id, [bApprover]);
      const res = await b.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(vehicle('gl8'), staffId(A.id, 'off3driver')));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ vehicle_id: ['请选择车辆'] });
      void carOrderDetailSchema;
    });
  },
  { extraDeliveries: [recorder] },
);
