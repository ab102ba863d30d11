import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tenantSchema, type TenantDescriptor } from './tenant-schema.ts';
import { readThemeVariables } from './theme.ts';
import { BRAND_FILL, contrastProblems, derivedBrandCss } from '../packages/core/src/skin/brand-theme.ts';
import { DEFAULT_BRAND_SOURCE } from './brand.ts';

export interface Tenant extends TenantDescriptor {
  /** Absolute folder of the tenant (tenants/<type>). */
  dir: string;
  /** Contents of the tenant's theme file. */
  themeCss: string;
}

export class TenantError extends Error {}

const THEME_FILE = 'theme.css';

/** Reads and validates one tenant folder; every error names the file and the field. */
export function loadTenant(dir: string, root: string): Tenant {
  const file = join(dir, 'tenant.json');
  const shown = relative(root, file);
  if (!existsSync(file)) throw new TenantError(`${shown}: file is missing`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TenantError(`${shown}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = tenantSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new TenantError(`${shown}: ${issues.join('; ')}`);
  }
  const tenant = parsed.data;
  const folderName = dir.split(/[\\/]/).pop();
  if (folderName !== tenant.type) throw new TenantError(`${shown}: type: "${tenant.type}" must match its folder "${folderName}"`);
  if (tenant.assetDir !== undefined) {
    const assets = join(dir, tenant.assetDir);
    if (!existsSync(assets) || !statSync(assets).isDirectory()) {
      throw new TenantError(`${shown}: assetDir: folder ${relative(root, assets)} does not exist`);
    }
  }
  const themeFile = join(dir, THEME_FILE);
  if (!existsSync(themeFile)) throw new TenantError(`${relative(root, themeFile)}: theme file is missing`);
  const themeCss = readFileSync(themeFile, 'utf8');
  const primary = readThemeVariables(themeCss).get('--adm-color-primary');
  if (tenant.mainColor !== undefined && primary?.toLowerCase() !== tenant.mainColor.toLowerCase()) {
    throw new TenantError(`${relative(root, themeFile)}: --adm-color-primary: must equal mainColor ${tenant.mainColor} of ${shown}`);
  }
  if (tenant.mainColor === undefined && primary !== undefined) {
    throw new TenantError(`${relative(root, themeFile)}: --adm-color-primary: set mainColor in ${shown} first`);
  }
  return { ...tenant, dir, themeCss: checkedTheme(themeCss, relative(root, themeFile)) };
}

function defaultThemeVariables(): Map<string, string> {
  return readThemeVariables(readFileSync(join(DEFAULT_BRAND_SOURCE, THEME_FILE), 'utf8'));
}

/**
 * The tenant's theme completed with the brand text colours it does not set itself
 * (derived from its brand fill), refused when a text/background pair falls below 4.5:1.
 */
export function checkedTheme(themeCss: string, shown: string): string {
  const { css, variables } = completedTheme(themeCss);
  const problems = contrastProblems(variables);
  if (problems.length > 0) throw new TenantError(`${shown}: ${problems.join('; ')}`);
  return css;
}

/** A tenant's theme with its derived brand text colours, and every variable it ends with over the default theme. */
export function completedTheme(themeCss: string): { css: string; variables: Map<string, string> } {
  const own = readThemeVariables(themeCss);
  const fill = own.get(BRAND_FILL);
  const pageBackground = own.get('--hub-page-background') ?? defaultThemeVariables().get('--hub-page-background');
  const css = fill === undefined ? themeCss : `${themeCss.trimEnd()}\n${derivedBrandCss(fill, new Set(own.keys()), pageBackground)}\n`;
  return { css, variables: new Map([...defaultThemeVariables(), ...readThemeVariables(css)]) };
}

/** Loads every tenants/<type>/ folder and checks company ids are unique across tenants. */
export function loadTenants(root: string): Tenant[] {
  const tenantsDir = join(root, 'tenants');
  const dirs = readdirSync(tenantsDir)
    .map((name) => join(tenantsDir, name))
    .filter((dir) => statSync(dir).isDirectory())
    .sort();
  checkedTheme('', 'build/default-brand/theme.css');
  const tenants = dirs.map((dir) => loadTenant(dir, root));
  const owner = new Map<string, string>();
  for (const tenant of tenants) {
    for (const id of tenant.companyIds) {
      const other = owner.get(id);
      if (other !== undefined) {
        throw new TenantError(`tenants/${tenant.type}/tenant.json: companyIds: ${id} is already used by tenants/${other}/tenant.json`);
      }
      owner.set(id, tenant.type);
    }
  }
  return tenants;
}
