import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './pglite.ts';
import { backupPglite, restorePglite } from './backup.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openTestDatabase } from '../test/harness.ts';
import { adminQuery, databaseUrl } from '../test/pg-admin.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-datadir-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const template = () => new Blob([readFileSync(inject('pgliteTemplate'))]);
const countStaff = async (h: { db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> } }) => {
  const res = (await h.db.execute(sql`SELECT count(*)::int AS n FROM staff`)) as { rows: { n: number }[] } | { n: number }[];
  return Array.isArray(res) ? res[0]?.n : res.rows[0]?.n;
};

describe('the PGlite data folder (issue 9)', () => {
  it('is opened by one server at a time: the second fails naming the folder and the holding PID', async () => {
    const folder = join(dir, 'locked');
    const first = await openPglite({ dataDir: folder, loadDataDir: template() });
    try {
      const second = openPglite({ dataDir: folder });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(folder);
      await expect(second).rejects.toThrow(`PID ${String(process.pid)}`);
    } finally {
      await first.close();
    }
    // Released on close: it opens again.
    const again = await openPglite({ dataDir: folder });
    await again.close();
  }, 120_000);

  it('locks a folder whose parent does not exist yet (a fresh clone has no .data/)', () => {
    const lock = lockDataDir(join(dir, 'fresh', '.data', 'pglite'));
    expect(lock.path).toBe(join(dir, 'fresh', '.data', 'pglite.lock'));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock left by a dead process', async () => {
    const folder = join(dir, 'stale');
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${folder}.lock`, `${String(deadPid)}\n`);
    const lock = lockDataDir(folder);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('backs up and restores through a file (round trip)', async () => {
    const source = join(dir, 'source');
    const seeded = await openPglite({ dataDir: source, loadDataDir: template() });
    await seeded.db.execute(
      sql`UPDATE companies SET name = 'after-backup-check' WHERE company_id = (SELECT company_id FROM companies ORDER BY company_id LIMIT 1)`,
    );
    const staffBefore = await countStaff(seeded);
    await seeded.close();
    const file = join(dir, 'backup.tgz');
    expect(await backupPglite(source, file)).toBeGreaterThan(0);
    const target = join(dir, 'restored');
    await restorePglite(file, target);
    const restored = await openPglite({ dataDir: target });
    try {
      expect(await countStaff(restored)).toBe(staffBefore);
      const named = (await restored.db.execute(sql`SELECT count(*)::int AS n FROM companies WHERE name = 'after-backup-check'`)) as {
        rows: { n: number }[];
      };
      expect(named.rows[0]?.n).toBe(1);
    } finally {
      await restored.close();
    }
    await expect(restorePglite(file, target)).rejects.toThrow(/not empty/);
  }, 120_000);
});

const pgDump = ['/usr/bin/pg_dump', '/usr/bin/pg_restore'].every((p) => spawnSync(p, ['--version']).status === 0);
describe.skipIf(!process.env.TEST_DATABASE_URL || !pgDump)('PostgreSQL backups with pg_dump (issue 9)', () => {
  it('round-trips a database through pg_dump and pg_restore', async () => {
    const base = process.env.TEST_DATABASE_URL ?? '';
    const source = await openTestDatabase('postgres');
    const file = join(dir, 'pg.dump');
    const restoredName = `campus_restore_${String(process.pid)}_${String(Date.now())}`;
    try {
      const sourceRows = await source.handle.db.execute(sql`SELECT current_database() AS name, (SELECT count(*)::int FROM staff) AS n`);
      const { name, n } = (sourceRows as unknown as { rows: { name: string; n: number }[] }).rows[0] ?? { name: '', n: -1 };
      const dump = spawnSync('/usr/bin/pg_dump', ['-Fc', '-f', file, databaseUrl(base, name)], { encoding: 'utf8' });
      expect(dump.status, dump.stderr).toBe(0);
      await adminQuery(base, `CREATE DATABASE "${restoredName}"`);
      const restore = spawnSync('/usr/bin/pg_restore', ['--no-owner', '-d', databaseUrl(base, restoredName), file], { encoding: 'utf8' });
      expect(restore.status, restore.stderr).toBe(0);
      const { openPostgres } = await import('./postgres.ts');
      const restored = openPostgres({ url: databaseUrl(base, restoredName), poolSize: 1 });
      try {
        const rows = (await restored.db.execute(sql`SELECT count(*)::int AS n FROM staff`)) as unknown as { rows: { n: number }[] };
        expect(rows.rows[0]?.n).toBe(n);
      } finally {
        await restored.close();
      }
    } finally {
      await source.dispose();
      await adminQuery(base, `DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
    }
  }, 120_000);
});
