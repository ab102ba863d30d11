import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  endpointUrl,
  gateEndpoints,
  outApplySchema,
  outClaimableSchema,
  outEndpoints as O,
  outSessionSchema,
  outSubsidySchema,
  PUSH_MSG_TYPES,
  visitorMessages as M,
  visitorPublicEndpoints,
  visitorSettingsSchema,
  VISITOR_PUSH,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { anonymous, approve, clientKey, codeFor, codeRecorder, reject, testClock, together, wall } from './test-kit.ts';

const codes = codeRecorder();
const pushes = pushRecorder();
const clock = testClock();

describeOnDatabase(
  'going out and its subsidy (issue 37: /outApplyList, /outApplyList/outApply, /outSubsidy)',
  (h) => {
    let person: Client;
    let approver: Client;
    let guard: Client;
    let admin: Client;
    let colleague: Client;
    let staffB: Client;
    beforeAll(async () => {
      person = await clientOf(h(), A.id, '13800000006');
      approver = await clientOf(h(), A.id, '13800000004');
      guard = await clientOf(h(), A.id, '13800000001');
      admin = await clientOf(h(), A.id, '13800000000');
      colleague = await clientOf(h(), A.id, '13800000002');
      staffB = await clientOf(h(), B.id, '13800000006');
    });
    beforeEach(() => {
      clock.reset();
      pushes.clear();
    });

    const body = (minutes = 240) => ({
      reason: '客户现场调试',
      destination: '苏州工业园区',
      start_time: wall(0),
      end_time: wall(minutes),
      contact_phone: '13800000006',
      client_key: clientKey(),
    });
    const scan = (qr: string, direction: 'in' | 'out') => guard.post(endpointUrl(gateEndpoints.scan), { qr, direction });
    async function approvedOut(minutes = 240) {
      const res = await person.post(endpointUrl(O.create), body(minutes));
      expect(res.statusCode, res.body).toBe(201);
      const out = outApplySchema.parse(res.json());
      expect((await approve(approver, out.id)).statusCode).toBe(200);
      return outApplySchema.parse((await person.get(endpointUrl(O.get, { id: out.id }))).json());
    }
    async function returnedOut() {
      const out = await approvedOut();
      expect((await scan(out.pass?.qr ?? '', 'out')).statusCode).toBe(201);
      expect((await scan(out.pass?.qr ?? '', 'in')).statusCode).toBe(201);
      return out;
    }

    it('issue 37: a staff without a login proves his phone with a code and applies, lists and withdraws with the session only', async () => {
      const code = await codeFor(h(), codes, A.id, '13800000006', 'outApply');
      const opened = await anonymous(h()).post(endpointUrl(visitorPublicEndpoints.outSession), {
        company_id: A.id,
        phone: '13800000006',
        code,
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const { session, staff_name } = outSessionSchema.parse(opened.json());
      expect(staff_name).toBe('微信员工');
      const visitor = anonymous(h());
      const created = await visitor.post(endpointUrl(O.create, undefined, { session }), body());
      expect(created.statusCode, created.body).toBe(201);
      const out = outApplySchema.parse(created.json());
      expect(out).toMatchObject({ applicant: { id: person.id }, status: { code: 10, label: '审批中' }, can_cancel: true });
      const list = (await visitor.get(endpointUrl(O.list, undefined, { session }))).json() as { results: { id: string }[] };
      expect(list.results.map((r) => r.id)).toContain(out.id);
      // the generic approval detail shows its fields (module forms)
      const push = pushes.sent.find((p) => p.staffId === approver.id);
      expect(push?.message.extras).toMatchObject({ order_type: 'outApply', extra_param: { module: 'forms' } });
      const withdrawn = await visitor.post(endpointUrl(O.cancel, { id: out.id }, { session }));
      expect(outApplySchema.parse(withdrawn.json()).status.code).toBe(-10);
      // without a login or a session: AUTH_FAIL; a wrong session too
      expect((await anonymous(h()).get(endpointUrl(O.list))).statusCode).toBe(401);
      expect((await anonymous(h()).get(endpointUrl(O.list, undefined, { session: 'x'.repeat(43) }))).statusCode).toBe(401);
      // a phone that is no staff gets the same answer and no code
      const other = await anonymous(h()).post(endpointUrl(visitorPublicEndpoints.sendPhoneCode), {
        company_id: A.id,
        phone: '13312345678',
        purpose: 'outApply',
      });
      expect(other.json()).toEqual({ detail: M.codeSent });
      expect(() => codes.last('13312345678')).toThrow();
      const wrong = await anonymous(h()).post(endpointUrl(visitorPublicEndpoints.outSession), {
        company_id: A.id,
        phone: '13800000006',
        code: '000000',
      });
      expect(wrong.json()).toEqual({ code: [M.codeWrong] });
    });

    it("issue 37: a session never reaches another staff's application, nor another company's (404)", async () => {
      const mine = await approvedOut();
      const code = await codeFor(h(), codes, A.id, '13800000002', 'outApply');
      const { session } = outSessionSchema.parse(
        (
          await anonymous(h()).post(endpointUrl(visitorPublicEndpoints.outSession), { company_id: A.id, phone: '13800000002', code })
        ).json(),
      );
      expect((await anonymous(h()).get(endpointUrl(O.get, { id: mine.id }, { session }))).statusCode).toBe(404);
      expect((await anonymous(h()).post(endpointUrl(O.cancel, { id: mine.id }, { session }))).statusCode).toBe(404);
      expect((await colleague.get(endpointUrl(O.get, { id: mine.id }))).statusCode).toBe(404);
      expect((await staffB.get(endpointUrl(O.get, { id: mine.id }))).statusCode).toBe(404);
      expect((await guard.get(endpointUrl(O.get, { id: mine.id }))).statusCode).toBe(200);
    });

    it('issue 37: after approval the gate records leaving and returning; a late return is flagged to the approver', async () => {
      const out = await approvedOut(60);
      expect(out.pass?.state).toBe('live');
      expect((await scan(out.pass?.qr ?? '', 'in')).json()).toEqual({ qr: [M.wrongDirection] });
      expect((await scan(out.pass?.qr ?? '', 'out')).statusCode).toBe(201);
      expect(outApplySchema.parse((await person.get(endpointUrl(O.get, { id: out.id }))).json()).status.code).toBe(30);
      clock.set(new Date(Date.now() + 3 * 3_600_000));
      pushes.clear();
      const back = await scan(out.pass?.qr ?? '', 'in');
      expect(back.statusCode, back.body).toBe(201);
      const after = outApplySchema.parse((await person.get(endpointUrl(O.get, { id: out.id }))).json());
      expect(after).toMatchObject({
        status: { code: 40, label: '已返回' },
        late: true,
        returned: { late: true, remark: M.lateReturn },
        pass: { state: 'used' },
      });
      const flagged = pushes.sent.find((p) => p.staffId === approver.id && p.message.extras.msg_type === PUSH_MSG_TYPES.visitor);
      expect(flagged?.message.extras).toMatchObject({ msg_id: out.id, extra_param: VISITOR_PUSH.lateReturn });
    });

    it('issue 37: a subsidy claim pays days × the daily rate in fen; one claim per application (50 concurrent -> one); approved and paid out', async () => {
      const settings = await admin.put(endpointUrl(O.updateSettings), { out_daily_rate_fen: 3333, id_retention_days: 30 });
      expect(visitorSettingsSchema.parse(settings.json()).out_daily_rate_fen).toBe(3333);
      expect((await person.put(endpointUrl(O.updateSettings), { out_daily_rate_fen: 1, id_retention_days: 30 })).statusCode).toBe(403);
      const out = await returnedOut();
      const claimable = outClaimableSchema.parse((await person.get(endpointUrl(O.claimable))).json());
      const offer = claimable.find((c) => c.out_apply.id === out.id);
      expect(offer).toMatchObject({ days: out.days, daily_rate_fen: 3333, total_fen: out.days * 3333 });
      const answers = await together(50, () => person.post(endpointUrl(O.claim), { out_apply_id: out.id }));
      expect(answers.filter((s) => s === 201)).toHaveLength(1);
      expect(answers.filter((s) => s === 400)).toHaveLength(49);
      expect((await person.post(endpointUrl(O.claim), { out_apply_id: out.id })).json()).toEqual({ non_field_errors: [M.subsidyExists] });
      const mine = (await person.get(endpointUrl(O.subsidies))).json() as { results: { id: string; out_apply: { id: string } }[] };
      const claimId = mine.results.find((r) => r.out_apply.id === out.id)?.id ?? '';
      const claim = outSubsidySchema.parse((await person.get(endpointUrl(O.subsidy, { id: claimId }))).json());
      expect(claim).toMatchObject({
        days: out.days,
        daily_rate_fen: 3333,
        total_fen: out.days * 3333,
        status: { code: 10 },
        can_pay: false,
      });
      expect((await approve(approver, claimId)).statusCode).toBe(200);
      // the chain's second step: the head of 行政部
      const head = outSubsidySchema.parse((await person.get(endpointUrl(O.subsidy, { id: claimId }))).json());
      if (head.status.code === 10) expect((await approve(admin, claimId)).statusCode).toBe(200);
      expect((await person.post(endpointUrl(O.paySubsidy, { id: claimId }))).statusCode).toBe(403);
      const paid = outSubsidySchema.parse((await admin.post(endpointUrl(O.paySubsidy, { id: claimId }))).json());
      expect(paid.status).toEqual({ code: 30, label: '已发放' });
      expect(paid.paid_time).toBeTruthy();
      expect((await staffB.get(endpointUrl(O.subsidy, { id: claimId }))).statusCode).toBe(404);
    });

    it('issue 37: a rejected claim lets the application be claimed again; only returned applications of the caller are claimable', async () => {
      const out = await returnedOut();
      const first = outSubsidySchema.parse((await person.post(endpointUrl(O.claim), { out_apply_id: out.id })).json());
      expect((await reject(approver, first.id)).statusCode).toBe(200);
      expect((await person.post(endpointUrl(O.claim), { out_apply_id: out.id })).statusCode).toBe(201);
      const pending = await approvedOut();
      expect((await person.post(endpointUrl(O.claim), { out_apply_id: pending.id })).json()).toEqual({ out_apply_id: [M.outNotReturned] });
      expect((await colleague.post(endpointUrl(O.claim), { out_apply_id: out.id })).json()).toEqual({ out_apply_id: [M.outNotYours] });
    });
  },
  { codeSender: codes, extraDeliveries: [pushes], now: clock.now },
);
