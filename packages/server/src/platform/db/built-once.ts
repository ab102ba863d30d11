import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './types.ts';

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

/** `column = any($name)`: a placeholder for a list of values, sent as one array parameter (see anyOf). */
export const anyOfPlaceholder = (column: PgColumn, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;
