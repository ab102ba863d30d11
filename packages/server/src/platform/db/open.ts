import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { DatabaseHandle, OpenDatabaseOptions } from './types.ts';

/** `{url}` opens a PostgreSQL server; otherwise PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options);
  return openPglite(options);
}

export type { Database, DatabaseHandle, DatabaseKind, OpenDatabaseOptions } from './types.ts';
