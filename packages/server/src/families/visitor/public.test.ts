import { beforeAll, expect, it } from 'vitest';
import {
  endpointUrl,
  gateEndpoints,
  letOffCreatedSchema,
  letOffEndpoints as L,
  letOffSchema,
  publicCompanySchema,
  publicVisitCreatedSchema,
  publicVisitSchema,
  receptionEndpoints,
  visitEndpoints,
  visitorMessages as M,
  visitorPublicEndpoints as P,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { PUBLIC_LIMITS } from './limits.ts';
import { anonymous, approve, clientKey, codeFor, codeRecorder, wall } from './test-kit.ts';

const codes = codeRecorder();

describeOnDatabase(
  'the no-login pages (issue 37, spec 2.2: makingAppointment, companyLetOff): scoping and rate limits',
  (h) => {
    let approver: Client;
    let guard: Client;
    let staff: Client;
    let colleague: Client;
    let staffB: Client;
    beforeAll(async () => {
      approver = await clientOf(h(), A.id, '13800000004');
      guard = await clientOf(h(), A.id, '13800000001');
      staff = await clientOf(h(), A.id, '13800000005');
      colleague = await clientOf(h(), A.id, '13800000002');
      staffB = await clientOf(h(), B.id, '13800000005');
    });

    const letOffBody = (extra: Record<string, unknown> = {}) => ({
      applicant_name: '陈师傅',
      kind: 'goods',
      items: [{ name: '打印机', quantity: 2 }],
      reason: '送修',
      start_time: wall(0),
      end_time: wall(120),
      client_key: clientKey(),
      ...extra,
    });

    it('issue 37: companyLetOff without an account: the phone code, the letOff approval, one release at the gate', async () => {
      const missing = await anonymous(h()).post(endpointUrl(L.create), letOffBody());
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ company_id: [M.notFound], phone: [M.phone], code: [M.code] });
      const code = await codeFor(h(), codes, A.id, '13700000001', 'letOff');
      const res = await anonymous(h()).post(endpointUrl(L.create), letOffBody({ company_id: A.id, phone: '13700000001', code }));
      expect(res.statusCode, res.body).toBe(201);
      const made = letOffCreatedSchema.parse(res.json());
      expect(made).toMatchObject({ status: { code: 10 }, kind_label: '物品放行', staff: null, phone_masked: '137****0001' });
      expect(made.link.path).toBe(`/companyLetOff?pass=${made.link.token}`);
      expect((await approve(approver, made.id)).statusCode).toBe(200);
      const page = letOffSchema.parse((await anonymous(h()).get(endpointUrl(L.publicGet, { token: made.link.token }))).json());
      expect(page.pass?.state).toBe('live');
      const qr = page.pass?.qr ?? '';
      expect((await guard.post(endpointUrl(gateEndpoints.scan), { qr, direction: 'in' })).json()).toEqual({
        direction: [M.wrongDirection],
      });
      expect((await guard.post(endpointUrl(gateEndpoints.scan), { qr, direction: 'out' })).statusCode).toBe(201);
      expect((await guard.post(endpointUrl(gateEndpoints.scan), { qr, direction: 'out' })).json()).toEqual({ qr: [M.passUsed] });
      const released = letOffSchema.parse((await guard.get(endpointUrl(L.get, { id: made.id }))).json());
      expect(released).toMatchObject({ status: { code: 30, label: '已放行' }, release: { direction: 'out' }, pass: { state: 'used' } });
    });

    it('issue 37: a staff applies for a let-off as himself (no code); others of the company and other companies get 404', async () => {
      const res = await staff.post(endpointUrl(L.create), letOffBody({ kind: 'vehicle', items: [], plate: '苏A88888' }));
      expect(res.statusCode, res.body).toBe(201);
      const made = letOffCreatedSchema.parse(res.json());
      expect(made).toMatchObject({ staff: { id: staff.id }, plate: '苏A88888', kind: 'vehicle' });
      const mine = (await staff.get(endpointUrl(L.mine))).json() as { results: { id: string }[] };
      expect(mine.results.map((r) => r.id)).toContain(made.id);
      expect((await colleague.get(endpointUrl(L.get, { id: made.id }))).statusCode).toBe(404);
      expect((await staffB.get(endpointUrl(L.get, { id: made.id }))).statusCode).toBe(404);
      expect((await staff.post(endpointUrl(L.create), letOffBody({ kind: 'vehicle', items: [] }))).json()).toEqual({ plate: [M.plate] });
    });

    it("issue 37: a visitor's page shows its own visit and company only; any other token answers 404", async () => {
      const bookIn = async (companyId: string, phone: string, name: string) => {
        const code = await codeFor(h(), codes, companyId, phone, 'visit');
        const res = await anonymous(h()).post(endpointUrl(visitEndpoints.book), {
          company_id: companyId,
          phone,
          code,
          visitor_name: name,
          host_name: '普通员工',
          host_phone: '13800000005',
          reason: '拜访',
          start_time: wall(0),
          end_time: wall(60),
          client_key: clientKey(),
        });
        expect(res.statusCode, res.body).toBe(201);
        return publicVisitCreatedSchema.parse(res.json());
      };
      const a = await bookIn(A.id, '13600000001', '访客甲');
      const b = await bookIn(B.id, '13600000002', '访客乙');
      const pageA = await anonymous(h()).get(endpointUrl(visitEndpoints.publicVisit, { token: a.link.token }));
      const viewA = publicVisitSchema.parse(pageA.json());
      const companyA = publicCompanySchema.parse(
        (await anonymous(h()).get(endpointUrl(P.company, undefined, { company_id: A.id }))).json(),
      );
      const companyB = publicCompanySchema.parse(
        (await anonymous(h()).get(endpointUrl(P.company, undefined, { company_id: B.id }))).json(),
      );
      expect(viewA.company_name).toBe(companyA.name);
      expect(pageA.body).not.toContain('访客乙');
      expect(pageA.body).not.toContain(companyB.name);
      expect(pageA.body).not.toContain('13800000005');
      expect(pageA.body).not.toContain(b.link.token);
      // the same staff name and phone in company B are another host: B's visit is B's only
      expect(b.company_name).toBe(companyB.name);
      for (const token of [`${a.link.token.slice(0, -2)}xx`, 'short', b.link.token.toLowerCase(), '../../etc']) {
        expect((await anonymous(h()).get(endpointUrl(visitEndpoints.publicVisit, { token }))).statusCode).toBe(404);
        expect((await anonymous(h()).get(endpointUrl(L.publicGet, { token }))).statusCode).toBe(404);
        expect((await anonymous(h()).get(endpointUrl(receptionEndpoints.shared, { token }))).statusCode).toBe(404);
      }
      // a visit's token is not a let-off's nor a reception's
      expect((await anonymous(h()).get(endpointUrl(L.publicGet, { token: a.link.token }))).statusCode).toBe(404);
      expect((await anonymous(h()).get(endpointUrl(receptionEndpoints.shared, { token: a.link.token }))).statusCode).toBe(404);
      expect(
        (await anonymous(h()).get(endpointUrl(P.company, undefined, { company_id: '00000000-0000-4000-8000-000000000000' }))).statusCode,
      ).toBe(404);
    });

    it('issue 37: public reads are rate limited per client (429), other clients are not held up', async () => {
      const client = anonymous(h());
      const url = endpointUrl(P.company, undefined, { company_id: A.id });
      for (let i = 0; i < PUBLIC_LIMITS.read.max; i++) expect((await client.get(url)).statusCode).toBe(200);
      const refused = await client.get(url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: M.tooMany });
      expect((await client.get(endpointUrl(visitEndpoints.publicVisit, { token: 'a'.repeat(32) }))).statusCode).toBe(429);
      expect((await anonymous(h()).get(url)).statusCode).toBe(200);
    });

    it('issue 37: codes are rate limited per phone and per client; five wrong tries burn a code', async () => {
      const send = (c: ReturnType<typeof anonymous>) =>
        c.post(endpointUrl(P.sendPhoneCode), { company_id: A.id, phone: '13500000001', purpose: 'visit' });
      for (let i = 0; i < PUBLIC_LIMITS.codesPerPhone.max; i++) expect((await send(anonymous(h()))).statusCode).toBe(200);
      expect((await send(anonymous(h()))).statusCode).toBe(429);
      const code = await codeFor(h(), codes, A.id, '13500000002', 'visit');
      const attempt = (c: string) =>
        anonymous(h()).post(endpointUrl(visitEndpoints.book), {
          company_id: A.id,
          phone: '13500000002',
          code: c,
          visitor_name: '猜码者',
          host_name: '普通员工',
          host_phone: '13800000005',
          reason: '拜访',
          start_time: wall(0),
          end_time: wall(60),
          client_key: clientKey(),
        });
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await attempt(wrong)).json()).toEqual({ code: [M.codeWrong] });
      expect((await attempt(code)).json()).toEqual({ code: [M.codeWrong] });
      // an unknown company is 404 and sends nothing
      const unknown = await anonymous(h()).post(endpointUrl(P.sendPhoneCode), {
        company_id: 'nope',
        phone: '13500000003',
        purpose: 'visit',
      });
      expect(unknown.statusCode).toBe(404);
    });
  },
  { codeSender: codes },
);
