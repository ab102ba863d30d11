import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addHubDays,
  endpointUrl,
  hubToday,
  letOffCreatedSchema,
  letOffEndpoints as L,
  letOffSchema,
  orderEndpoints,
  outApplySchema,
  outEndpoints as O,
  publicVisitCreatedSchema,
  publicVisitSchema,
  receptionDetailSchema,
  receptionEndpoints as R,
  visitEndpoints,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { visitorPasses } from './schema.ts';
import { sweepVisitors } from './sweep.ts';
import { anonymous, approve, clientKey, codeFor, codeRecorder, reject, testClock, together, wall } from './test-kit.ts';

const codes = codeRecorder();
const clock = testClock();

describeOnDatabase(
  'visitor order types: the remaining transitions and double submits (issue 37)',
  (h) => {
    let staff: Client;
    let approver: Client;
    let admin: Client;
    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      approver = await clientOf(h(), A.id, '13800000004');
      admin = await clientOf(h(), A.id, '13800000000');
    });
    const livePasses = async (orderId: string) =>
      (await h().db.handle.db.select().from(visitorPasses).where(eq(visitorPasses.orderId, orderId))).filter((p) => p.state === 'live');

    const reception = async () => {
      const res = await staff.post(endpointUrl(R.create), {
        title: '流转测试',
        guest_company: '某单位',
        guests: [{ name: '甲' }],
        start_date: hubToday(),
        end_date: addHubDays(hubToday(), 1),
        place: '会议室',
        budget_fen: 100,
        host_ids: [staff.id],
        client_key: clientKey(),
      });
      return receptionDetailSchema.parse(res.json());
    };

    it('issue 37: reception: rejected with a reason, cancelled by its applicant, handed on to another approver (RApproveSelStaff)', async () => {
      const a = await reception();
      expect((await reject(approver, a.id, '预算过高')).statusCode).toBe(200);
      expect(receptionDetailSchema.parse((await staff.get(endpointUrl(R.get, { id: a.id }))).json())).toMatchObject({
        status: { code: -20, label: '已驳回' },
        reject_reason: '预算过高',
        can: { arrange: false, share: false },
      });
      expect((await staff.put(endpointUrl(R.updatePlans, { id: a.id }), { items: [] })).statusCode).toBe(403);
      const b = await reception();
      expect((await staff.post(endpointUrl(orderEndpoints.cancel, { id: b.id }), {})).statusCode).toBe(200);
      expect(receptionDetailSchema.parse((await staff.get(endpointUrl(R.get, { id: b.id }))).json()).status.code).toBe(-10);
      const c = await reception();
      expect((await approver.post(endpointUrl(orderEndpoints.transfer, { id: c.id }), { staff_id: admin.id })).statusCode).toBe(200);
      expect(receptionDetailSchema.parse((await admin.get(endpointUrl(R.get, { id: c.id }))).json()).can.approve).toBe(true);
      expect((await approve(admin, c.id)).statusCode).toBe(200);
      // start and finish are the applicant's
      expect((await approver.post(endpointUrl(orderEndpoints.transition, { id: c.id }), { action: 'start' })).statusCode).toBe(403);
    });

    it('issue 37: visit: the visitor withdraws while in approval (the host is no longer asked)', async () => {
      const code = await codeFor(h(), codes, A.id, '13400000001', 'visit');
      const res = await anonymous(h()).post(endpointUrl(visitEndpoints.book), {
        company_id: A.id,
        phone: '13400000001',
        code,
        visitor_name: '撤回者',
        host_name: '普通员工',
        host_phone: '13800000005',
        reason: '拜访',
        start_time: wall(0),
        end_time: wall(60),
        client_key: clientKey(),
      });
      const made = publicVisitCreatedSchema.parse(res.json());
      const cancelled = await anonymous(h()).post(endpointUrl(visitEndpoints.cancelPublicVisit, { token: made.link.token }));
      expect(publicVisitSchema.parse(cancelled.json())).toMatchObject({
        status: { code: -10, label: '已取消' },
        pass: null,
        can_cancel: false,
      });
      expect((await anonymous(h()).post(endpointUrl(visitEndpoints.cancelPublicVisit, { token: made.link.token }))).statusCode).toBe(400);
    });

    it('issue 37: let-off: rejected (no pass), or approved and expired unused (its QR dies)', async () => {
      const body = () => ({
        applicant_name: '普通员工',
        kind: 'goods',
        items: [{ name: '椅子', quantity: 1 }],
        reason: '搬家',
        start_time: wall(0),
        end_time: wall(60),
        client_key: clientKey(),
      });
      const a = letOffCreatedSchema.parse((await staff.post(endpointUrl(L.create), body())).json());
      expect((await reject(approver, a.id)).statusCode).toBe(200);
      expect(letOffSchema.parse((await staff.get(endpointUrl(L.get, { id: a.id }))).json())).toMatchObject({
        status: { code: -20 },
        pass: null,
      });
      const b = letOffCreatedSchema.parse((await staff.post(endpointUrl(L.create), body())).json());
      expect((await approve(approver, b.id)).statusCode).toBe(200);
      expect(await livePasses(b.id)).toHaveLength(1);
      clock.set(new Date(Date.now() + 2 * 3_600_000));
      await sweepVisitors(h().app.context);
      clock.reset();
      expect(letOffSchema.parse((await staff.get(endpointUrl(L.get, { id: b.id }))).json())).toMatchObject({
        status: { code: 40, label: '已过期' },
        pass: { state: 'expired', qr: null },
      });
    });

    it('issue 37: going out: withdrawn after approval before leaving, its pass dies; once out it cannot be withdrawn', async () => {
      const body = () => ({
        reason: '外出办事',
        destination: '银行',
        start_time: wall(0),
        end_time: wall(60),
        contact_phone: '13800000005',
        client_key: clientKey(),
      });
      const a = outApplySchema.parse((await staff.post(endpointUrl(O.create), body())).json());
      await approve(approver, a.id);
      expect(await livePasses(a.id)).toHaveLength(1);
      const withdrawn = outApplySchema.parse((await staff.post(endpointUrl(O.cancel, { id: a.id }))).json());
      expect(withdrawn).toMatchObject({ status: { code: -10 }, pass: { state: 'revoked', qr: null } });
      expect(await livePasses(a.id)).toHaveLength(0);
      const b = outApplySchema.parse((await staff.post(endpointUrl(O.create), body())).json());
      expect((await reject(approver, b.id)).statusCode).toBe(200);
      expect((await staff.post(endpointUrl(O.cancel, { id: b.id }))).statusCode).toBe(400);
    });

    it('issue 37: a double submit with one client key makes one going-out application and one let-off', async () => {
      const outBody = {
        reason: '外出',
        destination: '税务局',
        start_time: wall(0),
        end_time: wall(60),
        contact_phone: '13800000005',
        client_key: clientKey(),
      };
      const outs = await Promise.all(Array.from({ length: 10 }, () => staff.post(endpointUrl(O.create), outBody)));
      expect(new Set(outs.map((r) => outApplySchema.parse(r.json()).id)).size).toBe(1);
      expect(outs.filter((r) => r.statusCode === 201)).toHaveLength(1);
      const letBody = {
        applicant_name: '普通员工',
        kind: 'goods',
        items: [{ name: '箱子', quantity: 3 }],
        reason: '寄件',
        start_time: wall(0),
        end_time: wall(60),
        client_key: clientKey(),
      };
      const statuses = await together(10, () => staff.post(endpointUrl(L.create), letBody));
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    });
  },
  { codeSender: codes, now: clock.now },
);
