/**
 * `npm test` seeds the demo templates once, in the server suites' global setup, and hands them on to the
 * browser suites' (tests/e2e/global-setup.ts), which would otherwise seed the same demo data again: two
 * seeders side by side, 55 s at the start of the browser step on a 2-core machine (bench/notes.md,
 * twenty-second session). scripts/test.ts makes the folder, names it in CAMPUS_TEST_TEMPLATES and
 * removes it, with the PostgreSQL template, when both steps are done.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HANDED_TEMPLATES_ENV = 'CAMPUS_TEST_TEMPLATES';

export interface HandedTemplates {
  /** The seeded PGlite data folder, dumped (PGlite's dumpDataDir). */
  pgliteDump: string;
  /** The seeded files' bytes (FILES_DIR of both seeders). */
  files: string;
  /** Written once both templates are seeded. */
  seeded: string;
  /** The PostgreSQL template, when one was seeded ({ url, template }). */
  postgres: string;
}

export interface HandedPostgres {
  url: string;
  template: string;
}

/** The hand-over folder named in CAMPUS_TEST_TEMPLATES, or null when the run has none (a suite run on its own). */
export function handedTemplates(): HandedTemplates | null {
  const dir = process.env[HANDED_TEMPLATES_ENV];
  return dir === undefined || dir === '' ? null : handedTemplatesIn(dir);
}

/** The hand-over folder's layout. */
export function handedTemplatesIn(dir: string): HandedTemplates {
  return {
    pgliteDump: join(dir, 'pglite-template.tar'),
    files: join(dir, 'files'),
    seeded: join(dir, 'seeded'),
    postgres: join(dir, 'postgres.json'),
  };
}

export function writeHandedPostgres(handed: HandedTemplates, postgres: HandedPostgres): void {
  writeFileSync(handed.postgres, JSON.stringify(postgres));
}

export function readHandedPostgres(handed: HandedTemplates): HandedPostgres | null {
  return existsSync(handed.postgres) ? (JSON.parse(readFileSync(handed.postgres, 'utf8')) as HandedPostgres) : null;
}
