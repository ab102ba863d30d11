import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AI_DEFAULT_QUOTAS,
  aiEndpoints as E,
  aiGuestQuotaSchema,
  aiMessagePageSchema,
  aiRatingAdminPageSchema,
  aiConversationPageSchema,
  aiConversationSchema,
  aiGuestCompanySchema,
  aiGuestEndpoints as G,
  aiGuestRegisteredSchema,
  endpointUrl,
  hubToday,
  type AiMessage,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { issuePhoneCode } from '../../platform/identity/phone-codes.ts';
import type { CodeSender } from '../../platform/identity/reset-codes.ts';
import { clientOf } from '../../platform/test/client.ts';
import { askStreaming, baseUrlOf, readToEnd } from './test-kit.ts';
import { deviceScope, GUESTS_SCOPE } from './quota.ts';
import { aiRatings, aiUsage } from './schema.ts';

const device = (n: number) => `guest-device-${String(n).padStart(4, '0')}-test`;

describeOnDatabase(
  'the assistant for guests: public information only, rate limited per device, sign-up keeps the conversations (issue 40)',
  (h) => {
    const call = (method: 'GET' | 'POST', url: string, payload?: object, ip = '127.0.0.1') =>
      h().app.inject({ method, url, remoteAddress: ip, ...(payload ? { payload } : {}) });
    const who = (n: number, companyId = A.id) => ({ company_id: companyId, device_id: device(n) });
    const newConversation = async (identity: Record<string, string>) => {
      const res = await call('POST', endpointUrl(G.createConversation), identity);
      expect(res.statusCode, res.body).toBe(201);
      return aiConversationSchema.parse(res.json()).id;
    };
    const ask = (id: string, identity: Record<string, string>, question: string, ip?: string) =>
      call('POST', endpointUrl(G.ask, { id }, { stream: 0 }), { ...identity, question }, ip);
    const answerOf = async (id: string, identity: Record<string, string>, question: string, ip?: string): Promise<AiMessage> => {
      const res = await ask(id, identity, question, ip);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ answer: AiMessage }>().answer;
    };
    /** Codes the SMS sender was given, by phone. */
    const codes = new Map<string, string>();
    const sender: CodeSender = {
      async send(to, code) {
        codes.set(to.phone ?? '', code);
      },
    };
    let offset = 0;
    const issue = async (phone: string) => {
      // One code per phone a minute: each issue is a minute later on the service's clock.
      offset += 61_000;
      await issuePhoneCode(
        h().app.context.handle.db,
        sender,
        { companyId: A.id, phone, purpose: 'ai_register' },
        new Date(Date.now() + offset),
      );
      return codes.get(phone) ?? '';
    };

    let base = '';
    beforeAll(async () => {
      base = await baseUrlOf(h().app);
    });

    it('names the company with a few suggested questions; an unknown company is 404', async () => {
      const company = aiGuestCompanySchema.parse((await call('GET', endpointUrl(G.company, undefined, { company_id: A.id }))).json());
      expect(company.id).toBe(A.id);
      expect(company.suggestions.length).toBeGreaterThan(0);
      const unknown = await call('GET', endpointUrl(G.company, undefined, { company_id: '00000000-0000-4000-8000-000000000000' }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: '未找到该单位' });
    });

    it('answers from the company’s public information only: the menu every role sees and the notices published as public', async () => {
      const me = who(1);
      const id = await newConversation(me);
      expect((await answerOf(id, me, '如何预约座位')).text).toContain('### 座位预约');
      expect((await answerOf(id, me, '国庆节放假安排')).text).toContain('关于国庆节放假安排的通知');
      // 员工餐厅营业时间调整 is published for staff only; 店主审核 is an admin's menu entry.
      expect((await answerOf(id, me, '员工餐厅营业时间调整')).text).not.toContain('员工餐厅营业时间调整');
      expect((await answerOf(id, me, '店主审核')).text).not.toContain('店主审核');
      expect((await answerOf(id, me, '我的订单到哪一步了')).sources.some((s) => s.kind === 'order')).toBe(false);
    });

    it('streams a guest’s answer as a person’s', async () => {
      const me = who(2);
      const { reader, start } = await askStreaming(base, await newConversation(me), '怎么报修', { guest: me });
      const end = await readToEnd(reader);
      expect(end.last.event).toBe('done');
      expect(end.text).toContain('### 报修');
      const stop = await call('POST', endpointUrl(G.stop, { id: start.answer.id }), me);
      expect(stop.json<AiMessage>()).toMatchObject({ status: 'done', text: end.text });
    });

    it('another device, another company, or no device at all reads nothing of a guest’s conversation (404)', async () => {
      const me = who(3);
      const id = await newConversation(me);
      const answer = await answerOf(id, me, '你好');
      const stranger = who(4);
      const elsewhere = who(3, B.id);
      const identities: Record<string, string>[] = [stranger, elsewhere, { company_id: A.id }, {}];
      for (const identity of identities) {
        for (const res of [
          await call('GET', endpointUrl(G.listMessages, { id }, identity)),
          await ask(id, identity, '你好'),
          await call('POST', endpointUrl(G.stop, { id: answer.id }), identity),
          await call('GET', endpointUrl(G.resume, { id: answer.id }, identity)),
        ]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ detail: '未找到' });
        }
      }
      const theirs = aiConversationPageSchema.parse((await call('GET', endpointUrl(G.listConversations, undefined, stranger))).json());
      expect(theirs.results.map((c) => c.id)).not.toContain(id);
      const mine = await call('GET', endpointUrl(G.listMessages, { id }, me));
      expect(mine.json<{ count: number }>().count).toBe(2);
    });

    it('is rate limited per device: the eleventh question within ten minutes is refused with a clear message', async () => {
      const me = who(5);
      const id = await newConversation(me);
      for (let i = 0; i < 10; i++) expect((await ask(id, me, '你好', '10.0.0.5')).statusCode).toBe(200);
      const refused = await ask(id, me, '你好', '10.0.0.6');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: '提问过于频繁，请稍后再试' });
      const other = who(6);
      expect((await ask(await newConversation(other), other, '你好', '10.0.0.5')).statusCode).toBe(200);
    });

    it('is rate limited per client address too: sixty questions of any devices within ten minutes, then none from there', async () => {
      const ip = '10.0.0.7';
      const me = who(10);
      const id = await newConversation(me);
      // Refused questions count as well: ten answered, fifty refused for the device.
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await ask(id, me, '你好', ip)).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      const fresh = who(11);
      const freshId = await newConversation(fresh);
      const refused = await ask(freshId, fresh, '你好', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: '提问过于频繁，请稍后再试' });
      expect((await ask(freshId, fresh, '你好', '10.0.0.8')).statusCode).toBe(200);
    });

    it('signs up with phone and one-time code: the device’s conversations move to the guest account, the code works once', async () => {
      const me = who(7);
      const first = await newConversation(me);
      await answerOf(first, me, '如何预约座位');
      const second = await newConversation(me);
      const phone = '13912340001';
      const wrong = await call('POST', endpointUrl(G.register), { ...me, phone, code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: ['验证码错误或已过期'] });

      const code = await issue(phone);
      const signedUp = await call('POST', endpointUrl(G.register), { ...me, phone, code, name: '王访客' });
      expect(signedUp.statusCode, signedUp.body).toBe(201);
      const registered = aiGuestRegisteredSchema.parse(signedUp.json());
      expect(registered).toMatchObject({ guest: { phone, name: '王访客' }, moved: 2 });
      expect((await call('POST', endpointUrl(G.register), { ...me, phone, code })).json()).toEqual({ code: ['验证码错误或已过期'] });

      // The device alone no longer holds them; the guest token does, on any device.
      const deviceOnly = aiConversationPageSchema.parse((await call('GET', endpointUrl(G.listConversations, undefined, me))).json());
      expect(deviceOnly.count).toBe(0);
      const withToken = { ...who(8), guest_token: registered.guest_token };
      const kept = aiConversationPageSchema.parse((await call('GET', endpointUrl(G.listConversations, undefined, withToken))).json());
      expect(kept.results.map((c) => c.id).sort()).toEqual([first, second].sort());
      expect((await answerOf(first, withToken, '怎么报修')).status).toBe('done');
      const dead = await call('GET', endpointUrl(G.listConversations, undefined, { ...me, guest_token: 'nope' }));
      expect(dead.statusCode).toBe(400);
      expect(dead.json()).toEqual({ guest_token: ['访客身份已失效，请重新验证手机号'] });

      // The same phone signing up again, from another device, finds the same account.
      const again = who(9);
      await newConversation(again);
      const next = await call('POST', endpointUrl(G.register), { ...again, phone, code: await issue(phone) });
      expect(aiGuestRegisteredSchema.parse(next.json())).toMatchObject({ guest: { id: registered.guest.id, name: '王访客' }, moved: 1 });
    });

    it('a guest rates an answer of his own (issue 40 chatGptComment for guests): kept for the administrator as 访客, 404 for another device, 400s in Chinese', async () => {
      const me = who(20);
      const id = await newConversation(me);
      const answer = await answerOf(id, me, '如何预约座位');
      const rateUrl = endpointUrl(G.rate, { id: answer.id });
      const bad = await call('POST', rateUrl, { ...me, score: 'meh', tags: ['好'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ score: ['请选择满意或不满意'], 'tags.0': ['评价标签无效'] });
      const rated = await call('POST', rateUrl, { ...me, score: 'down', tags: ['信息有误'], text: '访客的意见' });
      expect(rated.statusCode, rated.body).toBe(200);
      expect(rated.json()).toMatchObject({ message_id: answer.id, score: 'down', tags: ['信息有误'], text: '访客的意见' });
      for (const stranger of [who(21), who(20, B.id), { company_id: A.id }]) {
        const res = await call('POST', rateUrl, { ...stranger, score: 'up' });
        expect(res.statusCode).toBe(404);
      }
      // rating again replaces it: 50 at once from the device leave one rating
      const again = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call('POST', rateUrl, { ...me, score: i % 2 === 0 ? 'up' : 'down', tags: [], text: '访客的意见' }, `10.4.0.${String(i + 1)}`),
        ),
      );
      expect(again.filter((r) => r.statusCode === 200)).toHaveLength(50);
      const stored = await h()
        .app.context.handle.db.select()
        .from(aiRatings)
        .where(and(eq(aiRatings.companyId, A.id), eq(aiRatings.messageId, answer.id)));
      expect(stored).toHaveLength(1);
      await call('POST', rateUrl, { ...me, score: 'down', tags: ['信息有误'], text: '访客的意见' });
      const messages = aiMessagePageSchema.parse((await call('GET', endpointUrl(G.listMessages, { id }, me))).json());
      expect(messages.results.find((m) => m.id === answer.id)?.my_rating).toBe('down');

      const admin = await clientOf(h(), A.id);
      const ratings = aiRatingAdminPageSchema.parse((await admin.get(endpointUrl(E.listRatings, undefined, { score: 'down' }))).json());
      expect(ratings.results.find((r) => r.message_id === answer.id)).toMatchObject({ rater: { name: '访客' }, text: '访客的意见' });
      const elsewhere = await clientOf(h(), B.id);
      const theirs = aiRatingAdminPageSchema.parse((await elsewhere.get(endpointUrl(E.listRatings))).json());
      expect(theirs.results.some((r) => r.message_id === answer.id)).toBe(false);

      // Signing up keeps the rating with the answer: the account sees it from any device.
      const phone = '13912340020';
      const registered = aiGuestRegisteredSchema.parse(
        (await call('POST', endpointUrl(G.register), { ...me, phone, code: await issue(phone) })).json(),
      );
      const withToken = { ...who(22), guest_token: registered.guest_token };
      const kept = aiMessagePageSchema.parse((await call('GET', endpointUrl(G.listMessages, { id }, withToken))).json());
      expect(kept.results.find((m) => m.id === answer.id)?.my_rating).toBe('down');
    });

    it('a guest’s daily quota per device and for the company’s guests: stated, counted per question, refused in Chinese when used up', async () => {
      const db = h().app.context.handle.db;
      const day = hubToday(h().app.context.now());
      const me = who(30);
      const quotaOf = async (identity: Record<string, string>) => {
        const res = await call('GET', endpointUrl(G.quota, undefined, identity));
        expect(res.statusCode, res.body).toBe(200);
        return aiGuestQuotaSchema.parse(res.json());
      };
      const before = await quotaOf(me);
      expect(before.device).toEqual({ limit: AI_DEFAULT_QUOTAS.perGuestDeviceDaily, used: 0, left: AI_DEFAULT_QUOTAS.perGuestDeviceDaily });
      const id = await newConversation(me);
      await answerOf(id, me, '你好', '10.2.0.1');
      const after = await quotaOf(me);
      expect(after.device.used).toBe(1);
      expect(after.company.used).toBe(before.company.used + 1);
      // Another company's guests and the same device there are counted apart.
      expect((await quotaOf(who(30, B.id))).device.used).toBe(0);

      const bad = await call('GET', endpointUrl(G.quota, undefined, { company_id: A.id, device_id: 'x' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ device_id: ['设备标识无效'] });
      const unknown = await call('GET', endpointUrl(G.quota, undefined, who(30, '00000000-0000-4000-8000-000000000000')));
      expect(unknown.statusCode).toBe(404);

      // The device's last question of the day is answered, the next refused (whatever token it sends).
      await db
        .update(aiUsage)
        .set({ used: AI_DEFAULT_QUOTAS.perGuestDeviceDaily - 1 })
        .where(and(eq(aiUsage.companyId, A.id), eq(aiUsage.day, day), eq(aiUsage.scope, deviceScope(me.device_id))));
      expect((await ask(id, me, '你好', '10.2.0.2')).statusCode).toBe(200);
      const refused = await ask(id, me, '你好', '10.2.0.3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: '本设备今日提问次数已用完，请明天再试' });
      expect((await quotaOf(me)).device.left).toBe(0);
    });

    it('50 guests on 50 devices against the company’s last guest question: one answered, 49 told why', async () => {
      const db = h().app.context.handle.db;
      const day = hubToday(h().app.context.now());
      const guests = Array.from({ length: 50 }, (_, i) => who(200 + i));
      const ids = await Promise.all(guests.map((g) => newConversation(g)));
      await db
        .insert(aiUsage)
        .values({ companyId: A.id, day, scope: GUESTS_SCOPE, used: AI_DEFAULT_QUOTAS.perCompanyGuestsDaily - 1 })
        .onConflictDoUpdate({
          target: [aiUsage.companyId, aiUsage.day, aiUsage.scope],
          set: { used: AI_DEFAULT_QUOTAS.perCompanyGuestsDaily - 1 },
        });
      try {
        const answers = await Promise.all(guests.map((g, i) => ask(ids[i] ?? '', g, '你好', `10.3.0.${String(i + 1)}`)));
        expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
        const refused = answers.filter((r) => r.statusCode === 429);
        expect(refused).toHaveLength(49);
        expect(refused[0]?.json()).toEqual({ detail: '今日访客提问次数已用完，请明天再试' });
        expect((await call('GET', endpointUrl(G.quota, undefined, who(200)))).json()).toMatchObject({
          company: { used: AI_DEFAULT_QUOTAS.perCompanyGuestsDaily, left: 0 },
        });
      } finally {
        // later questions of this suite start from an open day again
        await db.delete(aiUsage).where(and(eq(aiUsage.companyId, A.id), eq(aiUsage.day, day), eq(aiUsage.scope, GUESTS_SCOPE)));
      }
    });

    it('50 concurrent sign-ups with one code: one account, one success', async () => {
      const phone = '13912340002';
      const code = await issue(phone);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call('POST', endpointUrl(G.register), { ...who(100 + i), phone, code }, `10.1.0.${String(i + 1)}`),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(49);
    });
  },
);
