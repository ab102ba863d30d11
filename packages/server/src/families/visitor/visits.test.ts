import { beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  endpointUrl,
  gateEndpoints,
  gateScanResultSchema,
  PUSH_MSG_TYPES,
  publicVisitCreatedSchema,
  publicVisitSchema,
  visitEndpoints,
  visitorMessages as M,
  visitSchema,
  VISITOR_PUSH,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { orders } from '../../platform/orders/schema.ts';
import { anonymous, approve, clientKey, codeFor, codeRecorder, reject, send, testClock, together, wall } from './test-kit.ts';
import { visitorPasses, visitorVisits } from './schema.ts';
import { sweepVisitors } from './sweep.ts';

const codes = codeRecorder();
const pushes = pushRecorder();
const clock = testClock();

describeOnDatabase(
  'visits (issue 37: makingAppointment, approvalVisitDetail, the gate)',
  (h) => {
    let host: Client;
    let guard: Client;
    let staffB: Client;
    let guardB: Client;
    let other: Client;
    beforeAll(async () => {
      host = await clientOf(h(), A.id, '13800000005');
      guard = await clientOf(h(), A.id, '13800000001');
      other = await clientOf(h(), A.id, '13800000002');
      staffB = await clientOf(h(), B.id, '13800000005');
      guardB = await clientOf(h(), B.id, '13800000001');
    });
    beforeEach(() => {
      clock.reset();
      pushes.clear();
    });

    let phoneCount = 0;
    /** A visitor books a visit to 普通员工 of company A (window: from now for two hours). */
    async function book(extra: Record<string, unknown> = {}, companyId = A.id) {
      const phone = `139${String(10_000_000 + ++phoneCount).slice(-8)}`;
      const code = await codeFor(h(), codes, companyId, phone, 'visit');
      const body = {
        company_id: companyId,
        phone,
        code,
        visitor_name: '赵六',
        id_number: '110101199003071234',
        host_name: '普通员工',
        host_phone: '13800000005',
        reason: '洽谈合作',
        start_time: wall(0),
        end_time: wall(120),
        client_key: clientKey(),
        ...extra,
      };
      const res = await anonymous(h()).post(endpointUrl(visitEndpoints.book), body);
      return { res, body, phone };
    }
    async function bookedAndApproved() {
      const { res, body } = await book();
      expect(res.statusCode, res.body).toBe(201);
      const made = publicVisitCreatedSchema.parse(res.json());
      const [row] = await h().db.handle.db.select().from(visitorVisits).where(eq(visitorVisits.linkToken, made.link.token));
      const id = row?.id ?? '';
      expect((await approve(host, id)).statusCode).toBe(200);
      const page = publicVisitSchema.parse(
        (await anonymous(h()).get(endpointUrl(visitEndpoints.publicVisit, { token: made.link.token }))).json(),
      );
      return { id, token: made.link.token, qr: page.pass?.qr ?? '', body };
    }
    const scan = (c: Client, qr: string, direction: 'in' | 'out') => c.post(endpointUrl(gateEndpoints.scan), { qr, direction });

    it('issue 37: a visitor with no account books with a phone code; the host is pushed to approve, approves, and the visitor sees one live pass', async () => {
      const { res } = await book();
      expect(res.statusCode, res.body).toBe(201);
      const made = publicVisitCreatedSchema.parse(res.json());
      expect(made).toMatchObject({
        status: { code: 10, label: '待审批' },
        host_name: '普通员工',
        pass: null,
        id_number_masked: '110101********1234',
      });
      expect(made.link.path).toBe(`/makingAppointment?visit=${made.link.token}`);
      const toHost = pushes.sent.find((p) => p.staffId === host.id && p.message.extras.msg_type === PUSH_MSG_TYPES.approval);
      expect(toHost?.message.extras).toMatchObject({ order_type: 'visit', extra_param: { module: 'visit', action_type: 'approve' } });
      expect(toHost?.message.content).toContain('访客提交的来访');
      const [row] = await h().db.handle.db.select().from(visitorVisits).where(eq(visitorVisits.linkToken, made.link.token));
      expect((await approve(host, row?.id ?? '')).statusCode).toBe(200);
      const page = publicVisitSchema.parse(
        (await anonymous(h()).get(endpointUrl(visitEndpoints.publicVisit, { token: made.link.token }))).json(),
      );
      expect(page.status).toEqual({ code: 20, label: '待到访' });
      expect(page.pass?.state).toBe('live');
      expect(page.pass?.qr).toMatch(/^CHP1\.[0-9A-Z]{24}$/);
    });

    it('issue 37: the guard scans the pass in once (a second scan is refused) and the host is told; then out, and the pass is used up', async () => {
      const v = await bookedAndApproved();
      pushes.clear();
      const first = await scan(guard, v.qr, 'in');
      expect(first.statusCode, first.body).toBe(201);
      const result = gateScanResultSchema.parse(first.json());
      expect(result.record).toMatchObject({ direction: 'in', guard: { id: guard.id } });
      expect(result.subject).toMatchObject({ kind: 'visit', status: { code: 30 }, open_directions: ['out'] });
      const arrived = pushes.sent.find((p) => p.staffId === host.id && p.message.extras.msg_type === PUSH_MSG_TYPES.visitor);
      expect(arrived?.message.extras).toMatchObject({ msg_id: v.id, extra_param: VISITOR_PUSH.arrived });
      const again = await scan(guard, v.qr, 'in');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ qr: [M.passUsed] });
      expect((await scan(guard, v.qr, 'out')).statusCode).toBe(201);
      expect((await scan(guard, v.qr, 'out')).json()).toEqual({ qr: [M.passUsed] });
      const detail = visitSchema.parse((await host.get(endpointUrl(visitEndpoints.get, { id: v.id }))).json());
      expect(detail.status.code).toBe(40);
      expect(detail.pass).toMatchObject({ state: 'used', qr: null });
      expect(detail.gate_records.map((r) => r.direction)).toEqual(['in', 'out']);
    });

    it('issue 37: 50 concurrent scans of one pass record exactly one entry; the others are told it was used', async () => {
      const v = await bookedAndApproved();
      const codesOf = await together(50, () => scan(guard, v.qr, 'in'));
      expect(codesOf.filter((c) => c === 201)).toHaveLength(1);
      expect(codesOf.filter((c) => c === 400)).toHaveLength(49);
      const detail = visitSchema.parse((await host.get(endpointUrl(visitEndpoints.get, { id: v.id }))).json());
      expect(detail.gate_records).toHaveLength(1);
    });

    it('issue 37: a pass of another company is refused at the gate, and only the gate may scan', async () => {
      const v = await bookedAndApproved();
      expect((await scan(guardB, v.qr, 'in')).json()).toEqual({ qr: [M.passOtherCompany] });
      expect((await guardB.get(endpointUrl(gateEndpoints.preview, undefined, { qr: v.qr }))).json()).toEqual({ qr: [M.passOtherCompany] });
      const notGuard = await scan(other, v.qr, 'in');
      expect(notGuard.statusCode).toBe(403);
      expect((await scan(guard, 'CHP1.ABCDEFGHJKMNPQRSTVWXYZ01', 'in')).json()).toEqual({ qr: [M.passUnknown] });
      expect((await scan(guard, 'not a pass', 'in')).json()).toEqual({ qr: [M.passUnknown] });
    });

    it('issue 37: a scan outside the window is refused (the same check as every path)', async () => {
      const v = await bookedAndApproved();
      clock.set(new Date(Date.now() + 3 * 3_600_000));
      expect((await scan(guard, v.qr, 'in')).json()).toEqual({ qr: [M.passTooLate] });
      clock.reset();
      const later = await book({ start_time: wall(180), end_time: wall(240) });
      const made = publicVisitCreatedSchema.parse(later.res.json());
      const [row] = await h().db.handle.db.select().from(visitorVisits).where(eq(visitorVisits.linkToken, made.link.token));
      await approve(host, row?.id ?? '');
      const page = publicVisitSchema.parse(
        (await anonymous(h()).get(endpointUrl(visitEndpoints.publicVisit, { token: made.link.token }))).json(),
      );
      expect((await scan(guard, page.pass?.qr ?? '', 'in')).json()).toEqual({ qr: [M.passTooEarly] });
    });

    it('issue 37: changing a visit kills the old QR and issues exactly one new pass', async () => {
      const v = await bookedAndApproved();
      const res = await send(h(), host, 'PATCH', endpointUrl(visitEndpoints.change, { id: v.id }), {
        start_time: wall(10),
        end_time: wall(300),
      });
      expect(res.statusCode, res.body).toBe(200);
      const changed = visitSchema.parse(res.json());
      expect(changed.pass?.qr).toBeTruthy();
      expect(changed.pass?.qr).not.toBe(v.qr);
      expect((await scan(guard, v.qr, 'in')).json()).toEqual({ qr: [M.passNotLive] });
      const live = await h().db.handle.db.select().from(visitorPasses).where(eq(visitorPasses.orderId, v.id));
      expect(live.filter((p) => p.state === 'live')).toHaveLength(1);
      expect((await scan(guard, changed.pass?.qr ?? '', 'in')).statusCode).toBe(201);
      // only the host changes it
      expect(
        (await send(h(), other, 'PATCH', endpointUrl(visitEndpoints.change, { id: v.id }), { start_time: wall(10), end_time: wall(300) }))
          .statusCode,
      ).toBe(404);
    });

    it("issue 37: cancelling a visit (by the visitor's link or the host) kills its QR; a rejected visit never gets one", async () => {
      const v = await bookedAndApproved();
      const cancelled = await anonymous(h()).post(endpointUrl(visitEndpoints.cancelPublicVisit, { token: v.token }));
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(publicVisitSchema.parse(cancelled.json())).toMatchObject({ status: { code: -10 }, pass: { state: 'revoked', qr: null } });
      expect((await scan(guard, v.qr, 'in')).json()).toEqual({ qr: [M.passNotLive] });
      const w = await bookedAndApproved();
      const byHost = await host.post(endpointUrl(visitEndpoints.cancel, { id: w.id }), {});
      expect(visitSchema.parse(byHost.json())).toMatchObject({ status: { code: -10 }, pass: { state: 'revoked' } });
      const { res } = await book();
      const made = publicVisitCreatedSchema.parse(res.json());
      const [row] = await h().db.handle.db.select().from(visitorVisits).where(eq(visitorVisits.linkToken, made.link.token));
      expect((await reject(host, row?.id ?? '')).statusCode).toBe(200);
      const page = publicVisitSchema.parse(
        (await anonymous(h()).get(endpointUrl(visitEndpoints.publicVisit, { token: made.link.token }))).json(),
      );
      expect(page).toMatchObject({ status: { code: -20 }, reject_reason: '信息不全', pass: null, can_cancel: false });
    });

    it('issue 37: a host invites a visitor: approved at once with its pass and a link for the visitor', async () => {
      const res = await host.post(endpointUrl(visitEndpoints.invite), {
        visitor_name: '钱七',
        phone: '13911112222',
        reason: '面试',
        start_time: wall(0),
        end_time: wall(60),
        plate: '苏e12345',
        client_key: clientKey(),
      });
      expect(res.statusCode, res.body).toBe(201);
      const v = visitSchema.parse(res.json());
      expect(v).toMatchObject({ invited: true, status: { code: 20 }, plate: '苏E12345', pass: { state: 'live' } });
      expect(v.link?.path).toContain('/makingAppointment?visit=');
      const page = publicVisitSchema.parse(
        (await anonymous(h()).get(endpointUrl(visitEndpoints.publicVisit, { token: v.link?.token ?? '' }))).json(),
      );
      expect(page.pass?.qr).toBe(v.pass?.qr);
    });

    it('issue 37: the same client key with the same code answers the same visit (200); a wrong code is refused', async () => {
      const { res, body } = await book();
      const first = publicVisitCreatedSchema.parse(res.json());
      const again = await anonymous(h()).post(endpointUrl(visitEndpoints.book), body);
      expect(again.statusCode).toBe(200);
      expect(publicVisitCreatedSchema.parse(again.json()).link.token).toBe(first.link.token);
      const wrong = await anonymous(h()).post(endpointUrl(visitEndpoints.book), { ...body, client_key: clientKey(), code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: [M.codeWrong] });
    });

    it('issue 37: the host is named by name and phone; a wrong pair says nothing more (no staff directory)', async () => {
      const { res } = await book({ host_name: '不存在的人' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ host_name: [M.hostUnknown] });
      const bad = await anonymous(h()).post(endpointUrl(visitEndpoints.book), { company_id: A.id, phone: '123' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json() as object)).toEqual(expect.arrayContaining(['phone', 'code', 'visitor_name']));
    });

    it('issue 37: the ID number is stored masked for every view, kept out of the order, and purged after the retention period', async () => {
      const v = await bookedAndApproved();
      const db = h().db.handle.db;
      const [order] = await db.select().from(orders).where(eq(orders.id, v.id));
      expect(JSON.stringify(order?.payload)).not.toContain('110101199003071234');
      expect(JSON.stringify(order?.payload)).toContain('110101********1234');
      const detail = await host.get(endpointUrl(visitEndpoints.get, { id: v.id }));
      expect(detail.body).not.toContain('199003071234');
      const [stored] = await db.select().from(visitorVisits).where(eq(visitorVisits.id, v.id));
      expect(stored?.idNumber).toBe('110101199003071234');
      clock.set(new Date(Date.now() + 20 * 86_400_000));
      await sweepVisitors(h().app.context);
      expect((await db.select().from(visitorVisits).where(eq(visitorVisits.id, v.id)))[0]?.idNumber).toBe('110101199003071234');
      clock.set(new Date(Date.now() + 31 * 86_400_000));
      await sweepVisitors(h().app.context);
      const [purged] = await db.select().from(visitorVisits).where(eq(visitorVisits.id, v.id));
      expect(purged).toMatchObject({ idNumber: null, idNumberMasked: '110101********1234' });
      expect(purged?.idPurgedAt).not.toBeNull();
    });

    it('issue 37: whoever is still inside after the day ends is checked out once, with the reason; an unused pass expires', async () => {
      const inside = await bookedAndApproved();
      expect((await scan(guard, inside.qr, 'in')).statusCode).toBe(201);
      const unused = await bookedAndApproved();
      clock.set(new Date(Date.now() + 2 * 86_400_000));
      await sweepVisitors(h().app.context);
      await sweepVisitors(h().app.context);
      const left = visitSchema.parse((await host.get(endpointUrl(visitEndpoints.get, { id: inside.id }))).json());
      expect(left.status.code).toBe(40);
      expect(left.gate_records.filter((r) => r.direction === 'out')).toEqual([
        expect.objectContaining({ guard: null, remark: M.endOfDay }),
      ]);
      const expired = visitSchema.parse((await host.get(endpointUrl(visitEndpoints.get, { id: unused.id }))).json());
      expect(expired).toMatchObject({ status: { code: 50, label: '已过期' }, pass: { state: 'expired', qr: null } });
    });

    it('issue 37: a visit is seen by its host, approvers and the gate; never by another staff or company (404)', async () => {
      const v = await bookedAndApproved();
      expect((await guard.get(endpointUrl(visitEndpoints.get, { id: v.id }))).statusCode).toBe(200);
      const asGuard = visitSchema.parse((await guard.get(endpointUrl(visitEndpoints.get, { id: v.id }))).json());
      expect(asGuard.phone).toBeNull();
      expect(asGuard.link).toBeNull();
      expect((await other.get(endpointUrl(visitEndpoints.get, { id: v.id }))).statusCode).toBe(404);
      expect((await staffB.get(endpointUrl(visitEndpoints.get, { id: v.id }))).statusCode).toBe(404);
      const mine = (await host.get(endpointUrl(visitEndpoints.list))).json() as { results: { id: string }[] };
      expect(mine.results.map((r) => r.id)).toContain(v.id);
      const theirs = (await staffB.get(endpointUrl(visitEndpoints.list))).json() as { results: { id: string }[] };
      expect(theirs.results.map((r) => r.id)).not.toContain(v.id);
    });
  },
  { codeSender: codes, extraDeliveries: [pushes], now: clock.now },
);
