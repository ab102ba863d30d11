import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './types.ts';
import type { CompanyTable } from './scoped.ts';

/**
 * A statement built once per database: `build` makes it with drizzle's `sql.placeholder` values and
 * `.prepare(name)`, and each call only executes it. Building a drizzle statement and its text costs
 * the server 100–300 µs of CPU (more than PostgreSQL spends answering a page by key), on every
 * request of every list; a list sends several. A transaction's handle gets its own.
 */
export function builtOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * builtOnce for a list whose filters vary: one statement per shape in use, where `shape` says which
 * filters are set (their values stay placeholders). `build` names the statement after its shape.
 */
export function builtPerShape<T>(build: (db: Database, shape: string) => T): (db: Database, shape: string) => T {
  const built = new WeakMap<Database, Map<string, T>>();
  return (db, shape) => {
    let byShape = built.get(db);
    if (byShape === undefined) {
      byShape = new Map();
      built.set(db, byShape);
    }
    let statement = byShape.get(shape);
    if (statement === undefined) {
      statement = build(db, shape);
      byShape.set(shape, statement);
    }
    return statement;
  };
}

/** `column = any($name)`: a placeholder for a list of values, sent as one array parameter (see anyOf). */
export const anyOfPlaceholder = (column: PgColumn, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;

/**
 * A company's rows of `table` whose `column` is one of a list ({companyId, ids}), the statement built
 * once: the read by key that a page sends for what its rows name.
 */
export function rowsWithAnyOf<T extends CompanyTable>(table: T, column: PgColumn, name: string) {
  return builtOnce(
    (db) =>
      db
        .select()
        // drizzle types a select of a generic table loosely; its rows are the table's own
        .from(table as CompanyTable)
        .where(and(eq(table.companyId, sql.placeholder('companyId')), anyOfPlaceholder(column, 'ids')))
        .prepare(name) as unknown as PreparedRows<T['$inferSelect']>,
  );
}

/** The rows of `ids` through a rowsWithAnyOf statement, in the ids' order (a page's order); unknown ids are left out. */
export async function rowsInOrder<Row extends { id: string }>(
  statement: PreparedRows<Row>,
  companyId: string,
  ids: readonly string[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await statement.execute({ companyId, ids })).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a statement built by rowsWithAnyOf answers. */
export interface PreparedRows<Row> {
  execute(values: { companyId: string; ids: readonly string[] }): Promise<Row[]>;
}
