import type { FastifyServerOptions } from 'fastify';
import { buildServer, type HubServer } from './app.ts';
import { readConfig, redactUrl, type ServerConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import type { DatabaseHandle } from './db/types.ts';
import { loadTenants } from './tenants.ts';
import { missingCompanies, seed } from './seed/seed.ts';
import { checkInitialAdminPassword, productionSeedSteps, type InitialAdminResult } from './seed/production.ts';

export interface Started {
  app: HubServer;
  handle: DatabaseHandle;
  config: ServerConfig;
  url: string;
  /** Production start only: the admin seeded for new companies (a generated password is shown once). */
  initialAdmin: InitialAdminResult | null;
  stop(): Promise<void>;
}

/** Open the database, migrate, seed the missing companies, build and listen. Used by main.ts and the bench. */
export async function startServer(config: ServerConfig = readConfig()): Promise<Started> {
  const tenants = loadTenants(config.tenantsDir);
  // a weak admin password is refused before the database is opened and migrated, not after
  if (!config.demoMode && config.initialAdmin.password) checkInitialAdminPassword(config.initialAdmin.password);
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, ...config.database } : { dataDir: config.dataDir });
  try {
    await handle.migrate();
    let initialAdmin: InitialAdminResult | null = null;
    if (config.seed === 'auto') {
      const missing = await missingCompanies(handle.db, tenants);
      // Demo data is an explicit choice (config.demoMode); a production start seeds companies and one admin each.
      const production = config.demoMode ? null : productionSeedSteps(config.initialAdmin);
      if (missing.length > 0) await seed(handle.db, tenants, { companyIds: missing, ...(production ? { steps: production.steps } : {}) });
      initialAdmin = production && missing.length > 0 ? production.result : null;
    }
    const logger: FastifyServerOptions['logger'] = { level: config.logLevel };
    const app = await buildServer({
      db: handle,
      tenants,
      distDir: config.distDir,
      logger,
      loginRateLimit: config.loginRateLimit,
      ipRateLimit: config.ipRateLimit,
      tokenTtlMs: config.tokenTtlMs,
      cache: config.cache,
      ...(config.nativePush ? { nativePush: config.nativePush } : {}),
      wechat: { ...(config.wechatApps ? { apps: config.wechatApps } : {}) },
      trustProxy: config.trustProxy,
      demoMode: config.demoMode,
      ...(config.loginSigningSecret ? { loginSigningSecret: config.loginSigningSecret } : {}),
      ...(config.fileLinkSecret ? { fileLinkSecret: config.fileLinkSecret } : {}),
      sms: config.sms,
      disableRequestLogging: !config.logRequests,
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let stopping: Promise<void> | null = null;
    return {
      app,
      handle,
      config,
      url: `http://localhost:${port}`,
      initialAdmin,
      stop: () =>
        (stopping ??= (async () => {
          await app.close();
          await handle.close();
        })()),
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

export function databaseLabel(config: ServerConfig): string {
  return config.databaseUrl ? `PostgreSQL ${redactUrl(config.databaseUrl)}` : `PGlite ${config.dataDir}`;
}
