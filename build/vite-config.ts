import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { defaultBrand, DEFAULT_BRAND_DIR, DEFAULT_BRAND_SOURCE, tenantBrand, type BundleBrand } from './brand.ts';
import { clientContractsPlugin } from './client-contracts.ts';
import { precompressTree } from './compress.ts';
import { eagerCommonJsPlugin } from './eager-commonjs.ts';
import { entryGuardPlugin } from './entry-guard.ts';
import { VENDOR_GROUPS } from './first-screen-groups.ts';
import { applyTenantHead } from './html.ts';
import { routePreloadPlugin } from './route-preload.ts';
import { loadTenant } from './tenants.ts';

const REPO_ROOT = join(import.meta.dirname, '..');
const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.css': 'text/css', '.png': 'image/png', '.json': 'application/json' };

/** Dev only: bakes one tenant's head into index.html and serves its brand files, reloading when its theme changes. */
function tenantDevPlugin(tenantType: string | undefined): Plugin {
  const brandOf = (): BundleBrand =>
    tenantType ? tenantBrand(loadTenant(join(REPO_ROOT, 'tenants', tenantType), REPO_ROOT)) : defaultBrand();
  return {
    name: 'hub-tenant-dev',
    apply: 'serve',
    transformIndexHtml: (html) => applyTenantHead(html, brandOf()),
    configureServer(server) {
      const tenantDir = tenantType ? join(REPO_ROOT, 'tenants', tenantType) : null;
      if (tenantDir) server.watcher.add(tenantDir);
      server.watcher.on('change', (file) => {
        if (tenantDir && file.startsWith(tenantDir)) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const brand = brandOf();
        const url = (req.url ?? '').split('?')[0] ?? '';
        const folders: Array<[string, string]> = [
          [`/${DEFAULT_BRAND_DIR}/`, DEFAULT_BRAND_SOURCE],
          [`/${brand.brandDir}/`, brand.brandSource],
        ];
        for (const [prefix, source] of folders) {
          const file = url.startsWith(prefix) ? join(source, url.slice(prefix.length)) : null;
          if (file && existsSync(file)) {
            res.setHeader('Content-Type', MIME[extname(file)] ?? 'application/octet-stream');
            res.end(readFileSync(file));
            return;
          }
        }
        next();
      });
    },
  };
}

/** Build only: writes .gz and .br beside every emitted file (the server sends them as they are). */
function precompressPlugin(outDir: string): Plugin {
  return {
    name: 'hub-precompress',
    apply: 'build',
    writeBundle() {
      precompressTree(outDir);
    },
  };
}

export interface AppConfigOptions {
  root: string;
  tenantType?: string | undefined;
}

/** The Vite config of the app: one tenant-neutral build; tenants are stamped after it (build/stamp.ts). */
export function createAppConfig({ root, tenantType }: AppConfigOptions): UserConfig {
  const outDir = join(root, 'dist');
  return {
    root,
    base: './',
    plugins: [
      react(),
      tenantDevPlugin(tenantType),
      clientContractsPlugin(),
      routePreloadPlugin(),
      eagerCommonJsPlugin(),
      entryGuardPlugin(),
      precompressPlugin(outDir),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 2048,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 300,
      manifest: true,
      // WebViews without modulepreload just skip preloading; the polyfill would cost first-paint bytes on every device
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
    },
    server: {
      port: 5173,
      proxy: { '/9077': { target: process.env.HUB_API ?? 'http://localhost:8080', changeOrigin: true } },
    },
  };
}
