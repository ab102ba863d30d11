import type { PermissionRule } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import type { StaffRole } from '../db/schema.ts';
import { listRules } from '../identity/rules.ts';
import { shareAnswer } from '../http/shared-answer.ts';
import { ExpiringLru } from './expiring-lru.ts';
import type { CacheInvalidator, Invalidatable, Invalidation } from './invalidation.ts';

/** A company's rules list for one role: the same for every caller of that (company, role). */
export class RulesCache implements Invalidatable {
  private readonly entries: ExpiringLru<readonly PermissionRule[]>;

  constructor(
    private readonly db: Database,
    invalidator: CacheInvalidator,
    private readonly options: { ttlMs: number; max: number },
  ) {
    this.entries = new ExpiringLru(options.max, invalidator);
    invalidator.register(this);
  }

  /** Shared between requests: callers must not change the answer. */
  async list(companyId: string, role: StaffRole, now: Date): Promise<readonly PermissionRule[]> {
    if (this.options.ttlMs <= 0) return listRules(this.db, companyId, role);
    const nowMs = now.getTime();
    const rules = await this.entries.getOrLoad(
      keyOf(companyId, role),
      nowMs,
      // shared by every caller of (company, role): its JSON is made once (http/shared-answer.ts)
      async () => shareAnswer(await listRules(this.db, companyId, role)),
      () => nowMs + this.options.ttlMs,
    );
    return rules ?? [];
  }

  invalidate(change: Invalidation): void {
    if (change.kind === 'rules' || change.kind === 'company') this.entries.deleteWhere((_, key) => key.startsWith(`${change.companyId}/`));
  }

  clear(): void {
    this.entries.clear();
  }
}

const keyOf = (companyId: string, role: string): string => `${companyId}/${role}`;
