/** The build task of a tenant package (run from tenants/<type>/), or of the default bundle with --default. */
import { basename, join } from 'node:path';
import { defaultBrand, tenantBrand } from './brand.ts';
import { REPO_ROOT, stampBundle } from './stamp.ts';
import { loadTenant, TenantError } from './tenants.ts';

function main(): void {
  const isDefault = process.argv.includes('--default');
  const brand = isDefault ? defaultBrand() : tenantBrand(loadTenant(process.cwd(), REPO_ROOT));
  const outDir = join(REPO_ROOT, 'dist', isDefault ? 'default' : (brand.type ?? basename(process.cwd())));
  stampBundle(brand, outDir);
  console.log(`stamped ${brand.type ?? 'default'} -> ${outDir}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof TenantError ? `Invalid tenant: ${error.message}` : error);
  process.exit(1);
}
