import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite.ts';
import { loadTenants, type TenantRegistry } from '../tenants.ts';
import { seed } from '../seed/seed.ts';
import { adminQuery, databaseUrl } from './pg-admin.ts';

const SEED_CLI = join(import.meta.dirname, '..', '..', 'seed-cli.ts');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data folder, migrated and seeded. */
    pgliteTemplate: string;
    /** Name of a migrated and seeded template database on TEST_DATABASE_URL, or '' when not set. */
    pgTemplate: string;
  }
}

async function seedPgliteTemplate(path: string, tenants: TenantRegistry): Promise<string> {
  const lite = await openPglite();
  try {
    await lite.migrate();
    await seed(lite.db, tenants);
    const dump = await lite.client.dumpDataDir('none');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await lite.close();
  }
  return path;
}

/** `npm run seed` on the template database, in a process of its own (see below). */
async function seedPgTemplate(url: string, template: string): Promise<void> {
  await adminQuery(url, `CREATE DATABASE "${template}"`);
  const seeder = spawn(process.execPath, ['--import', 'tsx', SEED_CLI], {
    env: { ...process.env, DATABASE_URL: databaseUrl(url, template), SEED: 'demo' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(seeder, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding the PostgreSQL template failed (exit ${String(code)})`);
}

/** Migrate and seed once per run; test files copy the result (~0.5 s instead of ~5 s). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'campus-server-test-'));
  const tenants = loadTenants();

  // PGlite is a database inside this process, so its seed keeps this process's thread busy; the
  // PostgreSQL template is seeded by a child process meanwhile, on the other core (one server file's
  // run took 38.3 s with both seeds in this process, one after the other; 28.8 s so).
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? `campus_tpl_${process.pid}_${Date.now()}` : '';
  const [templatePath] = await Promise.all([
    seedPgliteTemplate(join(dir, 'template.tar'), tenants),
    url ? seedPgTemplate(url, template) : null,
  ]);
  project.provide('pgliteTemplate', templatePath);
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (process.env.FILES_DIR) rmSync(process.env.FILES_DIR, { recursive: true, force: true });
    if (url && template) await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  };
}
