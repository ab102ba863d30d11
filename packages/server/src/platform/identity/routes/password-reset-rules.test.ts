import { expect, it } from 'vitest';
import { authEndpoints, endpointUrl } from '@campus/contracts';
import { A, describeOnDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed/data.ts';
import type { CodeSender } from '../reset-codes.ts';

const sent: string[] = [];
const captureSender: CodeSender = {
  async send(_staff, code) {
    sent.push(code);
  },
};
let clock = new Date('2026-11-23T08:00:00Z');
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));

/** A wrong code that differs from the right one. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describeOnDatabase(
  'password reset rules (issue 16: 忘记密码)',
  (h) => {
    const askCode = async (phone: string) => {
      const res = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.sendResetCode),
        payload: { phone, company_id: A.id },
      });
      expect(res.statusCode).toBe(200);
      return sent.at(-1) ?? '';
    };
    const reset = (phone: string, code: string, newPassword = 'Reset2026x') =>
      h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.resetPassword),
        payload: { phone, company_id: A.id, code, new_password: newPassword },
      });
    const loginStatus = async (phone: string, password: string) =>
      (await h().app.inject({ method: 'POST', url: endpointUrl(authEndpoints.login), payload: { phone, password, company_id: A.id } }))
        .statusCode;

    it('a code expires after 10 minutes', async () => {
      const code = await askCode('13800000001');
      minutes(10);
      const late = await reset('13800000001', code);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ non_field_errors: ['验证码错误或已过期'] });
      expect(await loginStatus('13800000001', DEMO_PASSWORD)).toBe(200);
    });

    it('a new code replaces the older one', async () => {
      const first = await askCode('13800000002');
      const second = await askCode('13800000002');
      if (first !== second) expect((await reset('13800000002', first)).statusCode).toBe(400);
      expect((await reset('13800000002', second)).statusCode).toBe(200);
    });

    it('five wrong guesses burn the code, even the right one afterwards fails', async () => {
      const code = await askCode('13800000006');
      for (let i = 0; i < 5; i += 1) expect((await reset('13800000006', otherThan(code))).statusCode).toBe(400);
      expect((await reset('13800000006', code)).statusCode).toBe(400);
      expect(await loginStatus('13800000006', DEMO_PASSWORD)).toBe(200);
    });

    it('the new password follows the server rules, with their messages; the code stays usable', async () => {
      const code = await askCode('13800000004');
      const weak = await reset('13800000004', code, 'abcdefgh');
      expect(weak.statusCode).toBe(400);
      expect(JSON.stringify(weak.json())).toContain('密码需包含数字');
      const short = await reset('13800000004', code, 'ab1');
      expect(JSON.stringify(short.json())).toContain('密码长度至少8位');
      expect((await reset('13800000004', code, 'Good2026x')).statusCode).toBe(200);
      expect(await loginStatus('13800000004', 'Good2026x')).toBe(200);
    });

    it('a malformed code or phone answers with the field messages', async () => {
      const res = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.resetPassword),
        payload: { phone: '138', company_id: A.id, code: '12', new_password: 'Reset2026x' },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('请输入11位手机号');
      expect(JSON.stringify(res.json())).toContain('请输入6位验证码');
    });
  },
  { codeSender: captureSender, now: () => clock },
);
