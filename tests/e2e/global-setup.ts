import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { adminQuery, copyTemplateDatabase, databaseUrl } from '../../packages/server/src/platform/test/pg-admin.ts';
import { openPglite } from '../../packages/server/src/platform/db/pglite.ts';
import { handedTemplates, readHandedPostgres, type HandedTemplates } from '../../packages/server/src/platform/test/handed-templates.ts';
import { bundleServer, type ServerBundle } from '../../packages/server/src/platform/test/server-bundle.ts';
import { postgresForRun, slotOrigin, slotPort, slotSmsOutbox, type HubDatabase } from './hub-servers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER_LOGS = join(ROOT, 'test-results', 'e2e-servers');
/** A fresh database seeds every family for 18 companies first; a loaded CI machine takes minutes. */
const SEED_TIMEOUT_MS = 300_000;
const LISTEN_TIMEOUT_MS = 180_000;

/** One hub server: a worker slot's on one database (or the template's seeding, as slot 0). */
interface ServerPlace {
  slot: number;
  database: HubDatabase;
  /** The PGlite folder, or the name its PostgreSQL database and files folder are named after. */
  dataDir: string;
}

const postgresDatabase = (dataDir: string) => `campus_e2e_${String(slotPort(0))}_${dataDir.split('/').at(-1) ?? ''}`;

function serverEnv({ slot, database, dataDir }: ServerPlace, postgres: string | null): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(slotPort(slot, database)),
    HOST: '127.0.0.1',
    ...(database === 'postgres' && postgres !== null
      ? { DATABASE_URL: databaseUrl(postgres, postgresDatabase(dataDir)), FILES_DIR: `${dataDir}-files`, SEED: 'demo' }
      : { DATA_DIR: dataDir }),
    // every test signs in; the limit itself is covered by the server suites
    LOGIN_RATE_LIMIT_MAX: '10000',
    SMS_OUTBOX_FILE: slotSmsOutbox(slot, database),
  };
}

async function waitUntilListening(place: ServerPlace, server: ChildProcess): Promise<void> {
  const origin = slotOrigin(place.slot, place.database);
  const deadline = Date.now() + LISTEN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`hub server ${origin} exited with ${server.exitCode}: see ${SERVER_LOGS}`);
    try {
      if ((await fetch(`${origin}/9077/api/system/time/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`hub server ${origin} did not listen within ${LISTEN_TIMEOUT_MS} ms: see ${SERVER_LOGS}`);
}

/** `npm run seed` on a template, in a process of its own (both templates are seeded side by side). */
async function seedTemplate(bundle: ServerBundle, place: ServerPlace, postgres: string | null): Promise<void> {
  const seeder = spawn(process.execPath, [bundle.seedCli], {
    cwd: ROOT,
    env: serverEnv(place, postgres),
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: SEED_TIMEOUT_MS,
  });
  const [code, signal] = (await once(seeder, 'exit')) as [number | null, string | null];
  if (code !== 0) throw new Error(`seeding the e2e ${place.database} database failed (${code ?? signal})`);
}

interface Handed extends HandedTemplates {
  /** The seeded PostgreSQL template database, when this run has PostgreSQL. */
  postgresTemplate: string | null;
}

/**
 * The templates npm test seeded in the server suites' step (handed-templates.ts), when that step seeded
 * every one this run needs: its PostgreSQL template only counts on this run's PostgreSQL server.
 */
function handedTemplatesOf(postgres: string | null): Handed | null {
  const handed = handedTemplates();
  if (handed === null || !existsSync(handed.seeded)) return null;
  const handedPostgres = readHandedPostgres(handed);
  if (postgres !== null && handedPostgres?.url !== postgres) return null;
  return { ...handed, postgresTemplate: postgres === null ? null : (handedPostgres?.template ?? null) };
}

/** The PGlite template's folder from the handed dump, and each template's seeded files beside it. */
async function takeHandedTemplates(handed: Handed, templates: ServerPlace[]): Promise<void> {
  for (const template of templates) {
    cpSync(handed.files, `${template.dataDir}-files`, { recursive: true });
    if (template.database !== 'pglite') continue;
    const lite = await openPglite({ dataDir: template.dataDir, loadDataDir: new Blob([readFileSync(handed.pgliteDump)]) });
    await lite.close();
  }
}

/**
 * Seeds one template per database kind (or takes those npm test seeded for the server suites), copies
 * it once per worker slot and starts a hub server on each copy (hub-servers.ts says which project meets
 * which). Seeding once costs what the single shared server cost; a copy opens in under a second.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const postgres = postgresForRun();
  const databases: HubDatabase[] = postgres === null ? ['pglite'] : ['pglite', 'postgres'];
  const slots = Array.from({ length: config.workers }, (_, slot) => slot);
  const dataRoot = mkdtempSync(join(tmpdir(), 'campus-hub-e2e-'));
  const places = databases.flatMap((database) =>
    slots.map((slot) => ({ slot, database, dataDir: join(dataRoot, `${database}-slot-${slot}`) })),
  );
  // A server left by an interrupted run would answer in place of this run's (whose listen then fails),
  // with that run's data: its tests would fail for reasons that are not theirs.
  for (const place of places) {
    const origin = slotOrigin(place.slot, place.database);
    const answered = await fetch(`${origin}/9077/api/system/time/`).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`${origin} already answers: stop that server (an earlier run's?) or set E2E_PORT`);
  }
  mkdirSync(SERVER_LOGS, { recursive: true });

  const templates = databases.map((database) => ({ slot: 0, database, dataDir: join(dataRoot, `${database}-template`) }));
  const handed = handedTemplatesOf(postgres);
  const postgresDatabases = [...(handed === null ? templates : []), ...places]
    .filter((place) => place.database === 'postgres')
    .map((place) => postgresDatabase(place.dataDir));
  const dropPostgresDatabases = async () => {
    if (postgres === null) return;
    for (const name of postgresDatabases) await adminQuery(postgres, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  await dropPostgresDatabases(); // an interrupted run's
  // the seeders and servers run the server's code bundled once (server-bundle.ts), not compiled file by file
  // through tsx in each of the eight processes
  const bundle = await bundleServer();
  if (handed === null)
    await Promise.all(
      templates.map(async (template) => {
        if (template.database === 'postgres' && postgres !== null)
          await adminQuery(postgres, `CREATE DATABASE "${postgresDatabase(template.dataDir)}"`);
        await seedTemplate(bundle, template, postgres);
      }),
    );
  else await takeHandedTemplates(handed, templates);
  const postgresTemplate = handed?.postgresTemplate ?? postgresDatabase(join(dataRoot, 'postgres-template'));

  const servers = await Promise.all(
    places.map(async (place) => {
      const template = join(dataRoot, `${place.database}-template`);
      if (place.database === 'postgres' && postgres !== null)
        await copyTemplateDatabase(postgres, postgresDatabase(place.dataDir), postgresTemplate);
      else cpSync(template, place.dataDir, { recursive: true });
      // the seeded files' bytes live beside the database (FILES_DIR, by default `<DATA_DIR>-files`)
      cpSync(`${template}-files`, `${place.dataDir}-files`, { recursive: true });
      rmSync(slotSmsOutbox(place.slot, place.database), { force: true });
      const log = openSync(join(SERVER_LOGS, `${place.database}-slot-${place.slot}.log`), 'w');
      return spawn(process.execPath, [bundle.main], {
        cwd: ROOT,
        env: serverEnv(place, postgres),
        stdio: ['ignore', log, log],
      });
    }),
  );
  // an interrupted run must not leave servers holding the ports of the next one
  const killAll = () => servers.forEach((server) => server.kill('SIGTERM'));
  process.once('exit', killAll);
  const stop = async (): Promise<void> => {
    process.off('exit', killAll);
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null || server.signalCode !== null) return resolve();
            server.once('exit', () => resolve());
            server.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dataRoot, { recursive: true, force: true });
    bundle.remove();
    await dropPostgresDatabases();
  };
  try {
    await Promise.all(places.map((place, index) => waitUntilListening(place, servers[index] as ChildProcess)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
