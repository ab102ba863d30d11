import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/types.ts';
import { ExpiringLru } from './expiring-lru.ts';
import { CacheInvalidator, parseNotice } from './invalidation.ts';

/** A handle whose LISTEN the test drives: deliver a notice, drop or restore the connection. */
function fakeHandle() {
  let onPayload: (p: string) => void = () => {};
  let onConnection: (up: boolean) => void = () => {};
  const handle = {
    listen: async (_channel: string, payload: (p: string) => void, connection?: (up: boolean) => void) => {
      onPayload = payload;
      onConnection = connection ?? (() => {});
      return async () => {};
    },
  } as unknown as DatabaseHandle;
  return { handle, notify: (p: string) => onPayload(p), connection: (up: boolean) => onConnection(up) };
}

describe('cache invalidation (issue 10)', () => {
  it('reads the trigger payloads; anything else means drop everything', () => {
    expect(parseNotice('{"k":"token","c":"c1","h":"abc"}')).toEqual({ kind: 'token', companyId: 'c1', tokenHash: 'abc' });
    expect(parseNotice('{"k":"staff","c":"c1","s":"s1"}')).toEqual({ kind: 'staff', companyId: 'c1', staffId: 's1' });
    expect(parseNotice('{"k":"rules","c":"c1"}')).toEqual({ kind: 'rules', companyId: 'c1' });
    expect(parseNotice('{"k":"company","c":"c1"}')).toEqual({ kind: 'company', companyId: 'c1' });
    expect(parseNotice('{"k":"directory","c":"c1"}')).toEqual({ kind: 'directory', companyId: 'c1' });
    expect(parseNotice('nonsense')).toBeNull();
    expect(parseNotice('{"k":"token","c":"c1"}')).toBeNull();
  });

  it('caches nothing before LISTEN is up, while it is down, and drops everything on loss and return', async () => {
    const fake = fakeHandle();
    const inv = new CacheInvalidator();
    const lru = new ExpiringLru<{ v: number }>(10, inv);
    inv.register({ invalidate: () => {}, clear: () => lru.clear() });
    let loads = 0;
    const load = async () => ({ v: ++loads });
    const get = () => lru.getOrLoad('k', 0, load, () => 1000);

    await get();
    await get();
    expect(loads).toBe(2); // not listening yet: nothing kept
    await inv.start(fake.handle);
    await get();
    await get();
    expect(loads).toBe(3); // the second was a hit
    fake.connection(false);
    expect(lru.size).toBe(0);
    await get();
    await get();
    expect(loads).toBe(5);
    fake.connection(true);
    await get();
    await get();
    expect(loads).toBe(6);
    fake.notify('garbage');
    expect(lru.size).toBe(0);
  });

  it('a load that raced an invalidation is not stored', async () => {
    const fake = fakeHandle();
    const inv = new CacheInvalidator();
    await inv.start(fake.handle);
    const lru = new ExpiringLru<{ v: number }>(10, inv);
    const stale = lru.getOrLoad(
      'k',
      0,
      async () => {
        // The change lands while this read is in flight.
        fake.notify('{"k":"rules","c":"c1"}');
        return { v: 1 };
      },
      () => 1000,
    );
    expect(await stale).toEqual({ v: 1 });
    expect(lru.size).toBe(0);
  });

  it('entries end at their own time on the given clock, and the LRU bound holds', async () => {
    const fake = fakeHandle();
    const inv = new CacheInvalidator();
    await inv.start(fake.handle);
    const lru = new ExpiringLru<{ v: number }>(2, inv);
    await lru.getOrLoad(
      'a',
      0,
      async () => ({ v: 1 }),
      () => 100,
    );
    expect(lru.get('a', 99)).toEqual({ v: 1 });
    expect(lru.get('a', 100)).toBeUndefined();
    for (const key of ['a', 'b', 'c'])
      await lru.getOrLoad(
        key,
        0,
        async () => ({ v: 1 }),
        () => 100,
      );
    expect(lru.size).toBe(2);
    expect(lru.get('a', 0)).toBeUndefined();
  });
});
