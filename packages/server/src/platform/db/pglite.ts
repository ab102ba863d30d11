import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, DatabaseHandle } from './types.ts';

/**
 * PGlite: PostgreSQL in WASM, in this process. Without dataDir it lives in memory.
 * It keeps Node alive until closed, so always close().
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle & { client: PGlite }> {
  // One process per folder: a second server on it exits with the folder and the holder's PID.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create({
      // The staff search's trigram indexes (migration 0011).
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return wrapPglite(client, () => lock?.release());
  } catch (err) {
    lock?.release();
    throw err;
  }
}

export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle & { client: PGlite } {
  const pdb = drizzle({ client });
  let closed = false;
  return {
    kind: 'pglite',
    client,
    db: pdb as unknown as Database,
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async migrate() {
      await migrate(pdb, { migrationsFolder });
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}
