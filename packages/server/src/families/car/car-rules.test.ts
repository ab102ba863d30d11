import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  approvalEndpoints,
  carChangePageSchema,
  carChangeSchema,
  carEndpoints,
  carRepairSchema,
  carRuleSchema,
  carStatisticsSchema,
  carVehicleSchema,
  endpointUrl,
  orderEndpoints,
} from '@campus/contracts';
import { A, describeOnDatabase, staffId } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, uploadAs, type Client } from '../../platform/test/client.ts';
import { seedDepartmentId } from '../../platform/seed/ids.ts';
import { orders } from '../../platform/orders/schema.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { seedVehicleId } from './seed.ts';
import { carTrips } from './schema.ts';
import { apply, approveAll, at, dispatchBody, getOrder, OFFICE, trip } from './test-helpers.ts';

/**
 * Issue 11, official cars: the rules the server enforces, no vehicle or driver on two overlapping
 * orders (also with 50 dispatches at once), changes that go back to approval, vehicle repairs and
 * the statistics over the seeded history.
 */
const recorder = pushRecorder();

describeOnDatabase(
  'official cars (issue 11): rules, overlaps, changes, repairs, statistics',
  (h) => {
    let staff: Client;
    let approver: Client;
    let admin: Client;
    let driver: Client;
    let patrolman: Client;
    const vehicle = (key: string) => seedVehicleId(A.id, key);
    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      approver = await clientOf(h(), A.id, '13800000004');
      admin = await clientOf(h(), A.id);
      driver = await clientOf(h(), A.id, '13800000003');
      patrolman = await clientOf(h(), A.id, '13800000001');
    });
    const dispatchTo = (id: string, v: string, d = driver.id) => admin.post(endpointUrl(carEndpoints.dispatch, { id }), dispatchBody(v, d));

    it('rules: each kind shows who may apply, its chain, how far ahead and how long; the server refuses what they forbid', async () => {
      const rules = carRuleSchema.array().parse((await patrolman.get(carEndpoints.rules.url)).json());
      expect(rules.map((r) => r.kind)).toEqual(['v2', 'trip', 'daily', 'driving']);
      const driving = rules.find((r) => r.kind === 'driving');
      expect(driving).toMatchObject({
        kind_label: '自驾用车',
        departments: [{ name: '行政部' }, { name: '信息中心' }],
        max_hours: 48,
        can_apply: false,
        refusal: '您所在的部门不能申请自驾用车',
        chain: ['审批人', '行政部负责人（演示员工）'],
      });
      expect(rules.find((r) => r.kind === 'trip')).toMatchObject({ can_apply: true, chain: ['审批人'], min_lead_minutes: 30 });
      const refused = await patrolman.post(carEndpoints.applyV3.url, {
        kind: 'driving',
        vehicle_id: vehicle('qin'),
        from: OFFICE,
        start_at: at(11, 9),
        end_at: at(11, 10),
        passengers: 1,
        purpose: '外出',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ kind: ['您所在的部门不能申请自驾用车'] });

      const soon = new Date(Date.now() + 10 * 60_000);
      const late = await staff.post(carEndpoints.applyV3.url, {
        ...trip(0),
        start_at: soon.toISOString(),
        end_at: new Date(soon.getTime() + 3_600_000).toISOString(),
      });
      expect(late.json()).toEqual({ start_at: ['请至少提前30分钟申请'] });
      expect((await staff.post(carEndpoints.applyV3.url, trip(40))).json()).toEqual({ start_at: ['最多只能提前30天申请'] });
      expect((await staff.post(carEndpoints.applyV3.url, { ...trip(12, 9, 9), end_at: at(13, 12) })).json()).toEqual({
        end_at: ['用车时长不能超过24小时'],
      });
      expect((await staff.post(carEndpoints.applyV3.url, trip(12, 12, 9))).json()).toEqual({ end_at: ['返回时间必须晚于出发时间'] });
      expect((await staff.post(carEndpoints.applyV3.url, { ...trip(12), to: null })).json()).toEqual({ to: ['请选择目的地'] });

      // an admin changes the trip rule: it applies at once, to everyone
      const put = (by: Client, body: object) => by.put(endpointUrl(carEndpoints.updateRule, { kind: 'trip' }), body);
      const body = {
        enabled: true,
        description: '仅信息中心',
        department_ids: [seedDepartmentId(A.id, 'it')],
        min_lead_minutes: 120,
        max_ahead_days: 10,
        max_hours: 8,
      };
      expect((await put(staff, body)).statusCode).toBe(403);
      expect((await put(admin, { ...body, department_ids: ['00000000-0000-4000-8000-000000000000'] })).json()).toEqual({
        department_ids: ['部门不存在'],
      });
      const saved = carRuleSchema.parse((await put(admin, body)).json());
      expect(saved).toMatchObject({ departments: [{ name: '信息中心' }], min_lead_minutes: 120, max_hours: 8, description: '仅信息中心' });
      expect((await patrolman.post(carEndpoints.applyV3.url, trip(3))).json()).toEqual({ kind: ['您所在的部门不能申请行程用车'] });
      expect((await staff.post(carEndpoints.applyV3.url, trip(11))).json()).toEqual({ start_at: ['最多只能提前10天申请'] });
      expect((await staff.post(carEndpoints.applyV3.url, trip(3, 8, 18))).json()).toEqual({ end_at: ['用车时长不能超过8小时'] });
      expect((await put(admin, { ...body, enabled: false })).statusCode).toBe(200);
      expect((await staff.post(carEndpoints.applyV3.url, trip(3))).json()).toEqual({ kind: ['行程用车暂未开放'] });
      await put(admin, { enabled: true, description: '', department_ids: [], min_lead_minutes: 30, max_ahead_days: 30, max_hours: 24 });
      expect((await staff.get(endpointUrl(carEndpoints.rule, { kind: 'nope' }))).statusCode).toBe(404);
    });

    it('overlaps: a vehicle or a driver is never on two overlapping orders; back to back is fine', async () => {
      const a = await apply(staff, trip(14, 9, 12));
      const b = await apply(staff, trip(14, 11, 13));
      const c = await apply(staff, trip(14, 12, 14));
      for (const o of [a, b, c]) await approveAll(o.id, [approver]);
      expect((await dispatchTo(a.id, vehicle('gl8'))).statusCode).toBe(200);
      const sameCar = await admin.post(endpointUrl(carEndpoints.dispatch, { id: b.id }), dispatchBody(vehicle('gl8'), driver.id));
      expect(sameCar.json()).toEqual({ vehicle_id: ['该车辆在此时间段已有任务'] });
      const sameDriver = await dispatchTo(b.id, vehicle('passat'));
      expect(sameDriver.json()).toEqual({ driver_id: ['该司机在此时间段已有任务'] });
      expect((await getOrder(admin, b.id)).status_label).toBe('待派车'); // refused: nothing moved
      // 12:00-14:00 starts when a ends: free
      expect((await dispatchTo(c.id, vehicle('gl8'))).statusCode).toBe(200);
      // the pickers say so too
      const q = `start_at=${encodeURIComponent(at(14, 11))}&end_at=${encodeURIComponent(at(14, 13))}&kind=trip`;
      const cars = carVehicleSchema.array().parse((await admin.get(`${carEndpoints.vehicles.url}?${q}`)).json());
      expect(cars.map((v) => [v.plate, v.available])).toEqual([
        ['京A·C1001', false],
        ['京A·C1002', true],
        ['京A·C1004', true],
      ]);
      const drivers = (await admin.get(`${carEndpoints.drivers.url}?${q}`)).json<{ name: string; available: boolean }[]>();
      expect(drivers).toEqual([expect.objectContaining({ name: '公务车司机', available: false, phone: '13800000003' })]);
    });

    it('50 concurrent dispatches of one vehicle to 50 overlapping orders: exactly one wins, in one transaction each', async () => {
      // no chain for this test's orders: approved at submit
      await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'car3_trip' }), { steps: [] });
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) ids.push((await apply(staff, trip(20, 8 + (i % 4), 13))).id);
      const results = await Promise.all(ids.map((id) => dispatchTo(id, vehicle('passat'))));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(400);
        expect(r.json()).toEqual({ vehicle_id: ['该车辆在此时间段已有任务'] });
      }
      const holding = await h()
        .db.handle.db.select()
        .from(carTrips)
        .where(and(eq(carTrips.companyId, A.id), eq(carTrips.vehicleId, vehicle('passat')), eq(carTrips.holds, true)));
      expect(holding.filter((t) => ids.includes(t.orderId))).toHaveLength(1);
      const moved = await h()
        .db.handle.db.select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.companyId, A.id), eq(orders.status, 30)));
      expect(moved.filter((o) => ids.includes(o.id))).toHaveLength(1);

      // one driver, three free cars, three overlapping orders at once: one wins
      const more = [await apply(staff, trip(21, 9, 12)), await apply(staff, trip(21, 10, 12)), await apply(staff, trip(21, 11, 12))];
      const cars = ['gl8', 'passat', 'qin'];
      const racing = await Promise.all(more.map((o, i) => dispatchTo(o.id, vehicle(cars[i] ?? 'gl8'))));
      expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of racing.filter((x) => x.statusCode !== 200)) expect(r.json()).toEqual({ driver_id: ['该司机在此时间段已有任务'] });
      await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'car3_trip' }), {
        steps: [{ kind: 'staff', staff_id: staffId(A.id, 'approver') }],
      });
    });

    it('a change: back to approval; approved, it changes the trip and the history is kept; refused when the car is taken then', async () => {
      const o = await apply(staff, trip(15, 9, 11));
      expect(
        (await staff.post(endpointUrl(carEndpoints.requestChange, { id: o.id }), { reason: '改时间', start_at: at(15, 10) })).json(),
      ).toEqual({
        non_field_errors: ['当前状态不能变更行程'],
      });
      await approveAll(o.id, [approver]);
      expect((await getOrder(staff, o.id)).can.modify).toBe(true);
      expect((await staff.post(endpointUrl(carEndpoints.requestChange, { id: o.id }), { reason: '不变' })).json()).toEqual({
        non_field_errors: ['请至少修改一项内容'],
      });
      expect((await staff.post(endpointUrl(carEndpoints.requestChange, { id: o.id }), { passengers: 3 })).json()).toEqual({
        reason: ['请填写变更原因'],
      });
      expect((await admin.post(endpointUrl(carEndpoints.requestChange, { id: o.id }), { reason: 'x', passengers: 3 })).statusCode).toBe(
        403,
      );
      recorder.clear();
      const res = await staff.post(endpointUrl(carEndpoints.requestChange, { id: o.id }), {
        reason: '会议推迟',
        start_at: at(15, 14),
        end_at: at(15, 16),
        passengers: 4,
      });
      expect(res.statusCode, res.body).toBe(201);
      const change = carChangeSchema.parse(res.json());
      expect(change).toMatchObject({
        status: 10,
        status_label: '审批中',
        reason: '会议推迟',
        before: { passengers: 2 },
        after: { passengers: 4 },
      });
      expect(change.after.start_time.slice(11, 16)).toBe('14:00');
      expect(recorder.sent[0]).toMatchObject({
        staffId: approver.id,
        message: { extras: { msg_type: 'APPROVAL', extra_param: { module: 'carOrder' } } },
      });
      expect((await getOrder(staff, o.id)).can.modify).toBe(false);
      expect((await staff.post(endpointUrl(carEndpoints.requestChange, { id: o.id }), { reason: '再改', passengers: 1 })).json()).toEqual({
        non_field_errors: ['该行程已有待审批的变更申请'],
      });
      await approveAll(change.id, [approver]);
      const changed = await getOrder(staff, o.id);
      expect(changed).toMatchObject({ passengers: 4, status_label: '待派车' });
      expect(changed.start_time.slice(11, 16)).toBe('14:00');
      expect(changed.changes.map((c) => [c.status_label, c.applied_time !== null])).toEqual([['已变更', true]]);
      const list = carChangePageSchema.parse((await staff.get(carEndpoints.changes.url)).json());
      expect(list.results[0]).toMatchObject({ id: change.id, order_id: o.id, status_label: '已变更' });
      expect((await patrolman.get(endpointUrl(carEndpoints.change, { id: change.id }))).statusCode).toBe(404);

      // dispatched, then a change into a time when its car is taken: the approval is refused
      expect((await dispatchTo(o.id, vehicle('qin'))).statusCode).toBe(200);
      const other = await apply(admin, trip(16, 9, 12));
      await approveAll(other.id, [approver]);
      expect(
        (await admin.post(endpointUrl(carEndpoints.dispatch, { id: other.id }), dispatchBody(vehicle('qin'), driver.id))).statusCode,
      ).toBe(200);
      const clash = carChangeSchema.parse(
        (
          await staff.post(endpointUrl(carEndpoints.requestChange, { id: o.id }), {
            reason: '改到次日',
            start_at: at(16, 10),
            end_at: at(16, 11),
          })
        ).json(),
      );
      const refused = await approver.post(endpointUrl(orderEndpoints.approve, { id: clash.id }), {});
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ non_field_errors: ['变更后该车辆在此时间段已有任务，请驳回或重新派车'] });
      expect((await approver.post(endpointUrl(orderEndpoints.reject, { id: clash.id }), { reason: '车辆已被占用' })).statusCode).toBe(200);
      expect((await getOrder(staff, o.id)).start_time).toBe(changed.start_time);
    });

    it('repairs: a driver reports a fault with a photo; approved, the car is out of service until the admin finishes it', async () => {
      const photo = await uploadAs(h(), driver, { bytes: DEMO_RECEIPT_PNG, name: '故障.png', type: 'image/png' });
      expect((await staff.post(carEndpoints.requestRepair.url, { vehicle_id: vehicle('gl8'), description: '异响' })).statusCode).toBe(403);
      const res = await driver.post(carEndpoints.requestRepair.url, {
        vehicle_id: vehicle('gl8'),
        description: '空调不制冷',
        estimate_fen: 50_000,
        attachments: [photo.json<{ id: string }>().id],
      });
      expect(res.statusCode, res.body).toBe(201);
      const repair = carRepairSchema.parse(res.json());
      expect(repair).toMatchObject({ status: 10, vehicle: { plate: '京A·C1001' }, attachments: [{ name: '故障.png' }] });
      await approveAll(repair.id, [admin]);
      const cars = carVehicleSchema
        .array()
        .parse(
          (
            await admin.get(
              `${carEndpoints.vehicles.url}?start_at=${encodeURIComponent(at(17, 9))}&end_at=${encodeURIComponent(at(17, 10))}`,
            )
          ).json(),
        );
      expect(cars.find((v) => v.id === vehicle('gl8'))).toMatchObject({ status: 'repair', available: false });
      const o = await apply(staff, trip(17));
      await approveAll(o.id, [approver]);
      expect((await dispatchTo(o.id, vehicle('gl8'))).json()).toEqual({ vehicle_id: ['该车辆暂不可用'] });
      expect((await driver.post(endpointUrl(carEndpoints.finishRepair, { id: repair.id }), { cost_fen: 1 })).statusCode).toBe(403);
      const done = carRepairSchema.parse(
        (await admin.post(endpointUrl(carEndpoints.finishRepair, { id: repair.id }), { cost_fen: 43_000 })).json(),
      );
      expect(done).toMatchObject({ status: 40, status_label: '已完成', cost_fen: 43_000, can_finish: false });
      expect((await dispatchTo(o.id, vehicle('gl8'))).statusCode).toBe(200);
    });

    it('statistics over the seeded history: by month, department and vehicle; admins the company, others their own', async () => {
      const all = carStatisticsSchema.parse((await admin.get(`${carEndpoints.statistics.url}?scope=dispatch&months=6`)).json());
      expect(all.mine).toBe(false);
      expect(all.by_month).toHaveLength(6);
      expect(all.totals.orders).toBeGreaterThanOrEqual(10);
      expect(all.by_month.reduce((s, m) => s + m.orders, 0)).toBe(all.totals.orders);
      expect(all.by_department.reduce((s, m) => s + m.fee_fen, 0)).toBe(all.totals.fee_fen);
      expect(all.by_vehicle.reduce((s, m) => s + m.distance_km, 0)).toBe(all.totals.distance_km);
      expect(all.by_vehicle.map((v) => v.label)).not.toContain('京A·C1003');
      const driving = carStatisticsSchema.parse((await admin.get(`${carEndpoints.statistics.url}?scope=driving`)).json());
      expect(driving.by_vehicle.map((v) => v.label).sort()).toEqual(['京A·C1003', '京A·C1004']);
      const mine = carStatisticsSchema.parse((await staff.get(`${carEndpoints.statistics.url}?scope=dispatch`)).json());
      expect(mine.mine).toBe(true);
      expect(mine.totals.orders).toBeLessThan(all.totals.orders);
      expect(mine.by_department.map((d) => d.label)).toEqual(mine.totals.orders > 0 ? ['信息中心'] : []);
      expect((await staff.get(`${carEndpoints.statistics.url}?months=99`)).statusCode).toBe(400);
    });
  },
  { extraDeliveries: [recorder] },
);
