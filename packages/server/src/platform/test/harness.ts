import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { AuthData } from '@campus/contracts';
import { authEndpoints, endpointUrl } from '@campus/contracts';
import { buildServer, type BuildServerOptions, type HubServer } from '../app.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { DatabaseHandle, DatabaseKind } from '../db/types.ts';
import { loadTenants, type TenantRegistry } from '../tenants.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../seed/data.ts';
import { seedId } from '../seed/ids.ts';
import { adminQuery, databaseUrl, copyTemplateDatabase } from './pg-admin.ts';

export const tenants: TenantRegistry = loadTenants();
const tenantOf = (type: string) => {
  const t = tenants.tenants.find((x) => x.type === type);
  if (!t) throw new Error(`tenant ${type} missing`);
  return t;
};
/** Company A: the ln tenant's default company (private mode, has a skin colour). */
export const A = { id: tenantOf('ln').defaultCompanyId, type: 'ln' as const };
/** Company B: the sa tenant's company. */
export const B = { id: tenantOf('sa').defaultCompanyId, type: 'sa' as const };
/** Company A2: a second company of the ln tenant (same skin, other data). */
export const A2 = { id: tenantOf('ln').companyIds[1] ?? '', type: 'ln' as const };

/** Id of a seeded staff (keys of seed/data.ts: demo, patrolman, repairman, off3driver, approver, staff, wechat). */
export const staffId = (companyId: string, key: string): string => seedId(companyId, `staff:${key}`);

/**
 * Where server suites run. With TEST_DATABASE_URL set, a suite runs on PostgreSQL: the production
 * database, where concurrent clients really race ("only one may win"). The database layer's own
 * suites (scoping, seed, caches and pushes across instances, the workflow's transactions) run on
 * PGlite too, and PGlite, the embedded default of `npm start`, carries every browser journey.
 * Without a PostgreSQL server, every suite runs on PGlite.
 */
export type DatabaseReach = 'primary' | 'every';

export const databaseKinds = (reach: DatabaseReach = 'primary'): DatabaseKind[] => {
  if (!inject('pgTemplate')) return ['pglite'];
  return reach === 'every' ? ['pglite', 'postgres'] : ['postgres'];
};

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Another connection to the same database (a second server instance); PGlite: the same handle. */
  openPeer(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** A copy of the migrated and seeded template. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    return { handle, openPeer: async () => ({ ...handle, close: async () => {} }), dispose: () => handle.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `campus_t_${randomBytes(6).toString('hex')}`;
  await copyTemplateDatabase(base, name, inject('pgTemplate'));
  const url = databaseUrl(base, name);
  const handle = openPostgres({ url, poolSize: 5 });
  const peers: DatabaseHandle[] = [];
  return {
    handle,
    async openPeer() {
      const peer = openPostgres({ url, poolSize: 2 });
      peers.push(peer);
      return peer;
    },
    async dispose() {
      try {
        for (const p of peers) await p.close();
        await handle.close();
      } finally {
        await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    },
  };
}

export interface Harness {
  kind: DatabaseKind;
  db: TestDatabase;
  app: HubServer;
  /** Phone login; answers the whole AuthData. */
  login(companyId: string, phone?: string, password?: string): Promise<AuthData>;
  /** Another server on the same database (a second instance behind a load balancer). */
  build(options?: Partial<BuildServerOptions>, handle?: DatabaseHandle): Promise<HubServer>;
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** Runs the suite on the primary database (databaseKinds), on its own copy of the seeded template. */
export function describeOnDatabase(name: string, suite: (h: () => Harness) => void, options: Partial<BuildServerOptions> = {}): void {
  describeOn('primary', name, suite, options);
}

/** Runs a suite of the database layer on every database kind, each on its own copy of the seeded template. */
export function describeOnEveryDatabase(name: string, suite: (h: () => Harness) => void, options: Partial<BuildServerOptions> = {}): void {
  describeOn('every', name, suite, options);
}

function describeOn(reach: DatabaseReach, name: string, suite: (h: () => Harness) => void, options: Partial<BuildServerOptions>): void {
  for (const kind of databaseKinds(reach)) {
    describe(`${name} [${kind}]`, () => {
      let harness: Harness | undefined;
      const apps: HubServer[] = [];
      beforeAll(async () => {
        const db = await openTestDatabase(kind);
        const build = async (extra: Partial<BuildServerOptions> = {}, handle: DatabaseHandle = db.handle) => {
          const app = await buildServer({
            db: handle,
            tenants,
            distDir: null,
            logger: false,
            loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
            closeGraceMs: 100,
            // The seeded template is demo data; suites that test production logins pass demoMode: false.
            demoMode: true,
            ...options,
            ...extra,
          });
          apps.push(app);
          return app;
        };
        const app = await build();
        harness = {
          kind,
          db,
          app,
          build,
          async login(companyId, phone = DEMO_PHONE, password = DEMO_PASSWORD) {
            const res = await app.inject({
              method: 'POST',
              url: endpointUrl(authEndpoints.login),
              payload: { phone, password, company_id: companyId },
            });
            if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
            return res.json<AuthData>();
          },
        };
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await harness?.db.dispose();
      });
      suite(() => {
        if (!harness) throw new Error('harness not ready');
        return harness;
      });
    });
  }
}
