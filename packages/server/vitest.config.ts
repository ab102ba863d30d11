import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Uploads of this run (the files family's local store): one folder per run, removed by the global setup.
process.env.FILES_DIR ??= join(tmpdir(), `campus-server-test-files-${String(process.pid)}`);

/**
 * Server suites (node). Every suite runs on PGlite; with TEST_DATABASE_URL set (e.g. from
 * scripts/ensure-postgres.sh) the same suites also run on that PostgreSQL server. The global setup
 * migrates and seeds one template per database kind; each test file starts from a copy of it.
 */
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/platform/test/global-setup.ts'],
    setupFiles: ['./src/platform/test/await-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // as the browser suites do on CI: a test that passes only on its retry is named at npm test's end
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
    // one module graph per worker: each file builds its own server on its own database copy, and
    // re-importing Fastify and every family per file cost a sixth of this project's time
    isolate: false,
    // one worker more than cores: two left each core waiting between files (copying a database,
    // building a server) and on PostgreSQL; the suites ran 358 s with 2 and 324 s with 3 (bench/notes.md)
    maxWorkers: 3,
    // runs after the browser-side projects (its own worker count needs its own group)
    sequence: { groupOrder: 1 },
  },
});
