import type { DirectoryDepartment } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { listDepartments } from '../directory/departments.ts';
import { shareAnswer } from '../http/shared-answer.ts';
import { ExpiringLru } from './expiring-lru.ts';
import type { CacheInvalidator, Invalidatable, Invalidation } from './invalidation.ts';

/**
 * A company's department list (the staff picker's first screen): the same for every caller of the
 * company, and 200 departments long at a large employer, so it is read, serialized and compressed
 * once per change instead of per request (issue 33). Dropped by any change to a department or a
 * staff of the company (a head's name, a move, a deactivation) and by staff or departments added.
 */
export class DepartmentsCache implements Invalidatable {
  private readonly entries: ExpiringLru<readonly DirectoryDepartment[]>;

  constructor(
    private readonly db: Database,
    invalidator: CacheInvalidator,
    private readonly options: { ttlMs: number; max: number },
  ) {
    this.entries = new ExpiringLru(options.max, invalidator);
    invalidator.register(this);
  }

  /** Shared between requests: callers must not change the answer. */
  async list(companyId: string, now: Date): Promise<readonly DirectoryDepartment[]> {
    if (this.options.ttlMs <= 0) return listDepartments(this.db, companyId);
    const nowMs = now.getTime();
    const list = await this.entries.getOrLoad(
      companyId,
      nowMs,
      async () => shareAnswer(await listDepartments(this.db, companyId)),
      () => nowMs + this.options.ttlMs,
    );
    return list ?? [];
  }

  invalidate(change: Invalidation): void {
    if (change.kind !== 'token' && change.kind !== 'rules') this.entries.delete(change.companyId);
  }

  clear(): void {
    this.entries.clear();
  }
}
