/**
 * The tenant build matrix. `npm run build` builds the tenant-neutral app once and
 * stamps every tenant into dist/<type>/ plus the default bundle into dist/default/;
 * `npm run build -- --tenant sa` builds one tenant. Turbo caches each tenant's
 * stamp on its own, so editing one tenant's theme restamps only that tenant.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadTenants, TenantError } from '../build/tenants.ts';

const ROOT = join(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true },
    force: { type: 'boolean', default: false },
  },
});

let tenants;
try {
  tenants = loadTenants(ROOT); // validates every descriptor and cross-tenant company ids first
} catch (error) {
  console.error(error instanceof TenantError ? `Invalid tenant: ${error.message}` : error);
  process.exit(1);
}

const known = new Set<string>(tenants.map((tenant) => tenant.type));
const wanted = values.tenant ?? [];
for (const type of wanted) {
  if (!known.has(type)) {
    console.error(`Unknown tenant "${type}". Known: ${[...known].join(', ')}`);
    process.exit(1);
  }
}

const filters =
  wanted.length > 0 ? wanted.map((type) => `--filter=@campus/tenant-${type}`) : ['--filter=@campus/app', '--filter=./tenants/*'];
const args = ['turbo', 'run', 'build', ...filters, '--output-logs=errors-only'];
if (values.force) args.push('--force');

const result = spawnSync('npx', args, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
});
process.exit(result.status ?? 1);
