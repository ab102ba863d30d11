import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer, type ServerBundle } from './server-bundle.ts';
import { adminQuery, databaseUrl } from './pg-admin.ts';
import { handedTemplates, writeHandedPostgres } from './handed-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data folder, migrated and seeded. */
    pgliteTemplate: string;
    /** Name of a migrated and seeded template database on TEST_DATABASE_URL, or '' when not set. */
    pgTemplate: string;
    /** Files the global setup writes when both templates are seeded, or when seeding failed (await-templates.ts). */
    templatesSeeded: { ready: string; failed: string };
  }
}

/** The PGlite template, migrated and seeded in a process of its own (seed-pglite-template.ts). */
async function seedPgliteTemplate(bundle: ServerBundle, path: string, filesDir: string | undefined): Promise<void> {
  const seeder = spawn(process.execPath, [bundle.pgliteTemplate, path], {
    env: { ...process.env, FILES_DIR: filesDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(seeder, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding the PGlite template failed (exit ${String(code)})`);
}

/** `npm run seed` on the template database, in a process of its own (see below). */
async function seedPgTemplate(bundle: ServerBundle, url: string, template: string, filesDir: string | undefined): Promise<void> {
  await adminQuery(url, `CREATE DATABASE "${template}"`);
  const seeder = spawn(process.execPath, [bundle.seedCli], {
    env: { ...process.env, DATABASE_URL: databaseUrl(url, template), SEED: 'demo', FILES_DIR: filesDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(seeder, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding the PostgreSQL template failed (exit ${String(code)})`);
}

/**
 * Migrate and seed once per run; test files copy the result (~0.5 s instead of ~5 s). Vitest runs every
 * project's global setup before any test, so the seeding (~25 s) runs in the background, in child
 * processes, while the browser-side projects go first; each server file waits for it (await-templates.ts).
 */
export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'campus-server-test-'));
  // npm test hands the templates on to the browser suites (handed-templates.ts): they are seeded there
  const handed = handedTemplates();
  const templatePath = handed?.pgliteDump ?? join(dir, 'template.tar');
  // the seeded files' bytes: in the run's FILES_DIR, or kept apart for the hand-over and copied in
  const seededFiles = handed?.files ?? process.env.FILES_DIR;
  const seeded = { ready: join(dir, 'seeded'), failed: join(dir, 'seeding-failed') };

  // The PostgreSQL template is seeded beside the PGlite one, on the other core.
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? `campus_tpl_${process.pid}_${Date.now()}` : '';
  // the seeders run the server's code bundled (build/server-bundle.ts), not compiled file by file through tsx
  const seeding = bundleServer()
    .then(async (bundle) => {
      try {
        await Promise.all([
          seedPgliteTemplate(bundle, templatePath, seededFiles),
          url ? seedPgTemplate(bundle, url, template, seededFiles) : null,
        ]);
      } finally {
        bundle.remove();
      }
      if (handed === null) return;
      if (process.env.FILES_DIR) cpSync(handed.files, process.env.FILES_DIR, { recursive: true });
      if (url) writeHandedPostgres(handed, { url, template });
      writeFileSync(handed.seeded, '');
    })
    .then(
      () => writeFileSync(seeded.ready, ''),
      (error: unknown) => writeFileSync(seeded.failed, error instanceof Error ? (error.stack ?? error.message) : String(error)),
    );
  project.provide('pgliteTemplate', templatePath);
  project.provide('pgTemplate', template);
  project.provide('templatesSeeded', seeded);

  return async () => {
    await seeding;
    rmSync(dir, { recursive: true, force: true });
    if (process.env.FILES_DIR) rmSync(process.env.FILES_DIR, { recursive: true, force: true });
    // a handed-on template is dropped by npm test once the browser suites have copied it
    if (url && template && handed === null) await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  };
}
