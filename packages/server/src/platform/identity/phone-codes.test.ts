import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { endpointUrl, smsCodeEndpoints } from '@campus/contracts';
import { A, B, describeOnDatabase } from '../test/harness.ts';
import { phoneCodes } from '../db/schema.ts';
import { consumePhoneCode, issuePhoneCode } from './phone-codes.ts';
import type { CodeRecipient, CodeSender } from './reset-codes.ts';

interface Sent {
  to: CodeRecipient;
  code: string;
  purpose: string;
}
const sent: Sent[] = [];
const sender: CodeSender = {
  async send(to, code, purpose) {
    sent.push({ to, code, purpose });
  },
};
const lastCode = (phone: string): string => {
  const entry = sent.filter((s) => s.to.phone === phone).at(-1);
  if (!entry) throw new Error(`no code sent to ${phone}`);
  return entry.code;
};
let clock = new Date('2026-11-29T08:00:00Z');
const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
let phoneSeq = 0;
/** A fresh phone per test, so the one-a-minute rule of one test never meets another's. */
const freshPhone = () => `1390000${String(1000 + ++phoneSeq)}`;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeOnDatabase(
  'phone codes: one-time codes to a phone that is nobody yet (issue 40)',
  (h) => {
    const db = () => h().db.handle.db;
    const target = (phone: string, purpose = 'register', companyId = A.id) => ({ companyId, phone, purpose });

    it('a code works once: 50 concurrent uses of the right code, exactly one true', async () => {
      const phone = freshPhone();
      await issuePhoneCode(db(), sender, target(phone), clock);
      const code = lastCode(phone);
      const results = await Promise.all(Array.from({ length: 50 }, () => consumePhoneCode(db(), { ...target(phone), code }, clock)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await consumePhoneCode(db(), { ...target(phone), code }, clock)).toBe(false);
    });

    it('is sent through the SMS sender to the phone of the company, with its purpose; only a hash is stored', async () => {
      const phone = freshPhone();
      await issuePhoneCode(db(), sender, target(phone, 'ai_register'), clock);
      const last = sent.at(-1);
      expect(last?.to).toEqual({ companyId: A.id, phone });
      expect(last?.purpose).toBe('ai_register');
      expect(last?.code).toMatch(/^\d{6}$/);
      const rows = await db().select({ codeHash: phoneCodes.codeHash }).from(phoneCodes).where(eq(phoneCodes.phone, phone));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('a new code replaces the older ones', async () => {
      const phone = freshPhone();
      await issuePhoneCode(db(), sender, target(phone), clock);
      const first = lastCode(phone);
      later(61);
      await issuePhoneCode(db(), sender, target(phone), clock);
      const second = lastCode(phone);
      if (first !== second) expect(await consumePhoneCode(db(), { ...target(phone), code: first }, clock)).toBe(false);
      expect(await consumePhoneCode(db(), { ...target(phone), code: second }, clock)).toBe(true);
    });

    it('five wrong guesses, even at once, burn the code', async () => {
      const phone = freshPhone();
      await issuePhoneCode(db(), sender, target(phone), clock);
      const code = lastCode(phone);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () => consumePhoneCode(db(), { ...target(phone), code: wrong(code) }, clock)),
      );
      expect(guesses.some(Boolean)).toBe(false);
      expect(await consumePhoneCode(db(), { ...target(phone), code }, clock)).toBe(false);
    });

    it('expires after 10 minutes', async () => {
      const phone = freshPhone();
      await issuePhoneCode(db(), sender, target(phone), clock);
      expect(await consumePhoneCode(db(), { ...target(phone), code: lastCode(phone) }, new Date(clock.getTime() + 10 * 60_000 + 1))).toBe(
        false,
      );
    });

    it('is scoped to its company and purpose', async () => {
      const phone = freshPhone();
      await issuePhoneCode(db(), sender, target(phone), clock);
      const code = lastCode(phone);
      expect(await consumePhoneCode(db(), { ...target(phone, 'register', B.id), code }, clock)).toBe(false);
      expect(await consumePhoneCode(db(), { ...target(phone, 'bind_phone'), code }, clock)).toBe(false);
      expect(await consumePhoneCode(db(), { ...target(phone), code }, clock)).toBe(true);
    });

    it('one code per phone and purpose a minute: 50 requests at once send one SMS, the rest are told when to ask again', async () => {
      const phone = freshPhone();
      const before = sent.length;
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => issuePhoneCode(db(), sender, target(phone), clock)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 429,
        body: { detail: '验证码发送过于频繁，请60秒后再试' },
      });
      expect(sent.length - before).toBe(1);
      later(30);
      await expect(issuePhoneCode(db(), sender, target(phone), clock)).rejects.toMatchObject({
        body: { detail: '验证码发送过于频繁，请30秒后再试' },
      });
      // another purpose of the same phone is its own minute
      await issuePhoneCode(db(), sender, target(phone, 'staff_login'), clock);
      later(30);
      await issuePhoneCode(db(), sender, target(phone), clock);
      expect(sent.length - before).toBe(3);
    });

    it('POST phone_codes/: sends for a known company, 404 for an unknown one, Chinese field errors', async () => {
      const phone = freshPhone();
      const url = endpointUrl(smsCodeEndpoints.send);
      const ok = await h().app.inject({ method: 'POST', url, payload: { company_id: B.id, phone, purpose: 'register' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ detail: '验证码已发送' });
      expect(sent.at(-1)?.to).toEqual({ companyId: B.id, phone });
      const again = await h().app.inject({ method: 'POST', url, payload: { company_id: B.id, phone, purpose: 'register' } });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ detail: '验证码发送过于频繁，请60秒后再试' });
      const unknown = await h().app.inject({
        method: 'POST',
        url,
        payload: { company_id: '00000000-0000-4000-8000-000000000000', phone, purpose: 'register' },
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await h().app.inject({ method: 'POST', url, payload: { company_id: B.id, phone: '12345', purpose: 'nope' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ phone: ['请输入11位手机号'], purpose: ['不支持的验证码用途'] });
    });
  },
  { codeSender: sender, now: () => clock },
);
