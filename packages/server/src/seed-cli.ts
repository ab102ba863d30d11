/**
 * `npm run seed` (root): migrate and run the idempotent seed on the configured database
 * (DATABASE_URL, else the PGlite folder DATA_DIR). Stop the server first when it uses PGlite:
 * a PGlite folder is opened by one process at a time.
 */
import { readConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/open.ts';
import { loadTenants } from './platform/tenants.ts';
import { seed } from './platform/seed/seed.ts';
import { productionSeedSteps } from './platform/seed/production.ts';
import { databaseLabel } from './platform/start.ts';

const config = readConfig();
const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await handle.migrate();
  const started = Date.now();
  // Demo data only in demo mode; otherwise companies, rules and one admin each (seed/production.ts).
  const production = config.demoMode ? null : productionSeedSteps(config.initialAdmin);
  const report = await seed(handle.db, loadTenants(config.tenantsDir), production ? { steps: production.steps } : {});
  if (production?.result.generatedPassword)
    console.log(`Initial admin ${production.result.phone}: generated password (shown once) ${production.result.generatedPassword}`);
  console.log(
    `Seeded ${databaseLabel(config)}: ${report.companies} companies checked, ${report.created} created (${Date.now() - started} ms).`,
  );
} finally {
  await handle.close();
}
