import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type StoredPushMessage, noticeEndpoints, messageEndpoints, endpointUrl } from '@campus/contracts';
import { A2, describeOnEveryDatabase } from '../test/harness.ts';
import { clientOf } from '../test/client.ts';
import { staff } from '../db/schema.ts';
import { DeliveryQueue, DEFAULT_QUEUE_OPTIONS, type DeliveryQueueOptions } from './queue.ts';
import type { PushDelivery } from './delivery.ts';

const message: StoredPushMessage = {
  id: 'm',
  title: 't',
  content: 'c',
  extras: { msg_type: 'NOTICE', msg_id: 'x' },
  created_at: '2026-01-01T00:00:00.000Z',
};
const target = { companyId: 'c', staffId: 's' };

/** A fake clock and sleep: sleeping advances the clock and records the delay. */
function fakeTime(): Pick<DeliveryQueueOptions, 'now' | 'sleep'> & { delays: number[]; advance(ms: number): void } {
  let t = 0;
  const delays: number[] = [];
  return {
    delays,
    now: () => t,
    sleep: async (ms) => {
      delays.push(ms);
      t += ms;
    },
    advance: (ms) => void (t += ms),
  };
}

const failing = (failures: number): PushDelivery & { calls: number } => {
  const d = {
    name: 'fake',
    calls: 0,
    async deliver() {
      d.calls++;
      if (d.calls <= failures) throw new Error('push service down');
    },
  };
  return d;
};

describe('native push queue (issue 9)', () => {
  it('retries with exponential back-off and stops after maxAttempts', async () => {
    const time = fakeTime();
    const inner = failing(2);
    const queue = new DeliveryQueue(inner, { ...DEFAULT_QUEUE_OPTIONS, ...time, baseDelayMs: 100, maxAttempts: 3 });
    await queue.deliver(target, message);
    await queue.idle();
    expect(inner.calls).toBe(3);
    expect(time.delays).toEqual([100, 200]);

    const hopeless = failing(Infinity);
    const giveUp = new DeliveryQueue(hopeless, { ...DEFAULT_QUEUE_OPTIONS, ...fakeTime(), maxAttempts: 3 });
    await giveUp.deliver(target, message);
    await giveUp.idle();
    expect(hopeless.calls).toBe(3);
  });

  it('opens the circuit after repeated failures and closes it after the cool-down', async () => {
    const time = fakeTime();
    const inner = failing(Infinity);
    const queue = new DeliveryQueue(inner, {
      ...DEFAULT_QUEUE_OPTIONS,
      ...time,
      maxAttempts: 1,
      concurrency: 1,
      breakerFailures: 3,
      breakerCooldownMs: 10_000,
    });
    for (let i = 0; i < 10; i++) await queue.deliver(target, message);
    await queue.idle();
    // Three failures open it; the seven others are not tried.
    expect(inner.calls).toBe(3);
    expect(queue.stats().circuitOpen).toBe(true);
    time.advance(10_000);
    expect(queue.stats().circuitOpen).toBe(false);
    await queue.deliver(target, message);
    await queue.idle();
    expect(inner.calls).toBe(4);
  });

  it('runs at most `concurrency` deliveries at once and answers the sender at once', async () => {
    let inFlight = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const slow: PushDelivery = {
      name: 'slow',
      deliver: () =>
        new Promise<void>((r) => {
          inFlight++;
          peak = Math.max(peak, inFlight);
          release.push(() => {
            inFlight--;
            r();
          });
        }),
    };
    const queue = new DeliveryQueue(slow, { ...DEFAULT_QUEUE_OPTIONS, ...fakeTime(), concurrency: 4 });
    for (let i = 0; i < 20; i++) await queue.deliver(target, message);
    expect(queue.stats()).toEqual({ waiting: 16, running: 4, circuitOpen: false });
    while (release.length > 0) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await queue.idle();
    expect(peak).toBe(4);
  });
});

describeOnEveryDatabase('a notice to 5,000 staff returns while the push service hangs (issue 9)', (h) => {
  it('publishes, stores every message, and leaves native delivery to the queue', async () => {
    const db = h().db.handle.db;
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      companyId: A2.id,
      id: randomUUID(),
      name: `员工${String(i)}`,
      phone: `139${String(i).padStart(8, '0')}`,
    }));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(staff).values(rows.slice(i, i + 1000));
    let calls = 0;
    // The push service accepts the connection and never answers.
    const hanging = (() => {
      calls++;
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    const app = await h().build({
      nativePush: { url: 'http://push.invalid/', fetch: hanging },
      pushQueue: { concurrency: 8, attemptTimeoutMs: 3_600_000 },
    });
    const admin = await clientOf({ ...h(), app }, A2.id);
    const res = await admin.post(endpointUrl(noticeEndpoints.list), { title: '全员通知', content: '内容' });
    expect(res.statusCode, res.body).toBe(201);
    const unread = await app.inject({
      method: 'GET',
      url: endpointUrl(messageEndpoints.unreadCount),
      headers: { authorization: `Token ${(await h().login(A2.id, '13800000005')).token}` },
    });
    expect(unread.statusCode).toBe(200);
    expect(calls).toBeLessThanOrEqual(8);
  }, 120_000);
});
