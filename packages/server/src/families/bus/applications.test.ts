import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  approvalEndpoints,
  busApplicationSchema,
  busEndpoints,
  endpointUrl,
  orderEndpoints,
  orderPageSchema,
  orderTypesResponseSchema,
  type BusApplication,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { busRoutes } from './schema.ts';
import { busRouteId, busStopId } from './seed.ts';
import { addDays, hubDate } from './trips.ts';
import { crowd } from './test-helpers.ts';

const recorder = pushRecorder();

describeOnDatabase(
  'bus route applications (busRouteApply, issue 13): an order type with approval; the pass quota is never exceeded',
  (h) => {
    let approver: Client;
    let admin: Client;
    let adminB: Client;
    const line3 = busRouteId(A.id, 'line3');
    const today = hubDate(new Date());
    const body = (over: Record<string, unknown> = {}) => ({
      route_id: line3,
      stop_id: busStopId(A.id, 'line3', 1),
      start_date: today,
      end_date: addDays(today, 30),
      reason: '每天从生活区上班',
      ...over,
    });
    const app = (res: { json: () => unknown }): BusApplication => busApplicationSchema.parse(res.json());
    const passLeft = async () =>
      (
        await h()
          .db.handle.db.select()
          .from(busRoutes)
          .where(inCompany(busRoutes, A.id, eq(busRoutes.id, line3)))
      )[0]!;

    beforeAll(async () => {
      approver = await clientOf(h(), A.id, '13800000004');
      admin = await clientOf(h(), A.id);
      adminB = await clientOf(h(), B.id);
    });

    it('the order type is registered with its statuses; submitted it waits for 审批人, who is pushed and sees it in the approval centre', async () => {
      const types = orderTypesResponseSchema.parse((await admin.get(orderEndpoints.listTypes.url)).json());
      expect(types.find((t) => t.type === 'bus')).toMatchObject({
        module: 'bus',
        name: '乘车申请',
        statuses: [
          { code: -20, label: '已驳回' },
          { code: -10, label: '已取消' },
          { code: 10, label: '审批中' },
          { code: 20, label: '已通过' },
          { code: 30, label: '已退出' },
        ],
        transitions: [{ action: 'quit', name: '退出乘车', from: 20, to: 30, by: 'applicant' }],
      });
      const [p] = await crowd(h(), A.id, 1);
      recorder.clear();
      const res = await p!.post(busEndpoints.createApplication.url, body());
      expect(res.statusCode, res.body).toBe(201);
      const a = app(res);
      expect(a).toMatchObject({
        status: 10,
        status_label: '审批中',
        route: { id: line3, name: '3号线 生活区—园区' },
        stop: { name: '员工生活区' },
        pass: { status: 'applying', code: null, rides: 0 },
        can_cancel: true,
        can_quit: false,
        steps: [{ seq: 1, approver: { name: '审批人' }, state: 'pending' }],
      });
      await expect
        .poll(() => recorder.sent.some((s) => s.message.extras.msg_type === 'APPROVAL' && s.message.extras.msg_id === a.id))
        .toBe(true);
      const todo = (await approver.get(`${endpointUrl(approvalEndpoints.todo)}?order_type=bus`)).json<{ results: { id: string }[] }>();
      expect(todo.results.map((r) => r.id)).toContain(a.id);
      // the applicant's list of bus orders (busApplyMore)
      const mine = orderPageSchema.parse((await p!.get(`${orderEndpoints.list.url}?order_type=bus`)).json());
      expect(mine.results.map((o) => [o.id, o.title])).toEqual([[a.id, '乘车申请 3号线 生活区—园区']]);
      // one open application per route
      expect((await p!.post(busEndpoints.createApplication.url, body())).json()).toEqual({
        non_field_errors: ['您已申请过该线路，请勿重复申请'],
      });
      // approved: the pass is active, its code shown to the applicant only, a seat of the quota taken
      const before = await passLeft();
      const approved = await approver.post(endpointUrl(orderEndpoints.approve, { id: a.id }), { comment: '同意' });
      expect(approved.statusCode, approved.body).toBe(200);
      const mineNow = app(await p!.get(endpointUrl(busEndpoints.getApplication, { id: a.id })));
      expect(mineNow).toMatchObject({
        status: 20,
        status_label: '已通过',
        pass: { status: 'active', code: expect.stringMatching(/^BP/) },
        can_quit: true,
      });
      expect(app(await approver.get(endpointUrl(busEndpoints.getApplication, { id: a.id }))).pass.code).toBeNull();
      expect((await passLeft()).passTaken).toBe(before.passTaken + 1);
      // the applicant gives the seat up: the quota comes back
      const quit = await p!.post(endpointUrl(orderEndpoints.transition, { id: a.id }), { action: 'quit' });
      expect(quit.statusCode, quit.body).toBe(200);
      expect(app(await p!.get(endpointUrl(busEndpoints.getApplication, { id: a.id })))).toMatchObject({
        status: 30,
        status_label: '已退出',
        pass: { status: 'ended', code: null },
      });
      expect((await passLeft()).passTaken).toBe(before.passTaken);
      // another company does not see it
      expect((await adminB.get(endpointUrl(busEndpoints.getApplication, { id: a.id }))).statusCode).toBe(404);
    });

    it('rejected or cancelled: the pass is void and the route may be applied for again', async () => {
      const [p] = await crowd(h(), A.id, 1);
      const a = app(await p!.post(busEndpoints.createApplication.url, body()));
      const rejected = await approver.post(endpointUrl(orderEndpoints.reject, { id: a.id }), { reason: '名额已满' });
      expect(rejected.statusCode).toBe(200);
      expect(app(await p!.get(endpointUrl(busEndpoints.getApplication, { id: a.id })))).toMatchObject({
        status: -20,
        reject_reason: '名额已满',
        pass: { status: 'void' },
      });
      const b = app(await p!.post(busEndpoints.createApplication.url, body()));
      expect((await p!.post(endpointUrl(orderEndpoints.cancel, { id: b.id }))).statusCode).toBe(200);
      expect(app(await p!.get(endpointUrl(busEndpoints.getApplication, { id: b.id })))).toMatchObject({
        status: -10,
        pass: { status: 'void' },
        can_cancel: false,
      });
      expect((await p!.post(busEndpoints.createApplication.url, body())).statusCode).toBe(201);
    });

    it('rule: the quota is checked at submit and again at approval; approving more than the seats left is refused, concurrently too', async () => {
      const route = await passLeft();
      const left = route.passQuota - route.passTaken;
      const applicants = await crowd(h(), A.id, left + 3);
      const apps: BusApplication[] = [];
      for (const p of applicants) apps.push(app(await p.post(busEndpoints.createApplication.url, body())));
      // all approved at once: exactly the seats left pass
      const results = await Promise.all(apps.map((a) => approver.post(endpointUrl(orderEndpoints.approve, { id: a.id }), {})));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(left);
      const refused = results.filter((r) => r.statusCode !== 200);
      expect(
        refused.every(
          (r) => r.statusCode === 400 && r.json<{ non_field_errors: string[] }>().non_field_errors[0] === '该线路乘车名额已满，无法通过',
        ),
      ).toBe(true);
      expect((await passLeft()).passTaken).toBe(route.passQuota);
      // now full: a new application is refused at submit
      const [late] = await crowd(h(), A.id, 1);
      expect((await late!.post(busEndpoints.createApplication.url, body())).json()).toEqual({ non_field_errors: ['该线路乘车名额已满'] });
    });

    it('bad input: Chinese field errors; dates checked; plant lines need no application; only through this endpoint', async () => {
      const [p] = await crowd(h(), A.id, 1);
      expect((await p!.post(busEndpoints.createApplication.url, {})).json()).toEqual({
        route_id: ['请选择线路'],
        stop_id: ['请选择上车站点'],
        start_date: ['请选择开始日期'],
        end_date: ['请选择结束日期'],
        reason: ['请填写申请事由'],
      });
      expect((await p!.post(busEndpoints.createApplication.url, body({ start_date: addDays(today, -1) }))).json()).toEqual({
        start_date: ['开始日期不能早于今天'],
      });
      expect((await p!.post(busEndpoints.createApplication.url, body({ end_date: addDays(today, -1) }))).json()).toEqual({
        end_date: ['结束日期不能早于开始日期'],
      });
      expect(
        (
          await p!.post(
            busEndpoints.createApplication.url,
            body({ route_id: busRouteId(A.id, 'plantA'), stop_id: busStopId(A.id, 'plantA', 1) }),
          )
        ).json(),
      ).toEqual({ route_id: ['厂区班车无需申请'] });
      expect((await p!.post(busEndpoints.createApplication.url, body({ stop_id: busStopId(A.id, 'line1', 1) }))).json()).toEqual({
        stop_id: ['上车站点不在该线路上'],
      });
      expect((await adminB.post(busEndpoints.createApplication.url, body())).json()).toEqual({ route_id: ['线路不存在'] });
      const generic = await p!.post(orderEndpoints.submit.url, { order_type: 'bus', title: 'x', fields: [] });
      expect(generic.statusCode).toBe(400);
    });
  },
  { extraDeliveries: [recorder] },
);
