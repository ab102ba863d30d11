import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { loadTenants } from '../tenants.ts';
import { seed } from '../seed/seed.ts';
import { adminQuery, databaseUrl } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data folder, migrated and seeded. */
    pgliteTemplate: string;
    /** Name of a migrated and seeded template database on TEST_DATABASE_URL, or '' when not set. */
    pgTemplate: string;
  }
}

/** Migrate and seed once per run; test files copy the result (~0.5 s instead of ~5 s). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'campus-server-test-'));
  const tenants = loadTenants();

  const lite = await openPglite();
  await lite.migrate();
  await seed(lite.db, tenants);
  const dump = await lite.client.dumpDataDir('none');
  const templatePath = join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  project.provide('pgliteTemplate', templatePath);

  const url = process.env.TEST_DATABASE_URL;
  let template = '';
  if (url) {
    template = `campus_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(url, `CREATE DATABASE "${template}"`);
    const pg = openPostgres({ url: databaseUrl(url, template) });
    try {
      await pg.migrate();
      await seed(pg.db, tenants);
    } finally {
      await pg.close();
    }
  }
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (process.env.FILES_DIR) rmSync(process.env.FILES_DIR, { recursive: true, force: true });
    if (url && template) await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  };
}
