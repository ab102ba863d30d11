/**
 * Migrates and seeds a fresh in-memory PGlite and dumps its data folder to the path given as the first
 * argument: the server suites' PGlite template, made in a process of its own (global-setup.ts).
 */
import { writeFileSync } from 'node:fs';
import { openPglite } from '../db/pglite.ts';
import { loadTenants } from '../tenants.ts';
import { seed } from '../seed/seed.ts';

const path = process.argv[2];
if (!path) throw new Error('usage: seed-pglite-template.ts <dump path>');
const lite = await openPglite();
try {
  await lite.migrate();
  await seed(lite.db, loadTenants());
  // The dump is of a running database: without a checkpoint, every copy opened from it replayed the
  // seed's write-ahead log first (27 MB of it, bench/notes.md, twenty-second session).
  await lite.client.query('CHECKPOINT');
  const dump = await lite.client.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
} finally {
  await lite.close();
}
