import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One hub server per Playwright worker slot (testInfo.parallelIndex) and database, each on its own
 * copy of one seeded database: a test's pushes and orders never reach a test running in another
 * worker, so journeys need no lock per company and the worker count is free to grow.
 *
 * Which database a project's tests meet: with a PostgreSQL server for the run (E2E_DATABASE_URL,
 * which `npm test` passes), every project but ln talks to a server on PostgreSQL, the production
 * database, and ln's to one on PGlite, the embedded default of `npm start`: every journey runs on
 * both databases in each run, the same tests on the same one every time. Without it, all on PGlite.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The project whose tests stay on the embedded database when the run has PostgreSQL. */
export const EMBEDDED_PROJECT = 'ln';
/** The PostgreSQL servers listen this far above their slot's PGlite server. */
const POSTGRES_PORT_OFFSET = 1000;

export type HubDatabase = 'pglite' | 'postgres';

export const postgresForRun = (): string | null => process.env.E2E_DATABASE_URL ?? null;

export const databaseOf = (project: string): HubDatabase =>
  postgresForRun() !== null && project !== EMBEDDED_PROJECT ? 'postgres' : 'pglite';

export const slotPort = (slot: number, database: HubDatabase = 'pglite'): number =>
  FIRST_PORT + slot + (database === 'postgres' ? POSTGRES_PORT_OFFSET : 0);

export const slotOrigin = (slot: number, database: HubDatabase = 'pglite'): string => `http://127.0.0.1:${slotPort(slot, database)}`;

/** The origin of the server a project's test on this slot talks to. */
export const projectOrigin = (slot: number, project: string): string => slotOrigin(slot, databaseOf(project));

/** Where a server writes the verification codes it "sends" (SMS_OUTBOX_FILE, demo mode only). */
export const slotSmsOutbox = (slot: number, database: HubDatabase = 'pglite'): string =>
  join(tmpdir(), `campus-hub-e2e-sms-${slotPort(slot, database)}.jsonl`);

/** A project's bundle under the server: /<type>/ for a tenant, / for the default bundle. */
export const bundlePath = (project: string): string => (project === 'default' ? '/' : `/${project}/`);
