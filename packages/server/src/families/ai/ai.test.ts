import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  aiConversationSchema,
  aiEndpoints as E,
  aiMessagePageSchema,
  aiMessageSchema,
  aiQuotaSchema,
  aiRatingAdminPageSchema,
  aiSettingsSchema,
  endpointUrl,
  orderEndpoints,
  orderPageSchema,
  type AiConversation,
  type AiMessage,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { askStreaming, baseUrlOf, nextDelta, openResume, readToEnd } from './test-kit.ts';
import { aiKey } from './seed.ts';
import { aiMessages } from './schema.ts';

// Pieces arrive 15 ms apart: long enough to stop or leave mid-answer, short enough for the suite.
process.env.AI_LOCAL_PIECE_MS = '15';

describeOnDatabase('the assistant for a logged-in person: streamed answers, stop, resume, ratings (issue 40)', (h) => {
  let base = '';
  let staff: Client;
  let approver: Client;
  let admin: Client;
  beforeAll(async () => {
    base = await baseUrlOf(h().app);
    staff = await clientOf(h(), A.id, '13800000005');
    approver = await clientOf(h(), A.id, '13800000004');
    admin = await clientOf(h(), A.id);
  });

  const start = async (who: Client, kind: 'general' | 'my_orders' = 'general'): Promise<AiConversation> => {
    const res = await who.post(endpointUrl(E.createConversation), { kind });
    expect(res.statusCode).toBe(201);
    return aiConversationSchema.parse(res.json());
  };
  const message = async (who: Client, id: string): Promise<AiMessage> =>
    aiMessageSchema.parse((await who.get(endpointUrl(E.getMessage, { id }))).json());
  const askWhole = async (who: Client, conversationId: string, question: string) => {
    const res = await who.post(endpointUrl(E.ask, { id: conversationId }, { stream: 0 }), { question });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ question: AiMessage; answer: AiMessage }>();
  };

  it('asks how to book a seat and watches the answer stream piece by piece into the stored message', async () => {
    const conversation = await start(staff);
    const { reader, start: started } = await askStreaming(base, conversation.id, '如何预约座位', { token: staff.auth.token });
    expect(started.question).toMatchObject({ role: 'user', text: '如何预约座位', status: 'done' });
    expect(started.answer).toMatchObject({ role: 'assistant', text: '', status: 'streaming' });
    const end = await readToEnd(reader);
    expect(end.deltas).toBeGreaterThan(5);
    expect(end.last.event).toBe('done');
    const done = aiMessageSchema.parse((JSON.parse(end.last.data) as { answer: unknown }).answer);
    expect(done).toMatchObject({ id: started.answer.id, status: 'done', text: end.text });
    expect(end.text).toContain('### 座位预约');
    expect(end.text).toMatch(/入口：首页「.+」→「座位预约」/);
    expect(done.sources[0]).toEqual({ kind: 'menu', title: '座位预约', ref: 'seat', order_type: null });
    await reader.ended();

    const page = aiMessagePageSchema.parse((await staff.get(endpointUrl(E.listMessages, { id: conversation.id }))).json());
    expect(page.count).toBe(2);
    expect(page.results.map((m) => [m.role, m.status])).toEqual([
      ['assistant', 'done'],
      ['user', 'done'],
    ]);
    const mine = aiConversationSchema.parse((await staff.get(endpointUrl(E.getConversation, { id: conversation.id }))).json());
    expect(mine).toMatchObject({ title: '如何预约座位', message_count: 2 });
    const list = (await staff.get(endpointUrl(E.listConversations))).json<{ results: AiConversation[] }>();
    expect(list.results[0]?.id).toBe(conversation.id);
  });

  it('?stream=0 answers the whole answer as JSON (hosts that cannot stream, the WeChat browser)', async () => {
    const conversation = await start(staff);
    const { question, answer } = await askWhole(staff, conversation.id, '怎么报修');
    expect(question.text).toBe('怎么报修');
    expect(answer.status).toBe('done');
    expect(answer.text).toContain('### 报修');
    const bad = await staff.post(endpointUrl(E.ask, { id: conversation.id }), { question: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ question: ['请输入问题'] });
  });

  it('stop ends the generation mid-way and keeps what was said (status stopped)', async () => {
    const conversation = await start(staff);
    const whole = (await askWhole(staff, (await start(staff)).id, '如何预约座位')).answer.text;
    const { reader, start: started } = await askStreaming(base, conversation.id, '如何预约座位', { token: staff.auth.token });
    const said = await nextDelta(reader, '');
    const stop = await staff.post(endpointUrl(E.stop, { id: started.answer.id }));
    expect(stop.statusCode).toBe(200);
    const stopped = aiMessageSchema.parse(stop.json());
    expect(stopped.status).toBe('stopped');
    expect(stopped.text.startsWith(said)).toBe(true);
    expect(stopped.text.length).toBeLessThan(whole.length);
    const end = await readToEnd(reader, said);
    expect(end.last.event).toBe('done');
    expect(end.text).toBe(stopped.text);
    expect(await message(staff, started.answer.id)).toMatchObject({ status: 'stopped', text: stopped.text });
    // Stopping an ended answer answers it as it is.
    expect(aiMessageSchema.parse((await staff.post(endpointUrl(E.stop, { id: started.answer.id }))).json()).status).toBe('stopped');
  });

  it('keeps generating when the client goes away (the phone sleeps); coming back, it reads the rest from its offset', async () => {
    const conversation = await start(staff);
    const { reader, start: started } = await askStreaming(base, conversation.id, '班车怎么坐', { token: staff.auth.token });
    const got = await nextDelta(reader, '');
    await reader.close();
    await eventually(async () => (await message(staff, started.answer.id)).status === 'done', 10_000);
    const full = (await message(staff, started.answer.id)).text;
    expect(full.length).toBeGreaterThan(got.length);
    expect(full.startsWith(got)).toBe(true);
    const resumed = await openResume(base, endpointUrl(E.resume, { id: started.answer.id }, { offset: got.length }), staff.auth.token);
    const end = await readToEnd(resumed, got);
    expect(end).toMatchObject({ text: full, deltas: 1 });
    expect(end.last.event).toBe('done');
  });

  it('a second instance resumes from the database while the first generates, and a stop there ends the first one’s answer', async () => {
    const peer = await h().build({}, await h().db.openPeer());
    const peerBase = await baseUrlOf(peer);
    const first = await askStreaming(base, (await start(staff)).id, '如何预约座位', { token: staff.auth.token });
    await nextDelta(first.reader, '');
    const fromPeer = await openResume(peerBase, endpointUrl(E.resume, { id: first.start.answer.id }), staff.auth.token);
    const [here, there] = await Promise.all([readToEnd(first.reader), readToEnd(fromPeer)]);
    const stored = await message(staff, first.start.answer.id);
    expect(there.text).toBe(stored.text);
    expect(stored.text.endsWith(here.text)).toBe(true);

    const second = await askStreaming(base, (await start(staff)).id, '如何预约座位', { token: staff.auth.token });
    const said = await nextDelta(second.reader, '');
    const stop = await peer.inject({
      method: 'POST',
      url: endpointUrl(E.stop, { id: second.start.answer.id }),
      headers: { authorization: `Token ${staff.auth.token}` },
    });
    expect(aiMessageSchema.parse(stop.json()).status).toBe('stopped');
    const end = await readToEnd(second.reader, said);
    expect((JSON.parse(end.last.data) as { answer: AiMessage }).answer.status).toBe('stopped');
    expect((await message(staff, second.start.answer.id)).text).toBe(end.text);
  });

  it('an answer whose generator is gone (its instance died mid-answer) is ended as interrupted by the next reader, keeping its text', async () => {
    const conversation = await start(staff);
    const { answer } = await askWhole(staff, conversation.id, '你好');
    // As a crashed instance leaves it: still streaming, not moved for a minute.
    const db = h().app.context.handle.db;
    await db
      .update(aiMessages)
      .set({ status: 'streaming', text: '说到一半', updatedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(aiMessages.companyId, A.id), eq(aiMessages.id, answer.id)));
    const resumed = await openResume(base, endpointUrl(E.resume, { id: answer.id }, { offset: 2 }), staff.auth.token);
    const end = await readToEnd(resumed, '说到');
    expect(end.text).toBe('说到一半');
    expect(end.last.event).toBe('error');
    expect(JSON.parse(end.last.data)).toEqual({ detail: '回答已中断，请重新提问' });
    expect(await message(staff, answer.id)).toMatchObject({ status: 'failed', text: '说到一半', error: '回答已中断，请重新提问' });
  });

  it('rates a finished answer (up or down, tags, text), rating again replaces it, and the administrator reads the ratings', async () => {
    const conversation = await start(staff);
    const { question, answer } = await askWhole(staff, conversation.id, '如何申请用车');
    const rateUrl = endpointUrl(E.rate, { id: answer.id });
    expect((await staff.post(rateUrl, { score: 'up', tags: ['很有帮助'], text: '清楚' })).statusCode).toBe(200);
    const again = await staff.post(rateUrl, { score: 'down', tags: ['答非所问', '答非所问'], text: '没找到我要的' });
    expect(again.json()).toMatchObject({ score: 'down', tags: ['答非所问'], text: '没找到我要的' });
    expect((await message(staff, answer.id)).my_rating).toBe('down');
    expect((await staff.post(endpointUrl(E.rate, { id: question.id }), { score: 'up' })).json()).toEqual({
      non_field_errors: ['只能评价助手的回答'],
    });
    expect((await staff.post(rateUrl, { score: 'meh' })).statusCode).toBe(400);

    const ratings = aiRatingAdminPageSchema.parse((await admin.get(endpointUrl(E.listRatings, undefined, { score: 'down' }))).json());
    expect(ratings.results[0]).toMatchObject({
      message_id: answer.id,
      question: '如何申请用车',
      answer: answer.text,
      rater: { id: staff.id, name: '普通员工' },
    });
    expect(ratings.results.every((r) => r.score === 'down')).toBe(true);
    expect((await staff.get(endpointUrl(E.listRatings))).statusCode).toBe(403);
  });

  it('nobody reads another person’s conversation: 404 on every route, and the lists hold only one’s own', async () => {
    const seeded = aiKey.conversation(A.id);
    const answer = aiKey.answer(A.id);
    for (const res of [
      await approver.get(endpointUrl(E.getConversation, { id: seeded })),
      await approver.get(endpointUrl(E.listMessages, { id: seeded })),
      await approver.post(endpointUrl(E.ask, { id: seeded }), { question: '你好' }),
      await approver.get(endpointUrl(E.getMessage, { id: answer })),
      await approver.get(endpointUrl(E.resume, { id: answer })),
      await approver.post(endpointUrl(E.stop, { id: answer })),
      await approver.post(endpointUrl(E.rate, { id: answer }), { score: 'up' }),
      await approver.get(endpointUrl(E.getConversation, { id: 'not-an-id' })),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: '未找到' });
    }
    const theirs = (await approver.get(endpointUrl(E.listConversations))).json<{ results: AiConversation[] }>();
    expect(theirs.results.map((c) => c.id)).not.toContain(seeded);
    expect((await staff.get(endpointUrl(E.getConversation, { id: seeded }))).statusCode).toBe(200);
  });

  it('a my_orders conversation reads the person’s own orders with his own token; another person’s or company’s order gives nothing', async () => {
    const own = orderPageSchema.parse((await staff.get(endpointUrl(orderEndpoints.list))).json()).results;
    const spaceOrder = own.find((o) => o.order_type_name === '场地预约');
    expect(spaceOrder).toBeDefined();
    const conversation = await start(staff, 'my_orders');
    const { answer } = await askWhole(staff, conversation.id, '我的场地预约到哪一步了');
    expect(answer.text).toContain(spaceOrder?.title ?? '?');
    expect(answer.text).toContain(spaceOrder?.status_label ?? '?');
    expect(answer.sources).toContainEqual({
      kind: 'order',
      title: spaceOrder?.title,
      ref: spaceOrder?.id,
      order_type: spaceOrder?.order_type,
    });

    // The approver sees the staff's order in his work, but it is not his: the assistant finds nothing.
    const asApprover = await askWhole(approver, (await start(approver, 'my_orders')).id, `订单 ${spaceOrder?.id ?? ''} 的状态`);
    expect(asApprover.answer.text).toContain('没有找到这个单号的订单');
    expect(asApprover.answer.text).not.toContain(spaceOrder?.title ?? '?');
    const otherCompany = await clientOf(h(), B.id, '13800000005');
    const theirOrder = orderPageSchema.parse((await otherCompany.get(endpointUrl(orderEndpoints.list))).json()).results[0];
    const asked = await askWhole(staff, conversation.id, `订单 ${theirOrder?.id ?? ''} 的状态`);
    expect(asked.answer.text).toContain('没有找到这个单号的订单');
    // A general conversation reads no orders at all.
    const general = await askWhole(staff, (await start(staff)).id, '我的场地预约到哪一步了');
    expect(general.answer.sources.some((s) => s.kind === 'order')).toBe(false);
  });

  it('the administrator sets the provider and the quotas (the key is write-only); bad settings answer field errors; staff get 403', async () => {
    const url = endpointUrl(E.updateSettings);
    expect(aiSettingsSchema.parse((await admin.get(endpointUrl(E.getSettings))).json())).toMatchObject({
      kind: 'local',
      has_api_key: false,
    });
    const missing = await admin.put(url, { kind: 'openai', per_person_daily: 10, per_company_daily: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      base_url: ['请输入有效的接口地址（http:// 或 https:// 开头）'],
      model: ['请输入模型名称'],
      api_key: ['请输入接口密钥'],
    });
    expect(
      (await admin.put(url, { kind: 'openai', base_url: 'ftp://x', model: 'm', per_person_daily: 1, per_company_daily: 1 })).statusCode,
    ).toBe(400);
    const set = await admin.put(url, {
      kind: 'local',
      base_url: 'https://llm.example.com/v1',
      model: 'qwen',
      api_key: 'sk-secret',
      per_person_daily: 30,
      per_company_daily: 900,
    });
    expect(set.json()).toEqual({
      kind: 'local',
      base_url: 'https://llm.example.com/v1',
      model: 'qwen',
      has_api_key: true,
      per_person_daily: 30,
      per_company_daily: 900,
      per_guest_device_daily: 20,
      per_company_guests_daily: 500,
    });
    expect(set.body).not.toContain('sk-secret');
    const kept = await admin.put(url, { kind: 'local', per_person_daily: 50, per_company_daily: 2000 });
    expect(kept.json()).toMatchObject({ has_api_key: true });
    expect((await staff.get(endpointUrl(E.getSettings))).statusCode).toBe(403);
    expect((await staff.put(url, { kind: 'local', per_person_daily: 1, per_company_daily: 1 })).statusCode).toBe(403);
  });

  it('the quota state says what is left today for me and for my company', async () => {
    const before = aiQuotaSchema.parse((await approver.get(endpointUrl(E.quota))).json());
    await askWhole(approver, (await start(approver)).id, '你好');
    const after = aiQuotaSchema.parse((await approver.get(endpointUrl(E.quota))).json());
    expect(after.person).toEqual({ limit: before.person.limit, used: before.person.used + 1, left: before.person.left - 1 });
    expect(after.company.used).toBe(before.company.used + 1);
    expect(after.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
