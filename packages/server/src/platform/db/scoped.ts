/**
 * The tenant filter, written once. `scoped(db, companyId)` hands a family queries that always AND
 * `company_id = <the caller's company>` onto what it asks, for any table with a `companyId` column,
 * so a family cannot forget the filter:
 *
 *   const tenant = scoped(db, auth.companyId);
 *   const notice = await tenant.first(notices, eq(notices.id, id));
 *   await db.select().from(notices).where(tenant.where(notices, eq(notices.isPublic, true))).orderBy(...);
 *
 * or, where a query builder is needed without a handle, `inCompany(notices, companyId, ...conditions)`.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './types.ts';

/** A table partitioned by company (every tenant table: see platform/db/schema.ts). */
export type CompanyTable = PgTable & { companyId: PgColumn };

export interface Scoped {
  readonly companyId: string;
  /** `company_id = $companyId AND ...conditions` (undefined conditions are skipped, as in drizzle's `and`). */
  where<T extends CompanyTable>(table: T, ...conditions: (SQL | undefined)[]): SQL;
  /** The company's rows of `table` matching the conditions. */
  rows<T extends CompanyTable>(table: T, ...conditions: (SQL | undefined)[]): Promise<T['$inferSelect'][]>;
  /** The first such row (LIMIT 1), or undefined. */
  first<T extends CompanyTable>(table: T, ...conditions: (SQL | undefined)[]): Promise<T['$inferSelect'] | undefined>;
  /** Updates the company's matching rows; answers the updated rows. */
  update<T extends CompanyTable>(table: T, values: PgUpdateSetSource<T>, ...conditions: (SQL | undefined)[]): Promise<T['$inferSelect'][]>;
  /** Deletes the company's matching rows. */
  delete<T extends CompanyTable>(table: T, ...conditions: (SQL | undefined)[]): Promise<void>;
}

/** `table.company_id = companyId AND ...conditions`: the filter for builders (joins, ordering, paging). */
export function inCompany<T extends CompanyTable>(table: T, companyId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.companyId, companyId), ...conditions) as SQL;
}

export function scoped(db: Database, companyId: string): Scoped {
  const where = <T extends CompanyTable>(table: T, ...conditions: (SQL | undefined)[]): SQL => inCompany(table, companyId, ...conditions);
  return {
    companyId,
    where,
    async rows(table, ...conditions) {
      return (await db
        .select()
        .from(table as PgTable)
        .where(where(table, ...conditions))) as never;
    },
    async first(table, ...conditions) {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(where(table, ...conditions))
        .limit(1)) as never[];
      return row;
    },
    async update(table, values, ...conditions) {
      return (await db
        .update(table)
        .set(values)
        .where(where(table, ...conditions))
        .returning()) as never;
    },
    async delete(table, ...conditions) {
      await db.delete(table).where(where(table, ...conditions));
    },
  };
}
