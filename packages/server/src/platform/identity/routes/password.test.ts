import { expect, it } from 'vitest';
import { authEndpoints, permissionEndpoints, endpointUrl } from '@campus/contracts';
import { A, B, auth, describeOnDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed/data.ts';
import type { CodeSender } from '../reset-codes.ts';

const sent: { phone: string | null; companyId: string; code: string }[] = [];
const captureSender: CodeSender = {
  async send(staff, code) {
    sent.push({ phone: staff.phone, companyId: staff.companyId, code });
  },
};

describeOnDatabase(
  'password change and reset (spec §7 identity: password change and reset)',
  (h) => {
    const loginStatus = async (companyId: string, phone: string, password: string) =>
      (await h().app.inject({ method: 'POST', url: endpointUrl(authEndpoints.login), payload: { phone, password, company_id: companyId } }))
        .statusCode;

    it('issue: change password needs the old one; the new one works; other sessions are revoked, this one kept', async () => {
      const other = await h().login(A.id, '13800000005');
      const me = await h().login(A.id, '13800000005');
      const change = (payload: object) =>
        h().app.inject({ method: 'POST', url: endpointUrl(authEndpoints.changePassword), headers: auth(me.token), payload });

      const wrongOld = await change({ old_password: 'nope', new_password: 'NewPass2026' });
      expect(wrongOld.statusCode).toBe(400);
      expect(wrongOld.json()).toEqual({ old_password: ['原密码错误'] });

      const weak = await change({ old_password: DEMO_PASSWORD, new_password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toHaveProperty('new_password');

      const ok = await change({ old_password: DEMO_PASSWORD, new_password: 'NewPass2026' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ detail: '密码修改成功' });
      expect(await loginStatus(A.id, '13800000005', DEMO_PASSWORD)).toBe(400);
      expect(await loginStatus(A.id, '13800000005', 'NewPass2026')).toBe(200);
      // The same phone in another company is another account: unchanged.
      expect(await loginStatus(B.id, '13800000005', DEMO_PASSWORD)).toBe(200);

      const mine = await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(me.token) });
      expect(mine.statusCode).toBe(200);
      const theirs = await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(other.token) });
      expect(theirs.statusCode).toBe(401);
    });

    it('issue: change password without a token answers AUTH_FAIL', async () => {
      const res = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.changePassword),
        payload: { old_password: 'a', new_password: 'b' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'AUTH_FAIL' });
    });

    it('issue: reset by code: the code goes to the staff (not in the answer), resets once, revokes every token', async () => {
      const session = await h().login(A.id, '13800000003');
      sent.length = 0;
      const ask = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.sendResetCode),
        payload: { phone: '13800000003', company_id: A.id },
      });
      expect(ask.statusCode).toBe(200);
      expect(ask.body).not.toMatch(/\d{6}/);
      expect(sent).toHaveLength(1);
      const code = sent[0]?.code ?? '';

      const reset = (payload: object) => h().app.inject({ method: 'POST', url: endpointUrl(authEndpoints.resetPassword), payload });
      const wrong = await reset({
        phone: '13800000003',
        company_id: A.id,
        code: code === '000000' ? '111111' : '000000',
        new_password: 'Reset2026x',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ non_field_errors: ['验证码错误或已过期'] });

      const ok = await reset({ phone: '13800000003', company_id: A.id, code, new_password: 'Reset2026x' });
      expect(ok.statusCode).toBe(200);
      expect(await loginStatus(A.id, '13800000003', 'Reset2026x')).toBe(200);
      expect(
        (await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(session.token) })).statusCode,
      ).toBe(401);

      const again = await reset({ phone: '13800000003', company_id: A.id, code, new_password: 'Another2026' });
      expect(again.statusCode).toBe(400);
    });

    it('issue: asking a code for an unknown phone answers the same and sends nothing (no account probing)', async () => {
      sent.length = 0;
      const res = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.sendResetCode),
        payload: { phone: '13999999999', company_id: A.id },
      });
      expect(res.statusCode).toBe(200);
      expect(sent).toHaveLength(0);
    });

    it('issue: a code of one company does not reset the same phone in another company', async () => {
      sent.length = 0;
      await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.sendResetCode),
        payload: { phone: '13800000004', company_id: A.id },
      });
      const code = sent[0]?.code ?? '';
      const res = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.resetPassword),
        payload: { phone: '13800000004', company_id: B.id, code, new_password: 'Cross2026x' },
      });
      expect(res.statusCode).toBe(400);
      expect(await loginStatus(B.id, '13800000004', DEMO_PASSWORD)).toBe(200);
    });
  },
  { codeSender: captureSender },
);
