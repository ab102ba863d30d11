import { expect, it } from 'vitest';
import {
  type StoredPushMessage,
  authEndpoints,
  pushEndpoints,
  messageEndpoints,
  permissionEndpoints,
  wechatEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { A, A2, B, auth, describeOnDatabase, staffId } from './platform/test/harness.ts';
import { seedStaff } from './platform/seed/data.ts';

/**
 * Issue: "Tests prove tenant isolation: a staff of one company gets nothing of another company's
 * data, by any id it tries." The caller is company A's admin (the most privileged role).
 */
describeOnDatabase('tenant isolation across every endpoint', (h) => {
  const bStaffIds = seedStaff.map((s) => staffId(B.id, s.key));
  const a2StaffIds = seedStaff.map((s) => staffId(A2.id, s.key));

  /** Nothing of B in an answer: no B company id, no B staff id, no B message id. */
  const expectNoBData = (body: string, bIds: string[]) => {
    expect(body).not.toContain(B.id);
    for (const id of bIds) expect(body).not.toContain(id);
  };

  it('staff record: every staff id of company B (and of another company of the same tenant) answers 404', async () => {
    const admin = await h().login(A.id);
    for (const id of [...bStaffIds, ...a2StaffIds]) {
      const res = await h().app.inject({
        method: 'GET',
        url: endpointUrl(authEndpoints.staffRecord, { user_id: id }),
        headers: auth(admin.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: '未找到' });
    }
  });

  it('messages: B message ids answer 404 on detail and read; the list and counts show none of them', async () => {
    const bAdmin = await h().login(B.id);
    const bIds: string[] = [];
    for (const id of bStaffIds) {
      const res = await h().app.inject({
        method: 'POST',
        url: endpointUrl(pushEndpoints.send),
        headers: auth(bAdmin.token),
        payload: { staff_id: id, title: 'B 的消息', content: 'secret-b', extras: { msg_type: 'NOTICE', msg_id: 7 } },
      });
      expect(res.statusCode).toBe(201);
      bIds.push(res.json<StoredPushMessage>().id);
    }
    const admin = await h().login(A.id);
    for (const id of bIds) {
      for (const req of [
        { method: 'GET' as const, url: endpointUrl(messageEndpoints.get, { id }) },
        { method: 'POST' as const, url: endpointUrl(messageEndpoints.read, { id }) },
      ]) {
        const res = await h().app.inject({ ...req, headers: auth(admin.token) });
        expect(res.statusCode).toBe(404);
        expectNoBData(res.body, bIds);
      }
    }
    const list = await h().app.inject({
      method: 'GET',
      url: `${endpointUrl(messageEndpoints.list)}?page_size=100`,
      headers: auth(admin.token),
    });
    expect(list.statusCode).toBe(200);
    expectNoBData(list.body, bIds);
    expect(list.body).not.toContain('secret-b');
    await h().app.inject({ method: 'POST', url: endpointUrl(messageEndpoints.readAll), headers: auth(admin.token) });
    // B's messages are still unread for B.
    const bDemo = await h().login(B.id);
    expect(
      (await h().app.inject({ method: 'GET', url: endpointUrl(messageEndpoints.unreadCount), headers: auth(bDemo.token) })).json(),
    ).toEqual({
      count: 1,
    });
  });

  it('push send: a B staff id answers 404 and B receives nothing; a phone resolves in the caller company only', async () => {
    const admin = await h().login(A.id);
    const bTarget = await h().login(B.id, '13800000005');
    const before = (
      await h().app.inject({ method: 'GET', url: endpointUrl(messageEndpoints.unreadCount), headers: auth(bTarget.token) })
    ).json();
    for (const id of bStaffIds) {
      const res = await h().app.inject({
        method: 'POST',
        url: endpointUrl(pushEndpoints.send),
        headers: auth(admin.token),
        payload: { staff_id: id, title: 'x', content: 'y', extras: { msg_type: 'NOTICE', msg_id: 1 } },
      });
      expect(res.statusCode).toBe(404);
    }
    const byPhone = await h().app.inject({
      method: 'POST',
      url: endpointUrl(pushEndpoints.send),
      headers: auth(admin.token),
      payload: { phone: '13800000005', title: 'x', content: 'y', extras: { msg_type: 'NOTICE', msg_id: 1 } },
    });
    expect(byPhone.statusCode).toBe(201);
    const after = (
      await h().app.inject({ method: 'GET', url: endpointUrl(messageEndpoints.unreadCount), headers: auth(bTarget.token) })
    ).json();
    expect(after).toEqual(before);
  });

  it('rules: asking for company B answers 404; the own list holds no B entry', async () => {
    const admin = await h().login(A.id);
    const res = await h().app.inject({
      method: 'GET',
      url: `${endpointUrl(permissionEndpoints.rules)}?company_id=${B.id}`,
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(404);
    const own = await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(admin.token) });
    expect(own.body).not.toContain('三安');
  });

  it('remote configuration: company B with an A token answers 404 and no ticket', async () => {
    const admin = await h().login(A.id);
    const res = await h().app.inject({
      method: 'POST',
      url: endpointUrl(wechatEndpoints.jsConfig),
      headers: auth(admin.token),
      payload: { url: 'https://x.example/', company_id: B.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('ticket');
  });

  it('push stream: an A token never receives a B push', async () => {
    await h().app.listen({ port: 0, host: '127.0.0.1' });
    const addr = h().app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const a = await h().login(A.id, '13800000002');
    const { SseReader } = await import('./platform/test/sse.ts');
    const stream = new SseReader(await fetch(`${base}${endpointUrl(pushEndpoints.stream)}?token=${a.token}`));
    await stream.waitForComment('connected');
    try {
      const bAdmin = await h().login(B.id);
      // Same phone, same seed key, other company.
      await h().app.inject({
        method: 'POST',
        url: endpointUrl(pushEndpoints.send),
        headers: auth(bAdmin.token),
        payload: { phone: '13800000002', title: 'b only', content: 'x', extras: { msg_type: 'REPAIR', msg_id: 1 } },
      });
      await expect(stream.next(500)).rejects.toThrow('SSE timeout');
    } finally {
      await stream.close();
    }
  });

  it('login: A credentials with company_id B, and B openid with company_id A, get no B session', async () => {
    const wrong = await h().app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { openid: `demo-${B.id}`, company_id: A.id },
    });
    expect(wrong.statusCode).toBe(403);
    expectNoBData(wrong.body, bStaffIds);
  });
});
