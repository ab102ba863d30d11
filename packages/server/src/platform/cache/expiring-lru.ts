import { LRUCache } from 'lru-cache';
import type { CacheInvalidator } from './invalidation.ts';

interface Entry<V> {
  value: V;
  /** Epoch ms (the server clock, ctx.now()) from which the entry is no longer served. */
  until: number;
}

/**
 * A size-bounded LRU whose entries expire on the injected clock (tests move ctx.now(); lru-cache's
 * own TTL reads performance.now()). Serves and stores only while the invalidator is live, and
 * stores a loaded value only if nothing was invalidated since the load began.
 */
export class ExpiringLru<V extends object> {
  private readonly lru: LRUCache<string, Entry<V>>;

  constructor(
    max: number,
    private readonly invalidator: CacheInvalidator,
  ) {
    this.lru = new LRUCache({ max });
  }

  get(key: string, nowMs: number): V | undefined {
    if (!this.invalidator.live) return undefined;
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    if (nowMs >= entry.until) {
      this.lru.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** A miss runs load; its result is kept until `until(value)` (null: nothing to keep, not cached). */
  async getOrLoad(key: string, nowMs: number, load: () => Promise<V | null>, until: (value: V) => number): Promise<V | null> {
    const hit = this.get(key, nowMs);
    if (hit) return hit;
    const generation = this.invalidator.generation;
    const value = await load();
    if (value && this.invalidator.live && this.invalidator.generation === generation) {
      const end = until(value);
      if (end > nowMs) this.lru.set(key, { value, until: end });
    }
    return value;
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  deleteWhere(drop: (value: V, key: string) => boolean): void {
    const doomed: string[] = [];
    for (const [key, entry] of this.lru.entries()) if (drop(entry.value, key)) doomed.push(key);
    for (const key of doomed) this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}
