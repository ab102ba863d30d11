/** @campus/server: build the hub in-process (tests, bench, other tools). */
export { buildServer, type BuildServerOptions, type HubServer } from './app.ts';
export { openDatabase } from './db/open.ts';
export type { Database, DatabaseHandle, DatabaseKind, OpenDatabaseOptions } from './db/types.ts';
export { seed, missingCompanies, seedSteps, type SeedStep } from './seed/seed.ts';
export { DEMO_PASSWORD, DEMO_PHONE, demoLoginCode, demoOpenid, seedStaff } from './seed/data.ts';
export { loadTenants, type Tenant, type TenantRegistry } from './tenants.ts';
export { revokeStaffTokens } from './services/tokens.ts';
export type { PushDelivery, PushTarget } from './push/delivery.ts';
export { readConfig, type ServerConfig } from './config.ts';
export { startServer } from './start.ts';
