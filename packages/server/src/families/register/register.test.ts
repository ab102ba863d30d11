import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  approvalEndpoints,
  authEndpoints,
  endpointUrl,
  orderEndpoints,
  registerEndpoints,
  registerResultSchema,
  smsCodeEndpoints,
  specialLoginEndpoints,
  type SmsCodePurpose,
} from '@campus/contracts';
import { A, B, auth, describeOnDatabase, staffId } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import type { CodeRecipient, CodeSender } from '../../platform/identity/reset-codes.ts';
import { staff } from '../../platform/db/schema.ts';
import { seedId } from '../../platform/seed/ids.ts';
import { registerApplications } from './schema.ts';
import { chainFor, createAtOnce, submitApplication } from './registration.ts';
import { tellDecisions } from './notify.ts';
import type { ApplicationData } from './application-data.ts';
import { DEMO_INVITE_CODE } from './seed.ts';

const sms: { to: CodeRecipient; code: string; purpose: string }[] = [];
const sender: CodeSender = {
  async send(to, code, purpose) {
    sms.push({ to, code, purpose });
  },
};
let clock = new Date('2026-11-29T08:00:00Z');
/** Every test starts past the minute between two codes and the write window of the last one. */
const nextMinute = () => (clock = new Date(clock.getTime() + 61_000));
let seq = 0;
const freshPhone = () => `1370000${String(1000 + ++seq)}`;
let ipSeq = 0;
const freshIp = () => `198.51.100.${String(++ipSeq % 250)}`;

describeOnDatabase(
  'register (issue 40): students, staff applications on the workflow, quick registration, the status check',
  (h) => {
    let approverA: Client;
    let approverB: Client;
    let adminB: Client;
    let staffB: Client;
    beforeAll(async () => {
      approverA = await clientOf(h(), A.id, '13800000004');
      approverB = await clientOf(h(), B.id, '13800000004');
      adminB = await clientOf(h(), B.id, '13800000000');
      staffB = await clientOf(h(), B.id, '13800000005');
    });
    const db = () => h().db.handle.db;
    const post = (url: string, payload: object, remoteAddress = freshIp()) =>
      h().app.inject({ method: 'POST', url, payload, remoteAddress });

    async function codeFor(companyId: string, phone: string, purpose: SmsCodePurpose): Promise<string> {
      nextMinute();
      const res = await post(endpointUrl(smsCodeEndpoints.send), { company_id: companyId, phone, purpose });
      expect(res.statusCode).toBe(200);
      const last = sms.filter((s) => s.to.phone === phone && s.to.companyId === companyId).at(-1);
      if (!last) throw new Error('no code');
      return last.code;
    }
    const students = endpointUrl(registerEndpoints.registerStudent);
    const staffs = endpointUrl(registerEndpoints.registerStaff);
    const quick = endpointUrl(registerEndpoints.registerQuick);
    const status = endpointUrl(registerEndpoints.status);
    const dept = (companyId: string, key = 'logistics') => seedId(companyId, `department:${key}`);

    async function applyAsStaff(companyId: string, phone: string, name = '新员工') {
      const code = await codeFor(companyId, phone, 'register');
      const res = await post(staffs, { company_id: companyId, phone, code, name, job: '仓库管理员', department_id: dept(companyId) });
      expect(res.statusCode, res.body).toBe(201);
      return registerResultSchema.parse(res.json());
    }
    async function statusOf(companyId: string, phone: string) {
      const code = await codeFor(companyId, phone, 'staff_login');
      const res = await post(status, { company_id: companyId, phone, code });
      return res;
    }
    const accountsOf = (companyId: string, phone: string) =>
      db()
        .select({ id: staff.id, isActive: staff.isActive, departmentId: staff.departmentId })
        .from(staff)
        .where(and(eq(staff.companyId, companyId), eq(staff.phone, phone)));

    it('studentRegister where students are active at once (sa): a login at once, a first password, then the usual login', async () => {
      const phone = freshPhone();
      const code = await codeFor(B.id, phone, 'register');
      const res = await post(students, { company_id: B.id, phone, code, name: '李同学', student_no: 's2026001', class_name: '计科2班' });
      expect(res.statusCode, res.body).toBe(201);
      const result = registerResultSchema.parse(res.json());
      expect(result.application).toMatchObject({
        kind: 'student',
        status: 'approved',
        status_label: '已通过',
        student_no: 'S2026001',
        class_name: '计科2班',
      });
      expect(result.auth?.name).toBe('李同学');
      expect(result.needs_password).toBe(true);
      const headers = auth(result.auth?.token ?? '');
      const url = endpointUrl(registerEndpoints.setPassword);
      const weak = await h().app.inject({ method: 'POST', url, headers, payload: { new_password: 'short' } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toHaveProperty('new_password');
      const set = await h().app.inject({ method: 'POST', url, headers, payload: { new_password: 'Student2026' } });
      expect(set.statusCode).toBe(200);
      const again = await h().app.inject({ method: 'POST', url, headers, payload: { new_password: 'Student2027' } });
      expect(again.json()).toEqual({ new_password: ['已设置过登录密码，请在个人中心修改密码'] });
      const login = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        payload: { phone, password: 'Student2026', company_id: B.id },
      });
      expect(login.statusCode).toBe(200);
      // the same student number registers once
      const other = freshPhone();
      const second = await post(students, {
        company_id: B.id,
        phone: other,
        code: await codeFor(B.id, other, 'register'),
        name: '王同学',
        student_no: 'S2026001',
        class_name: '计科2班',
      });
      expect(second.json()).toEqual({ student_no: ['该学号已注册'] });
    });

    it('studentRegister where students are approved (ln): waits as a studentRegister order; approval makes the login', async () => {
      const phone = freshPhone();
      const code = await codeFor(A.id, phone, 'register');
      const res = await post(students, { company_id: A.id, phone, code, name: '赵同学', student_no: 'L100', class_name: '一班' });
      const result = registerResultSchema.parse(res.json());
      expect(result).toMatchObject({ auth: null, application: { status: 'pending', status_label: '审批中' } });
      const orderId = result.application.order_id ?? '';
      const order = await approverA.get(endpointUrl(orderEndpoints.get, { id: orderId }));
      expect(order.json()).toMatchObject({ order_type: 'studentRegister', status_label: '审批中' });
      expect((await approverA.post(endpointUrl(orderEndpoints.approve, { id: orderId }), {})).statusCode).toBe(200);
      const after = registerResultSchema.parse((await statusOf(A.id, phone)).json());
      expect(after.application.status).toBe('approved');
      expect(after.auth?.phone).toBe(phone);
    });

    it('staffRegister: an order for 审批人 showing name, phone, job and department; approval activates the account in that department and tells the applicant', async () => {
      const phone = freshPhone();
      const result = await applyAsStaff(B.id, phone, '钱新员');
      expect(result).toMatchObject({
        auth: null,
        needs_password: false,
        application: { status: 'pending', department: '后勤部', job: '仓库管理员' },
      });
      expect(await accountsOf(B.id, phone)).toEqual([{ id: expect.any(String), isActive: false, departmentId: dept(B.id) }]);
      // an account waiting for approval cannot sign in, nor get a reset code
      const pending = registerResultSchema.parse((await statusOf(B.id, phone)).json());
      expect(pending).toMatchObject({ auth: null, application: { status: 'pending' } });
      const todo = (await approverB.get(`${endpointUrl(approvalEndpoints.todo)}?order_type=staffRegister`)).json() as {
        results: { id: string }[];
      };
      const orderId = result.application.order_id ?? '';
      expect(todo.results.map((r) => r.id)).toContain(orderId);
      const detail = (await approverB.get(endpointUrl(orderEndpoints.get, { id: orderId }))).json() as {
        title: string;
        fields: { label: string; value: string }[];
      };
      expect(detail.title).toBe('员工注册：钱新员');
      expect(detail.fields).toEqual([
        { label: '姓名', value: '钱新员' },
        { label: '手机号', value: phone },
        { label: '岗位', value: '仓库管理员' },
        { label: '部门', value: '后勤部' },
      ]);
      expect((await approverB.post(endpointUrl(orderEndpoints.approve, { id: orderId }), {})).statusCode).toBe(200);
      expect(await accountsOf(B.id, phone)).toEqual([{ id: expect.any(String), isActive: true, departmentId: dept(B.id) }]);
      await tellDecisions(h().app.context);
      expect(sms.filter((s) => s.to.phone === phone).at(-1)).toMatchObject({ purpose: 'register_approved', to: { companyId: B.id } });
      // told once however often the sweep runs
      await tellDecisions(h().app.context);
      expect(sms.filter((s) => s.to.phone === phone && s.purpose === 'register_approved')).toHaveLength(1);
      const signedIn = registerResultSchema.parse((await statusOf(B.id, phone)).json());
      expect(signedIn).toMatchObject({
        needs_password: true,
        application: { status: 'approved' },
        auth: { name: '钱新员', department: '后勤部' },
      });
    });

    it('a rejection is shown at staffLogin with its reason and told by SMS; the phone may apply again', async () => {
      const phone = freshPhone();
      const first = await applyAsStaff(B.id, phone);
      const orderId = first.application.order_id ?? '';
      const reject = await approverB.post(endpointUrl(orderEndpoints.reject, { id: orderId }), { reason: '查无此人' });
      expect(reject.statusCode).toBe(200);
      const seen = registerResultSchema.parse((await statusOf(B.id, phone)).json());
      expect(seen).toMatchObject({ auth: null, application: { status: 'rejected', status_label: '已驳回', reject_reason: '查无此人' } });
      await tellDecisions(h().app.context);
      expect(sms.filter((s) => s.to.phone === phone).some((s) => s.purpose === 'register_rejected')).toBe(true);
      const second = await applyAsStaff(B.id, phone);
      expect(second.application.status).toBe('pending');
      const accounts = await accountsOf(B.id, phone);
      expect(accounts).toHaveLength(1);
    });

    it('refusals before the code is used: an existing account, a waiting application, an unknown department', async () => {
      const code = await codeFor(B.id, '13800000005', 'register');
      const taken = await post(staffs, {
        company_id: B.id,
        phone: '13800000005',
        code,
        name: '普通',
        job: '职员',
        department_id: dept(B.id),
      });
      expect(taken.json()).toEqual({ phone: ['该手机号已注册，请直接登录'] });
      const phone = freshPhone();
      await applyAsStaff(B.id, phone);
      const again = await post(staffs, {
        company_id: B.id,
        phone,
        code: await codeFor(B.id, phone, 'register'),
        name: '新员工',
        job: '职员',
        department_id: dept(B.id),
      });
      expect(again.json()).toEqual({ phone: ['该手机号已有待审批的注册申请'] });
      // another company's department is unknown here
      const other = freshPhone();
      const foreign = await post(staffs, {
        company_id: B.id,
        phone: other,
        code: await codeFor(B.id, other, 'register'),
        name: '新员工',
        job: '职员',
        department_id: dept(A.id),
      });
      expect(foreign.json()).toEqual({ department_id: ['部门不存在'] });
    });

    it('bad input: 400 with Chinese field errors; an unknown company 404; a wrong code 400 on the code', async () => {
      const empty = await post(staffs, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        company_id: ['请选择单位'],
        phone: ['请输入手机号'],
        code: ['请输入验证码'],
        name: ['请输入姓名'],
        job: ['请输入岗位'],
        department_id: ['请选择部门'],
      });
      const unknown = await post(students, {
        company_id: randomUUID(),
        phone: freshPhone(),
        code: '123456',
        name: '甲',
        student_no: 'A1',
        class_name: '一班',
      });
      expect(unknown.statusCode).toBe(404);
      const phone = freshPhone();
      const right = await codeFor(B.id, phone, 'register');
      const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
      const res = await post(students, { company_id: B.id, phone, code: wrong, name: '甲', student_no: 'B77', class_name: '一班' });
      expect(res.json()).toEqual({ code: ['验证码错误或已过期'] });
      const none = await statusOf(B.id, freshPhone());
      expect(none.json()).toEqual({ phone: ['未找到该手机号的注册申请'] });
    });

    it('one account per phone per company: 50 applications of one phone at once leave one account and one waiting application', async () => {
      const phone = freshPhone();
      const chain = await chainFor(db(), B.id, 'staffRegister', dept(B.id));
      const data = (): ApplicationData => ({
        application_id: randomUUID(),
        kind: 'staff',
        phone,
        name: '并发',
        department_id: dept(B.id),
        department: '后勤部',
        job: '职员',
        student_no: null,
        class_name: null,
        invitation_id: null,
      });
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => submitApplication(h().app.context, B.id, randomUUID(), data(), chain)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ fields: { phone: [expect.any(String)] } });
      expect(await accountsOf(B.id, phone)).toHaveLength(1);
      const apps = await db()
        .select()
        .from(registerApplications)
        .where(and(eq(registerApplications.companyId, B.id), eq(registerApplications.phone, phone)));
      expect(apps).toHaveLength(1);
      // and at once (students, quick registration): 50 more of a new phone, one account
      const other = freshPhone();
      const atOnce = await Promise.allSettled(
        Array.from({ length: 50 }, () => createAtOnce(h().app.context, B.id, randomUUID(), { ...data(), kind: 'student', phone: other })),
      );
      expect(atOnce.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await accountsOf(B.id, other)).toEqual([{ id: expect.any(String), isActive: true, departmentId: dept(B.id) }]);
    });

    it('a code works once: 50 registrations with the same phone and code at once, exactly one 201', async () => {
      const phone = freshPhone();
      const code = await codeFor(B.id, phone, 'register');
      const body = { company_id: B.id, phone, code, name: '并发生', student_no: 'R50', class_name: '一班' };
      const answers = await Promise.all(Array.from({ length: 50 }, () => post(students, body)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(49);
      expect(await accountsOf(B.id, phone)).toHaveLength(1);
    });

    it('approving twice, or 20 approvals at once, makes one account', async () => {
      const phone = freshPhone();
      const result = await applyAsStaff(B.id, phone);
      const url = endpointUrl(orderEndpoints.approve, { id: result.application.order_id ?? '' });
      const answers = await Promise.all(Array.from({ length: 20 }, () => approverB.post(url, {})));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.every((r) => r.statusCode < 500)).toBe(true);
      expect((await approverB.post(url, {})).statusCode).toBe(400);
      expect(await accountsOf(B.id, phone)).toEqual([{ id: expect.any(String), isActive: true, departmentId: dept(B.id) }]);
      const apps = await db()
        .select()
        .from(registerApplications)
        .where(and(eq(registerApplications.companyId, B.id), eq(registerApplications.phone, phone)));
      expect(apps.map((a) => a.status)).toEqual(['approved']);
    });

    it('quickRegister: refused where the company has not opened it; an invitation code makes an active account in its department, once per use', async () => {
      const closedPhone = freshPhone();
      const closed = await post(quick, {
        company_id: A.id,
        phone: closedPhone,
        code: await codeFor(A.id, closedPhone, 'quick_register'),
        name: '快注',
        invite_code: DEMO_INVITE_CODE,
      });
      expect(closed.json()).toEqual({ non_field_errors: ['本单位未开放快速注册，请提交员工注册申请'] });
      const company = (await h().app.inject({ method: 'GET', url: `${endpointUrl(registerEndpoints.company)}?company_id=${A.id}` })).json();
      expect(company).toMatchObject({ id: A.id, quick_register: false, student_needs_approval: true });

      const phone = freshPhone();
      const res = await post(quick, {
        company_id: B.id,
        phone,
        code: await codeFor(B.id, phone, 'quick_register'),
        name: '快注',
        invite_code: 'join 2026',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(registerResultSchema.parse(res.json())).toMatchObject({
        application: { kind: 'quick', status: 'approved', department: '信息中心' },
        auth: { name: '快注' },
      });

      // an admin's code for one use: two registrations at once, one account
      const made = await adminB.post(endpointUrl(registerEndpoints.createInvitation), {
        department_id: dept(B.id, 'security'),
        job: '保安',
        max_uses: 1,
      });
      expect(made.statusCode).toBe(201);
      const invite = made.json() as { id: string; code: string; state: string };
      expect(invite.state).toBe('active');
      const preview = await h().app.inject({
        method: 'GET',
        url: `${endpointUrl(registerEndpoints.invitation)}?company_id=${B.id}&code=${invite.code.toLowerCase()}`,
      });
      expect(preview.json()).toEqual({ valid: true, department: '保卫部', job: '保安' });
      const two = [freshPhone(), freshPhone()];
      const codes = await Promise.all(two.map((p) => codeFor(B.id, p, 'quick_register')));
      const both = await Promise.all(
        two.map((p, i) => post(quick, { company_id: B.id, phone: p, code: codes[i], name: '保安', invite_code: invite.code })),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(both.find((r) => r.statusCode === 400)?.json()).toEqual({ invite_code: ['邀请码无效、已撤销或已过期'] });

      // revoked: refused at once
      const made2 = (await adminB.post(endpointUrl(registerEndpoints.createInvitation), { department_id: dept(B.id) })).json() as {
        id: string;
        code: string;
      };
      const revoked = await adminB.post(endpointUrl(registerEndpoints.revokeInvitation, { id: made2.id }), {});
      expect(revoked.json()).toMatchObject({ state: 'revoked', state_label: '已撤销' });
      const late = freshPhone();
      const refused = await post(quick, {
        company_id: B.id,
        phone: late,
        code: await codeFor(B.id, late, 'quick_register'),
        name: '迟到',
        invite_code: made2.code,
      });
      expect(refused.json()).toEqual({ invite_code: ['邀请码无效、已撤销或已过期'] });
      const list = (await adminB.get(endpointUrl(registerEndpoints.invitations))).json() as { results: { id: string }[] };
      const order = list.results.map((r) => r.id);
      // newest first (the seeded code was made on the real clock, after this suite's)
      expect(order.indexOf(made2.id)).toBeLessThan(order.indexOf(invite.id));
      expect(order.indexOf(invite.id)).toBeGreaterThan(-1);
    });

    it('admin only: settings and invitation codes; a staff gets 403; settings change what the forms say', async () => {
      expect((await staffB.get(endpointUrl(registerEndpoints.invitations))).statusCode).toBe(403);
      expect(
        (await staffB.put(endpointUrl(registerEndpoints.updateSettings), { student_needs_approval: true, quick_register: false }))
          .statusCode,
      ).toBe(403);
      const set = await adminB.put(endpointUrl(registerEndpoints.updateSettings), { student_needs_approval: true, quick_register: true });
      expect(set.json()).toEqual({ student_needs_approval: true, quick_register: true });
      const rules = await h().app.inject({ method: 'GET', url: `${endpointUrl(registerEndpoints.company)}?company_id=${B.id}` });
      expect(rules.json()).toMatchObject({ student_needs_approval: true, quick_register: true });
      await adminB.put(endpointUrl(registerEndpoints.updateSettings), { student_needs_approval: false, quick_register: true });
    });

    it('settings: 400 with Chinese field errors for what is missing', async () => {
      const res = await adminB.put(endpointUrl(registerEndpoints.updateSettings), { quick_register: 'yes' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ student_needs_approval: ['请选择学生注册是否需要审批'], quick_register: ['请选择是否开放快速注册'] });
    });

    it('issue 40 bindHardware: where the company requires a bound device, a registration that signs in obeys it as a password sign-in does', async () => {
      const policy = endpointUrl(specialLoginEndpoints.setDevicePolicy);
      expect((await adminB.put(policy, { require_bound_device: true })).statusCode).toBe(200);
      try {
        const rules = await h().app.inject({ method: 'GET', url: `${endpointUrl(registerEndpoints.company)}?company_id=${B.id}` });
        expect(rules.json()).toMatchObject({ require_bound_device: true });
        // from outside the app: refused before the code is used (the same code works from the app)
        const phone = freshPhone();
        const code = await codeFor(B.id, phone, 'register');
        const student = { company_id: B.id, phone, code, name: '设备同学', student_no: 'D2026001', class_name: '计科3班' };
        const refused = await post(students, student);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ non_field_errors: ['本单位要求使用App登录并绑定设备'] });
        expect(await accountsOf(B.id, phone)).toHaveLength(0);
        const fromApp = await post(students, { ...student, device_id: 'android-reg-device-1', device_name: '测试手机' });
        expect(fromApp.statusCode, fromApp.body).toBe(201);
        const registered = registerResultSchema.parse(fromApp.json());
        expect(registered.auth?.device_bound).toBe(true);
        const device = await h().app.inject({
          method: 'GET',
          url: endpointUrl(specialLoginEndpoints.loginDevice),
          headers: auth(registered.auth?.token ?? ''),
        });
        expect(device.json()).toMatchObject({ device: { device_id: 'android-reg-device-1' }, required: true });

        // staffLogin of the now bound account: another device is refused, its own device signs in
        const elsewhere = await post(status, {
          company_id: B.id,
          phone,
          code: await codeFor(B.id, phone, 'staff_login'),
          device_id: 'android-other-device',
        });
        expect(elsewhere.statusCode).toBe(400);
        expect(elsewhere.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain('该账号已绑定其他设备');
        const onIt = await post(status, {
          company_id: B.id,
          phone,
          code: await codeFor(B.id, phone, 'staff_login'),
          device_id: 'android-reg-device-1',
        });
        expect(onIt.statusCode, onIt.body).toBe(200);
        expect(registerResultSchema.parse(onIt.json()).auth).not.toBeNull();
      } finally {
        await adminB.put(policy, { require_bound_device: false });
      }
    });

    it('staffSelDepart: the company’s departments, paged and searchable, no other company’s', async () => {
      const url = endpointUrl(registerEndpoints.departments);
      const all = (await h().app.inject({ method: 'GET', url: `${url}?company_id=${B.id}&page_size=2` })).json() as {
        count: number;
        next: number | null;
        results: { id: string; name: string }[];
      };
      expect(all.count).toBe(4);
      expect(all.next).toBe(2);
      expect(all.results.map((d) => d.name)).toEqual(['行政部', '后勤部']);
      const found = (
        await h().app.inject({ method: 'GET', url: `${url}?company_id=${B.id}&search=${encodeURIComponent('信息')}` })
      ).json() as {
        results: { id: string }[];
      };
      expect(found.results.map((d) => d.id)).toEqual([dept(B.id, 'it')]);
    });

    it('no-login writes are rate limited per client: the 21st in a minute is refused 429, another client is not', async () => {
      nextMinute();
      const ip = '203.0.113.77';
      const answers = [];
      for (let i = 0; i < 21; i++) answers.push(await post(status, { company_id: B.id, phone: '1', code: '1' }, ip));
      expect(answers.slice(0, 20).every((r) => r.statusCode === 400)).toBe(true);
      expect(answers[20]?.statusCode).toBe(429);
      expect(answers[20]?.json()).toEqual({ detail: '请求过于频繁，请稍后再试' });
      expect((await post(status, { company_id: B.id, phone: '1', code: '1' }, '203.0.113.78')).statusCode).toBe(400);
    });

    it('the approver of another company never sees the application', async () => {
      const phone = freshPhone();
      const result = await applyAsStaff(B.id, phone);
      const foreign = await approverA.get(endpointUrl(orderEndpoints.get, { id: result.application.order_id ?? '' }));
      expect(foreign.statusCode).toBe(404);
      const theirs = await statusOf(A.id, phone);
      expect(theirs.json()).toEqual({ phone: ['未找到该手机号的注册申请'] });
      expect(staffId(B.id, 'approver')).toBe(approverB.id);
    });
  },
  { codeSender: sender, now: () => clock },
);
