import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Unlisten } from '../db/types.ts';

/** The database channel the cache triggers (migration 0002_cache_notify) publish on. */
export const CACHE_CHANNEL = 'campus_cache';

/** What changed: the entries that may now be wrong. */
export type Invalidation =
  | { kind: 'token'; companyId: string; tokenHash: string }
  | { kind: 'staff'; companyId: string; staffId: string }
  | { kind: 'company'; companyId: string }
  | { kind: 'rules'; companyId: string }
  /** Staff or departments added (migration 0016): the department list's counts and rows. */
  | { kind: 'directory'; companyId: string };

/** A cache that drops what an invalidation names, or everything. */
export interface Invalidatable {
  invalidate(change: Invalidation): void;
  clear(): void;
}

/** The trigger's payload ({k, c, h|s}); null for anything else (then everything is dropped). */
export function parseNotice(payload: string): Invalidation | null {
  try {
    const n = JSON.parse(payload) as { k?: unknown; c?: unknown; h?: unknown; s?: unknown };
    if (typeof n.c !== 'string') return null;
    if (n.k === 'token' && typeof n.h === 'string') return { kind: 'token', companyId: n.c, tokenHash: n.h };
    if (n.k === 'staff' && typeof n.s === 'string') return { kind: 'staff', companyId: n.c, staffId: n.s };
    if (n.k === 'company' || n.k === 'rules' || n.k === 'directory') return { kind: n.k, companyId: n.c };
    return null;
  } catch {
    return null;
  }
}

/**
 * The one place caches are dropped. Writers in this process call `invalidate` right after their
 * write (so the next request here already misses); the database triggers NOTIFY every server,
 * this one included, on commit. Caching is live only while the LISTEN connection is: a server that
 * may miss notices must not serve from its caches.
 */
export class CacheInvalidator {
  private readonly caches: Invalidatable[] = [];
  private unlisten: Unlisten | null = null;
  private listening = false;
  /**
   * Bumped on every drop. A loader notes it before reading the database and stores its result only
   * if it did not move: a read that raced a change is never cached after the change was applied.
   */
  private gen = 0;

  constructor(private readonly log?: FastifyBaseLogger) {}

  register(cache: Invalidatable): void {
    this.caches.push(cache);
  }

  /** Whether entries may be served and stored (LISTEN is up). */
  get live(): boolean {
    return this.listening;
  }

  get generation(): number {
    return this.gen;
  }

  invalidate(change: Invalidation): void {
    this.gen++;
    for (const cache of this.caches) cache.invalidate(change);
  }

  clearAll(): void {
    this.gen++;
    for (const cache of this.caches) cache.clear();
  }

  async start(handle: DatabaseHandle): Promise<void> {
    this.unlisten = await handle.listen(
      CACHE_CHANNEL,
      (payload) => {
        const change = parseNotice(payload);
        if (change) this.invalidate(change);
        else this.clearAll();
      },
      (connected) => {
        // Notices sent while the connection was down are lost: drop everything either way.
        this.clearAll();
        this.listening = connected;
        this.log?.warn(connected ? 'cache: LISTEN back, caching resumed' : 'cache: LISTEN connection lost, caching off until it is back');
      },
    );
    this.listening = true;
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.clearAll();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => {});
  }
}
