/** @campus/server: build the hub in-process (tests, bench, other tools). */
export { buildServer, type BuildServerOptions, type HubServer } from './platform/app.ts';
export { openDatabase } from './platform/db/open.ts';
export type { Database, DatabaseHandle, DatabaseKind, OpenDatabaseOptions } from './platform/db/types.ts';
export { seed, missingCompanies, seedSteps, type SeedStep } from './platform/seed/seed.ts';
export { DEMO_PASSWORD, DEMO_PHONE, demoLoginCode, demoOpenid, seedStaff } from './platform/seed/data.ts';
export { loadTenants, type Tenant, type TenantRegistry } from './platform/tenants.ts';
export { revokeStaffTokens } from './platform/identity/tokens.ts';
export type { PushDelivery, PushTarget } from './platform/push/delivery.ts';
export { readConfig, type ServerConfig } from './platform/config.ts';
export { startServer } from './platform/start.ts';
