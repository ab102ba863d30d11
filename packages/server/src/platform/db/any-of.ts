import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY($1)` with the values as one array parameter. drizzle's `inArray` sends one
 * parameter per value: for a list of a hundred ids (a week of bus trips) building and sending
 * that statement cost more CPU than PostgreSQL's answer. An empty list matches nothing.
 */
export const anyOf = (column: PgColumn, values: readonly string[]): SQL => sql`${column} = any(${sql.param([...values])})`;
