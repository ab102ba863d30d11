import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  aiConversationSchema,
  aiEndpoints as E,
  aiGuestEndpoints as G,
  aiQuotaSchema,
  endpointUrl,
  type AiMessage,
} from '@campus/contracts';
import { A, A2, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { askStreaming, baseUrlOf, readToEnd } from './test-kit.ts';
import { contentChunk, finishChunk, startFakeOpenAi, toolCallChunk, type FakeOpenAi } from './providers/fake-openai.ts';

describeOnDatabase(
  'the assistant per company: exact daily quotas under 50 concurrent questions, and the provider switch (issue 40)',
  (h) => {
    let fake: FakeOpenAi;
    beforeAll(async () => {
      fake = await startFakeOpenAi(() => ({ chunks: [contentChunk('你好')] }));
    });
    afterAll(() => fake.close());

    const conversation = async (who: Client) =>
      aiConversationSchema.parse((await who.post(endpointUrl(E.createConversation), {})).json()).id;
    const settings = (admin: Client, body: Record<string, unknown>) =>
      admin.put(endpointUrl(E.updateSettings), { kind: 'local', per_person_daily: 50, per_company_daily: 2000, ...body });
    const quota = async (who: Client) => aiQuotaSchema.parse((await who.get(endpointUrl(E.quota))).json());
    const askAll = (who: Client[], ids: string[], n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          who[i % who.length]?.post(endpointUrl(E.ask, { id: ids[i % ids.length] ?? '' }, { stream: 0 }), { question: '你好' }),
        ),
      );

    it('a person’s daily quota is exact: 50 concurrent questions against one remaining, one is answered and the rest told why', async () => {
      const admin = await clientOf(h(), A2.id);
      const staff = await clientOf(h(), A2.id, '13800000003');
      expect((await settings(admin, { per_person_daily: 1 })).statusCode).toBe(200);
      const ids = await Promise.all([conversation(staff), conversation(staff)]);
      const answers = await askAll([staff], ids, 50);
      const statuses = answers.map((r) => r?.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(49);
      expect(answers.find((r) => r?.statusCode === 429)?.json()).toEqual({ detail: '今日提问次数已用完，请明天再试' });
      expect((await quota(staff)).person).toEqual({ limit: 1, used: 1, left: 0 });
      const stored = await Promise.all(
        ids.map(async (id) => aiConversationSchema.parse((await staff.get(endpointUrl(E.getConversation, { id }))).json()).message_count),
      );
      expect(stored.reduce((a, b) => a + b, 0)).toBe(2);
    });

    it('a company’s daily quota is exact too: 50 concurrent questions of several people against one remaining answer one', async () => {
      const admin = await clientOf(h(), A2.id);
      const people = await Promise.all(['13800000001', '13800000002', '13800000004'].map((p) => clientOf(h(), A2.id, p)));
      const used = (await quota(admin)).company.used;
      expect((await settings(admin, { per_company_daily: used + 1 })).statusCode).toBe(200);
      const ids = await Promise.all(people.map(conversation));
      const answers = await askAll(people, ids, 50);
      expect(answers.filter((r) => r?.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r?.statusCode === 429).map((r) => r?.json())).toEqual(
        Array(49).fill({ detail: '本单位今日提问次数已用完，请明天再试' }),
      );
      expect((await quota(admin)).company).toEqual({ limit: used + 1, used: used + 1, left: 0 });
    });

    it('switching a company to a compatible endpoint: its answers stream from the model (calling the hub’s tools), another company stays local', async () => {
      const admin = await clientOf(h(), B.id);
      const staff = await clientOf(h(), B.id, '13800000005');
      const other = await clientOf(h(), A.id, '13800000005');
      const base = await baseUrlOf(h().app);
      fake.requests.length = 0;
      fake.setScript((request, index) =>
        index === 0
          ? {
              chunks: [
                toolCallChunk({ index: 0, id: 'c1', name: 'search_hub', arguments: '{"query":"座位预约"}' }),
                finishChunk('tool_calls'),
              ],
            }
          : {
              chunks: request.body.messages.some((m) => m.role === 'tool' && m.content?.includes('"keyword":"seat"'))
                ? [contentChunk('请在首页打开'), contentChunk('「座位预约」。'), finishChunk('stop')]
                : [contentChunk('工具没有结果')],
            },
      );
      const set = await settings(admin, { kind: 'openai', base_url: fake.baseUrl, model: 'qwen-test', api_key: 'sk-b' });
      expect(set.json()).toMatchObject({ kind: 'openai', has_api_key: true });

      const { reader, start } = await askStreaming(base, await conversation(staff), '如何预约座位', { token: staff.auth.token });
      const end = await readToEnd(reader);
      expect(end).toMatchObject({ text: '请在首页打开「座位预约」。', deltas: 2 });
      expect((JSON.parse(end.last.data) as { answer: AiMessage }).answer).toMatchObject({
        id: start.answer.id,
        status: 'done',
        text: end.text,
      });
      expect(fake.requests.map((r) => r.headers.authorization)).toEqual(['Bearer sk-b', 'Bearer sk-b']);

      const local = await other.post(endpointUrl(E.ask, { id: await conversation(other) }, { stream: 0 }), { question: '如何预约座位' });
      expect(local.json<{ answer: AiMessage }>().answer.text).toContain('### 座位预约');
      expect(fake.requests).toHaveLength(2);
    });

    it('a failing endpoint: the stream ends with a Chinese error, the answer is stored as failed and the question given back, never a 500', async () => {
      const staff = await clientOf(h(), B.id, '13800000002');
      const base = await baseUrlOf(h().app);
      fake.setScript(() => ({ status: 502 }));
      const before = await quota(staff);
      const { reader, start } = await askStreaming(base, await conversation(staff), '你好', { token: staff.auth.token });
      const end = await readToEnd(reader);
      expect(end.last.event).toBe('error');
      expect(JSON.parse(end.last.data)).toEqual({ detail: '智能助手服务暂时不可用，请稍后再试' });
      const stored = (await staff.get(endpointUrl(E.getMessage, { id: start.answer.id }))).json<AiMessage>();
      expect(stored).toMatchObject({ status: 'failed', error: '智能助手服务暂时不可用，请稍后再试' });
      const whole = await staff.post(endpointUrl(E.ask, { id: await conversation(staff) }, { stream: 0 }), { question: '你好' });
      expect(whole.statusCode).toBe(200);
      expect(whole.json<{ answer: AiMessage }>().answer).toMatchObject({ status: 'failed', error: '智能助手服务暂时不可用，请稍后再试' });
      expect((await quota(staff)).person.used).toBe(before.person.used);
    });
    it('the administrator sets the guests’ daily limits (per device, all guests): the guest quota states them and asking obeys; 400s in Chinese', async () => {
      const admin = await clientOf(h(), B.id);
      const bad = await settings(admin, { per_guest_device_daily: -1, per_company_guests_daily: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ per_guest_device_daily: ['不能小于0'], per_company_guests_daily: ['请输入访客每日总次数'] });
      const limits = { per_guest_device_daily: 1, per_company_guests_daily: 300 };
      expect((await settings(admin, limits)).json()).toMatchObject(limits);
      // omitted, they stay
      expect((await settings(admin, {})).json()).toMatchObject(limits);

      const guest = { company_id: B.id, device_id: 'company-test-guest-device-01' };
      const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
        h().app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect((await inject('GET', endpointUrl(G.quota, undefined, guest))).json()).toMatchObject({
        device: { limit: 1, used: 0, left: 1 },
        company: { limit: 300 },
      });
      const id = aiConversationSchema.parse((await inject('POST', endpointUrl(G.createConversation), guest)).json()).id;
      const ask = () => inject('POST', endpointUrl(G.ask, { id }, { stream: 0 }), { ...guest, question: '你好' });
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: '本设备今日提问次数已用完，请明天再试' });
    });
  },
);
