import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushEndpoints, authEndpoints, endpointUrl } from '@campus/contracts';
import { A, auth, describeOnEveryDatabase } from '../test/harness.ts';
import { SseReader } from '../test/sse.ts';
import { DEMO_PASSWORD } from '../seed/data.ts';
import type { HubServer } from '../app.ts';
import { StreamRegistry, type StreamHandle } from './streams.ts';

describeOnEveryDatabase('push streams end with their token, and are capped (issue 9)', (h) => {
  let app: HubServer;
  let base = '';
  beforeAll(async () => {
    app = await h().build({ streamLimits: { perStaff: 5, perIp: 12 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  const readers: SseReader[] = [];
  afterAll(async () => {
    for (const r of readers) await r.close();
  });
  const openStream = async (token: string): Promise<SseReader> => {
    const res = await fetch(`${base}${endpointUrl(pushEndpoints.stream)}?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    const reader = new SseReader(res);
    readers.push(reader);
    await reader.waitForComment('connected');
    return reader;
  };
  const post = (url: string, token: string | null, payload?: object) =>
    app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

  it('closes the streams of a revoked token, and only those', async () => {
    const first = await h().login(A.id, '13800000001');
    const second = await h().login(A.id, '13800000001');
    const revoked = await openStream(first.token);
    const kept = await openStream(second.token);
    expect((await post(endpointUrl(authEndpoints.revokeToken), first.token)).statusCode).toBe(200);
    await revoked.ended();
    expect(app.context.streams.count({ companyId: A.id, staffId: second.user_id })).toBe(1);
    await kept.close();
  });

  it('closes the other sessions\u2019 streams on a password change, and every stream on a reset', async () => {
    const me = await h().login(A.id, '13800000003');
    const other = await h().login(A.id, '13800000003');
    const mine = await openStream(me.token);
    const theirs = await openStream(other.token);
    const change = await post(endpointUrl(authEndpoints.changePassword), me.token, {
      old_password: DEMO_PASSWORD,
      new_password: 'NewPass2026',
    });
    expect(change.statusCode).toBe(200);
    await theirs.ended();
    const target = { companyId: A.id, staffId: me.user_id };
    expect(app.context.streams.count(target)).toBe(1);

    let code = '';
    const resetApp = await h().build({
      codeSender: {
        async send(_staff, c) {
          code = c;
        },
      },
    });
    expect(
      (
        await resetApp.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.sendResetCode),
          payload: { phone: '13800000003', company_id: A.id },
        })
      ).statusCode,
    ).toBe(200);
    const reset = await resetApp.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.resetPassword),
      payload: { phone: '13800000003', company_id: A.id, code, new_password: 'Other2026x' },
    });
    expect(reset.statusCode).toBe(200);
    // The reset ran on another instance: the close reaches this one through the database channel.
    await mine.ended();
    expect(app.context.streams.count(target)).toBe(0);
  });

  it('keeps at most five streams per staff (the oldest closes) and refuses beyond the per-IP cap', async () => {
    const me = await h().login(A.id, '13800000002');
    const oldest = await openStream(me.token);
    for (let i = 0; i < 5; i++) await openStream(me.token);
    await oldest.ended();
    expect(app.context.streams.count({ companyId: A.id, staffId: me.user_id })).toBe(5);
  });

  it('refuses a stream beyond the per-IP cap with 429', async () => {
    const capped = await h().build({ streamLimits: { perStaff: 5, perIp: 3 } });
    const other = await h().login(A.id, '13800000004');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await capped.inject({
        method: 'GET',
        url: endpointUrl(pushEndpoints.stream),
        headers: auth(other.token),
        payloadAsStream: true,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) res.stream().resume();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(capped.context.streams.count()).toBe(3);
  });
});

describe('stream registry heartbeat (issue 9)', () => {
  const handle = (ip: string, alive: () => boolean): StreamHandle & { closed: boolean } => {
    const h = {
      target: { companyId: 'c', staffId: 's' },
      tokenHash: 't',
      ip,
      closed: false,
      close: () => void (h.closed = true),
      ping: alive,
    };
    return h;
  };
  it('drops the peers that stopped reading and keeps the live ones', () => {
    const registry = new StreamRegistry({ perStaff: 5, perIp: 5 });
    let deadPeerGone = false;
    const live = handle('1.1.1.1', () => true);
    const dead = handle('1.1.1.1', () => !deadPeerGone);
    registry.open(live);
    registry.open(dead);
    expect(registry.heartbeat()).toBe(0);
    deadPeerGone = true;
    expect(registry.heartbeat()).toBe(1);
    expect(dead.closed).toBe(true);
    expect(live.closed).toBe(false);
    expect(registry.count()).toBe(1);
    // The IP's slot is free again.
    for (let i = 0; i < 4; i++) expect(registry.open(handle('1.1.1.1', () => true))).toBe(true);
    expect(registry.open(handle('1.1.1.1', () => true))).toBe(false);
  });
});
