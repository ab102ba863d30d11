/**
 * PGlite backup and restore (stop the server first; its folder lock refuses otherwise):
 *   npm run backup -w @campus/server -- backup  <file.tgz>   (DATA_DIR -> file)
 *   npm run backup -w @campus/server -- restore <file.tgz>   (file -> DATA_DIR, which must be new or empty)
 * PostgreSQL (DATABASE_URL): use pg_dump / pg_restore, see docs/server.md.
 */
import { readConfig } from './platform/config.ts';
import { backupPglite, restorePglite } from './platform/db/backup.ts';

const [command, file] = process.argv.slice(2);
const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/server.md, "Backups").');
  process.exit(2);
}
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: backup-cli.ts backup|restore <file.tgz>');
  process.exit(2);
}
try {
  if (command === 'backup')
    console.log(`Backed up ${config.dataDir} to ${file} (${String(await backupPglite(config.dataDir, file))} bytes).`);
  else {
    await restorePglite(file, config.dataDir);
    console.log(`Restored ${file} into ${config.dataDir}.`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
