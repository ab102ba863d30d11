import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/types.ts';
import { CallerCache } from './caller-cache.ts';
import { CacheInvalidator } from './invalidation.ts';
import { RulesCache } from './rules-cache.ts';
import { DepartmentsCache } from './departments-cache.ts';

export { CACHE_CHANNEL, type Invalidation } from './invalidation.ts';

export interface CacheOptions {
  /** How long a caller or a rules list is served without asking the database (0: no caching). Default 30 s. */
  ttlMs: number;
  /** Callers kept (least recently used go first). Default 10,000. */
  maxCallers: number;
}

export const DEFAULT_CACHE_OPTIONS: CacheOptions = { ttlMs: 30_000, maxCallers: 10_000 };

/** The server's caches and the one invalidator that drops them. */
export interface AppCaches {
  readonly callers: CallerCache;
  readonly rules: RulesCache;
  readonly departments: DepartmentsCache;
  readonly invalidator: CacheInvalidator;
}

export function createCaches(handle: DatabaseHandle, options: CacheOptions, log?: FastifyBaseLogger): AppCaches {
  const invalidator = new CacheInvalidator(log);
  return {
    invalidator,
    callers: new CallerCache(handle.db, invalidator, { ttlMs: options.ttlMs, max: options.maxCallers }),
    // Companies x roles: a handful per company.
    rules: new RulesCache(handle.db, invalidator, { ttlMs: options.ttlMs, max: 1000 }),
    // One list per company.
    departments: new DepartmentsCache(handle.db, invalidator, { ttlMs: options.ttlMs, max: 1000 }),
  };
}
