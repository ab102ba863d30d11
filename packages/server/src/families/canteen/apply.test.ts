import { beforeAll, expect, it } from 'vitest';
import { canteenApplyDataSchema, canteenEndpoints, endpointUrl, orderDetailSchema, orderEndpoints } from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { day, FIRST, testClock } from './test-helpers.ts';

const clock = testClock();

describeOnDatabase(
  'group and guest meals on the workflow (issue 14: canteenApply as an application; approval, then the canteen prepares)',
  (h) => {
    let admin: Client;
    let approver: Client;
    let patrol: Client;
    const c = A.id;
    const date = day(2);
    const body = { canteen_id: FIRST(c), date, period: 'lunch', kind: 'group', diners: 12, standard_fen: 3000, reason: '部门年中总结会' };

    beforeAll(async () => {
      clock.set(day(1), '15:00');
      admin = await clientOf(h(), c);
      approver = await clientOf(h(), c, '13800000004');
      patrol = await clientOf(h(), c, '13800000001');
    });

    it('submitted in approval on the configured chain (审批人), approved, then prepared and finished by canteen staff', async () => {
      const res = await patrol.post(canteenEndpoints.apply.url, body);
      expect(res.statusCode, res.body).toBe(201);
      const submitted = orderDetailSchema.parse(res.json());
      expect(submitted).toMatchObject({
        order_type: 'canteen',
        status: 10,
        status_label: '审批中',
        title: `团体用餐 第一食堂 ${date} 午餐 12人`,
      });
      expect(canteenApplyDataSchema.parse(submitted.data)).toMatchObject({
        diners: 12,
        standard_fen: 3000,
        total_fen: 36_000,
        kind_name: '团体用餐',
      });
      expect(submitted.fields).toContainEqual({ label: '预计费用', value: '¥360.00' });
      expect(submitted.steps.map((s) => s.approver.id)).toEqual([approver.id]);
      const approved = await approver.post(endpointUrl(orderEndpoints.approve, { id: submitted.id }), { comment: '同意' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(orderDetailSchema.parse(approved.json())).toMatchObject({ status: 20, status_label: '待备餐' });
      // the applicant may not prepare it; the canteen (admin) does
      expect((await patrol.post(endpointUrl(orderEndpoints.transition, { id: submitted.id }), { action: 'prepare' })).statusCode).toBe(403);
      const prepared = orderDetailSchema.parse(
        (await admin.post(endpointUrl(orderEndpoints.transition, { id: submitted.id }), { action: 'prepare' })).json(),
      );
      expect(prepared).toMatchObject({ status: 30, status_label: '已备餐' });
      const finished = orderDetailSchema.parse(
        (await admin.post(endpointUrl(orderEndpoints.transition, { id: submitted.id }), { action: 'finish' })).json(),
      );
      expect(finished).toMatchObject({ status: 40, status_label: '已完成' });
    });

    it('a guest meal can be called off by its applicant after approval; a meal past its cut-off or bad input is refused; not through the generic endpoint', async () => {
      const guest = orderDetailSchema.parse((await patrol.post(canteenEndpoints.apply.url, { ...body, kind: 'guest', diners: 3 })).json());
      await approver.post(endpointUrl(orderEndpoints.approve, { id: guest.id }), {});
      const off = await patrol.post(endpointUrl(orderEndpoints.transition, { id: guest.id }), { action: 'withdraw' });
      expect(orderDetailSchema.parse(off.json())).toMatchObject({ status: -10, status_label: '已取消' });
      const late = await patrol.post(canteenEndpoints.apply.url, { ...body, date: day(1) });
      expect(late.json()).toEqual({ non_field_errors: [`第一食堂 ${day(1)} 午餐已于 ${day(1)} 10:00 截止订餐`] });
      const bad = await patrol.post(canteenEndpoints.apply.url, { ...body, diners: 0, reason: '', kind: 'party' });
      expect(bad.json()).toMatchObject({ diners: ['至少1人'], reason: ['请填写用餐事由'], kind: ['请选择用餐类型'] });
      const generic = await patrol.post(orderEndpoints.submit.url, { order_type: 'canteen', title: 'x', fields: [] });
      expect(generic.json()).toEqual({ order_type: ['该类型的单据请在对应模块提交'] });
    });
  },
  { now: () => clock.now() },
);
