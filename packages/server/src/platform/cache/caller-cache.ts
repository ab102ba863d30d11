import type { Database } from '../db/types.ts';
import { parseToken, resolveParsedToken, type ResolvedToken } from '../identity/tokens.ts';
import { ExpiringLru } from './expiring-lru.ts';
import type { CacheInvalidator, Invalidatable, Invalidation } from './invalidation.ts';

/**
 * token hash -> caller (staff, company, department name), in front of resolveToken: a cached caller
 * is served for at most ttlMs and never past its token's expiry; misses and invalid tokens go to
 * the database.
 */
export class CallerCache implements Invalidatable {
  private readonly entries: ExpiringLru<ResolvedToken>;

  constructor(
    private readonly db: Database,
    invalidator: CacheInvalidator,
    private readonly options: { ttlMs: number; max: number },
  ) {
    this.entries = new ExpiringLru(options.max, invalidator);
    invalidator.register(this);
  }

  /** The caller behind a live token; null when missing, malformed, expired, revoked or the staff inactive. */
  async resolve(token: string, now: Date): Promise<ResolvedToken | null> {
    const parsed = parseToken(token);
    if (!parsed) return null;
    if (this.options.ttlMs <= 0) return resolveParsedToken(this.db, parsed, now);
    const nowMs = now.getTime();
    return this.entries.getOrLoad(
      parsed.hash,
      nowMs,
      () => resolveParsedToken(this.db, parsed, now),
      (caller) => Math.min(nowMs + this.options.ttlMs, caller.expiresAt.getTime()),
    );
  }

  invalidate(change: Invalidation): void {
    if (change.kind === 'token') this.entries.delete(change.tokenHash);
    else if (change.kind === 'staff')
      this.entries.deleteWhere((c) => c.staff.companyId === change.companyId && c.staff.id === change.staffId);
    else if (change.kind === 'company') this.entries.deleteWhere((c) => c.staff.companyId === change.companyId);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
