import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

import { openPglite } from './pglite.ts';

/**
 * PGlite backups: the data folder as one gzipped tarball (PGlite's dumpDataDir). The server must
 * be stopped (the folder lock says so otherwise); PostgreSQL servers use pg_dump (docs/server.md).
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  const handle = await openPglite({ dataDir });
  try {
    const dump = await handle.client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await handle.close();
  }
}

/** Restores a backup into a new (missing or empty) data folder; never over existing data. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR`);
  const handle = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await handle.close();
}
