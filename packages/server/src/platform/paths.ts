import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The monorepo root (packages/server/src/platform -> ../../../..). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const defaultTenantsDir = join(repoRoot, 'tenants');
export const defaultDistDir = join(repoRoot, 'dist');
export const defaultDataDir = join(repoRoot, '.data', 'pglite');
