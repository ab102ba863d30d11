/**
 * Stamps one bundle: copies the tenant-neutral app build (packages/app/dist) into
 * dist/<type>/ (or dist/default/) and bakes in that tenant's title, icons, theme
 * and defaults.
 */
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BRAND_DIR, DEFAULT_BRAND_SOURCE, type BundleBrand } from './brand.ts';
import { precompressFile, precompressTree } from './compress.ts';
import { applyTenantHead } from './html.ts';

export const REPO_ROOT = join(import.meta.dirname, '..');
export const APP_DIST = join(REPO_ROOT, 'packages', 'app', 'dist');

/**
 * Hard-links the shared build into a bundle (the hashed files are identical in every
 * tenant); copies across devices. index.html is never linked: each bundle writes its own.
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name.startsWith('index.html')) continue;
    const source = join(from, name);
    const target = join(to, name);
    if (statSync(source).isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        cpSync(source, target);
      }
    }
  }
}

export function stampBundle(brand: BundleBrand, outDir: string, appDist: string = APP_DIST): void {
  const appIndex = join(appDist, 'index.html');
  if (!existsSync(appIndex)) throw new Error(`${appIndex} is missing: build @campus/app first`);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  linkTree(appDist, outDir);

  const indexPath = join(outDir, 'index.html');
  writeFileSync(indexPath, applyTenantHead(readFileSync(appIndex, 'utf8'), brand));
  precompressFile(indexPath);

  // The runtime loads /<type>/theme.css when a user of this company logs in elsewhere.
  writeFileSync(join(outDir, 'theme.css'), brand.themeCss);
  cpSync(DEFAULT_BRAND_SOURCE, join(outDir, DEFAULT_BRAND_DIR), { recursive: true });
  if (brand.brandDir !== DEFAULT_BRAND_DIR) {
    cpSync(brand.brandSource, join(outDir, brand.brandDir), { recursive: true });
    precompressTree(join(outDir, brand.brandDir));
  }
  precompressTree(join(outDir, DEFAULT_BRAND_DIR));
}
