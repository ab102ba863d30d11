import { COUNT_WINDOW } from '../db/bounded-count.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  messagePageSchema,
  storedPushMessageSchema,
  type PushMessage,
  type StoredPushMessage,
  pushEndpoints,
  messageEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { A, auth, describeOnEveryDatabase, staffId } from '../test/harness.ts';
import { SseReader } from '../test/sse.ts';
import { strictlyIncreasingClock } from '../test/clock.ts';
import type { HubServer } from '../app.ts';
import type { PushDelivery } from './delivery.ts';
import { nativePushDelivery } from './native.ts';

const approval: PushMessage = {
  title: '审批提醒',
  content: '您有一条报修单待审批',
  extras: { msg_type: 'APPROVAL', msg_id: 42, order_type: 'repair', extra_param: { module: 'repair', action_type: 'approve' } },
};

const recorded: { target: { companyId: string; staffId: string }; message: StoredPushMessage }[] = [];
const recorder: PushDelivery = {
  name: 'recorder',
  async deliver(target, message) {
    recorded.push({ target, message });
  },
};

describeOnEveryDatabase(
  'push: send -> SSE -> message list -> read (spec §3 Push message, §7 push handling)',
  (h) => {
    let base = '';
    beforeAll(async () => {
      await h().app.listen({ port: 0, host: '127.0.0.1' });
      const addr = h().app.server.address();
      base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    });

    const openStream = async (token: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${endpointUrl(pushEndpoints.stream)}?token=${encodeURIComponent(token)}`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = new SseReader(res);
      await reader.waitForComment('connected');
      return reader;
    };
    const send = (token: string, payload: object) =>
      h().app.inject({ method: 'POST', url: endpointUrl(pushEndpoints.send), headers: auth(token), payload });

    it('issue: an admin push is stored, delivered live over SSE as `event: push`, listed, and marked read', async () => {
      const admin = await h().login(A.id);
      const target = await h().login(A.id, '13800000004');
      const stream = await openStream(target.token);
      try {
        const sent = await send(admin.token, { phone: '13800000004', ...approval });
        expect(sent.statusCode).toBe(201);
        const stored = storedPushMessageSchema.parse(sent.json());
        expect(stored).toMatchObject(approval);

        const ev = await stream.next();
        expect(ev.event).toBe('push');
        expect(ev.id).toBe(stored.id);
        expect(JSON.parse(ev.data)).toEqual(stored);

        const list = await h().app.inject({
          method: 'GET',
          url: `${endpointUrl(messageEndpoints.list)}?page=1&page_size=10`,
          headers: auth(target.token),
        });
        const page = messagePageSchema.parse(list.json());
        expect(page.count).toBe(1);
        expect(page.results[0]).toMatchObject({
          id: stored.id,
          title: approval.title,
          msg_type: 'APPROVAL',
          is_read: false,
          extras: approval.extras,
        });

        const unread = await h().app.inject({ method: 'GET', url: endpointUrl(messageEndpoints.unreadCount), headers: auth(target.token) });
        expect(unread.json()).toEqual({ count: 1 });
        const read = await h().app.inject({
          method: 'POST',
          url: endpointUrl(messageEndpoints.read, { id: stored.id }),
          headers: auth(target.token),
        });
        expect(read.statusCode).toBe(200);
        expect(read.json()).toMatchObject({ id: stored.id, is_read: true, read_at: expect.any(String) });
        expect(
          (await h().app.inject({ method: 'GET', url: endpointUrl(messageEndpoints.unreadCount), headers: auth(target.token) })).json(),
        ).toEqual({
          count: 0,
        });
        const detail = await h().app.inject({
          method: 'GET',
          url: endpointUrl(messageEndpoints.get, { id: stored.id }),
          headers: auth(target.token),
        });
        expect(detail.json()).toMatchObject({ id: stored.id, is_read: true });
      } finally {
        await stream.close();
      }
    });

    it('issue 33: the unread badge counts up to 100 (99+); the list counts a window past its page (exact near the end), newest first, and continues by key', async () => {
      const target = await h().login(A.id, '13800000006');
      await h().db.handle.db.execute(
        sql`INSERT INTO push_messages (company_id, id, staff_id, title, content, msg_type, extras, created_at)
            SELECT ${A.id}, gen_random_uuid(), ${staffId(A.id, 'wechat')}, '提醒 ' || g, '内容', 'NOTICE',
              jsonb_build_object('msg_type', 'NOTICE', 'msg_id', g), now() - g * interval '1 minute'
            FROM generate_series(1, 150) g`,
      );
      const get = async (url: string) =>
        (await h().app.inject({ method: 'GET', url, headers: auth(target.token) })).json<Record<string, unknown>>();
      expect(await get(endpointUrl(messageEndpoints.unreadCount))).toEqual({ count: 100 });
      type Page = { count: number; next: number | null; results: { title: string }[] };
      const page = (await get(`${endpointUrl(messageEndpoints.list)}?unread=true&page=2&page_size=10`)) as Page;
      // COUNT_WINDOW (100) past the page: a lower bound that still says a next page exists.
      expect(page.count).toBe(2 * 10 + COUNT_WINDOW);
      expect(page.next).not.toBeNull();
      expect(page.results.map((m) => m.title)).toEqual(Array.from({ length: 10 }, (_, i) => `提醒 ${String(11 + i)}`));
      const last = (await get(`${endpointUrl(messageEndpoints.list)}?unread=true&page=15&page_size=10`)) as Page;
      expect(last.count).toBe(150);
      expect(last.next).toBeNull();
      // By key: page 3 after page 2's last message is the offset page 3, with the same count.
      const keyed = (await get(`${endpointUrl(messageEndpoints.list)}?unread=true&page=2&page_size=10`)) as Page & { next_after: string };
      const third = (await get(
        `${endpointUrl(messageEndpoints.list)}?unread=true&page=3&page_size=10&after=${keyed.next_after}`,
      )) as Page & { next_after: string | null };
      const byOffset = (await get(`${endpointUrl(messageEndpoints.list)}?unread=true&page=3&page_size=10`)) as Page;
      expect(third.results.map((m) => m.title)).toEqual(byOffset.results.map((m) => m.title));
      expect(third.count).toBe(byOffset.count);
      const end = (await get(
        `${endpointUrl(messageEndpoints.list)}?unread=true&page=15&page_size=10&after=${String(
          ((await get(`${endpointUrl(messageEndpoints.list)}?unread=true&page=14&page_size=10`)) as { next_after: string }).next_after,
        )}`,
      )) as Page & { next_after: string | null };
      expect(end).toMatchObject({ count: 150, next: null, next_after: null });
      expect(end.results).toHaveLength(10);
    });

    it('issue: a push reaches only its staff: another staff stream gets nothing', async () => {
      const admin = await h().login(A.id);
      const a = await h().login(A.id, '13800000001');
      const b = await h().login(A.id, '13800000002');
      const streamA = await openStream(a.token);
      const streamB = await openStream(b.token);
      try {
        await send(admin.token, { staff_id: b.user_id, title: 'for b', content: 'x', extras: { msg_type: 'REPAIR', msg_id: 1 } });
        expect(JSON.parse((await streamB.next()).data)).toMatchObject({ title: 'for b' });
        await expect(streamA.next(400)).rejects.toThrow('SSE timeout');
      } finally {
        await streamA.close();
        await streamB.close();
      }
    });

    it('issue: several instances behind a load balancer: a push sent to one reaches a stream on another (LISTEN/NOTIFY)', async () => {
      const peerHandle = await h().db.openPeer();
      const other: HubServer = await h().build({}, peerHandle);
      await other.listen({ port: 0, host: '127.0.0.1' });
      const addr = other.server.address();
      const otherBase = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const admin = await h().login(A.id);
      const target = await h().login(A.id, '13800000005');
      const res = await fetch(`${otherBase}${endpointUrl(pushEndpoints.stream)}`, { headers: auth(target.token) });
      const stream = new SseReader(res);
      await stream.waitForComment('connected');
      try {
        const sent = (await send(admin.token, { phone: '13800000005', ...approval })).json<StoredPushMessage>();
        const ev = await stream.next();
        expect(ev.id).toBe(sent.id);
      } finally {
        await stream.close();
      }
    });

    it('issue: reconnecting with Last-Event-ID replays the messages sent meanwhile', async () => {
      const admin = await h().login(A.id);
      const target = await h().login(A.id, '13800000006');
      const first = (
        await send(admin.token, { phone: '13800000006', title: 'one', content: '1', extras: { msg_type: 'NOTICE', msg_id: 1 } })
      ).json<StoredPushMessage>();
      await send(admin.token, { phone: '13800000006', title: 'two', content: '2', extras: { msg_type: 'NOTICE', msg_id: 2 } });
      const stream = await openStream(target.token, { 'last-event-id': first.id });
      try {
        expect(JSON.parse((await stream.next()).data)).toMatchObject({ title: 'two' });
      } finally {
        await stream.close();
      }
    });

    it('issue: the adapter point: every delivery (native shell push) gets the stored message and its target', async () => {
      recorded.length = 0;
      const admin = await h().login(A.id);
      const sent = (await send(admin.token, { phone: '13800000002', ...approval })).json<StoredPushMessage>();
      expect(recorded).toEqual([{ target: { companyId: A.id, staffId: staffId(A.id, 'repairman') }, message: sent }]);
    });

    it('issue: messages are paged as {count, results} with next/previous', async () => {
      const admin = await h().login(A.id);
      const target = await h().login(A.id, '13800000003');
      for (let i = 0; i < 5; i++)
        await send(admin.token, { phone: '13800000003', title: `m${i}`, content: 'c', extras: { msg_type: 'NOTICE', msg_id: i } });
      const page2 = (
        await h().app.inject({
          method: 'GET',
          url: `${endpointUrl(messageEndpoints.list)}?page=2&page_size=2`,
          headers: auth(target.token),
        })
      ).json();
      expect(page2).toMatchObject({ count: 5, next: 3, previous: 1 });
      expect(page2.results).toHaveLength(2);
      const bad = await h().app.inject({
        method: 'GET',
        url: `${endpointUrl(messageEndpoints.list)}?page=0&page_size=500`,
        headers: auth(target.token),
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json()).sort()).toEqual(['page', 'page_size']);
      const all = await h().app.inject({ method: 'POST', url: endpointUrl(messageEndpoints.readAll), headers: auth(target.token) });
      expect(all.json()).toEqual({ count: 5 });
      const unreadOnly = (
        await h().app.inject({ method: 'GET', url: `${endpointUrl(messageEndpoints.list)}?unread=true`, headers: auth(target.token) })
      ).json();
      expect(unreadOnly.count).toBe(0);
    });

    it('issue: push send is for admins (403 没有权限), validates input (400), and needs a token (AUTH_FAIL)', async () => {
      const plain = await h().login(A.id, '13800000005');
      const admin = await h().login(A.id);
      expect((await send(plain.token, { phone: '13800000004', ...approval })).json()).toEqual({ detail: '没有权限' });
      const bad = await send(admin.token, { title: '', content: 'x', extras: {} });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ title: [expect.any(String)], 'extras.msg_type': ['该字段是必填项。'] });
      const noTarget = await send(admin.token, approval);
      expect(noTarget.json()).toEqual({ staff_id: ['请指定 staff_id 或 phone'] });
      const anon = await h().app.inject({ method: 'POST', url: endpointUrl(pushEndpoints.send), payload: approval });
      expect(anon.statusCode).toBe(401);
      const stream = await fetch(`${base}${endpointUrl(pushEndpoints.stream)}?token=nope`);
      expect(stream.status).toBe(401);
      expect(await stream.json()).toMatchObject({ code: 'AUTH_FAIL' });
    });
  },
  { extraDeliveries: [recorder], now: strictlyIncreasingClock() },
);

// The native shell adapter's wire contract (docs/server.md).
let hook: { close(): Promise<void> } | undefined;
afterAll(async () => hook?.close());
it('issue: the native push adapter POSTs {company_id, staff_id, alias, title, content, extras, message_id} to NATIVE_PUSH_URL', async () => {
  const { createServer } = await import('node:http');
  const received: { auth: string | undefined; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  hook = { close: () => new Promise((r) => server.close(() => r())) };
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/push`;
  const delivery = nativePushDelivery({ url, token: 'secret' });
  const message: StoredPushMessage = { ...approval, id: 'm1', created_at: '2026-01-01T00:00:00.000Z' };
  await delivery.deliver({ companyId: A.id, staffId: 's1' }, message);
  expect(received).toEqual([
    {
      auth: 'Bearer secret',
      body: {
        company_id: A.id,
        staff_id: 's1',
        alias: 's1',
        title: approval.title,
        content: approval.content,
        extras: approval.extras,
        message_id: 'm1',
        created_at: message.created_at,
      },
    },
  ]);
  // A dead push service throws (the queue in front of it retries and never fails the send, push/queue.test.ts).
  await expect(
    nativePushDelivery({ url: 'http://127.0.0.1:1/none', timeoutMs: 500 }).deliver({ companyId: A.id, staffId: 's1' }, message),
  ).rejects.toThrow();
});
