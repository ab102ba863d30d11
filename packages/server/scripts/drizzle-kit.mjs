#!/usr/bin/env node
/**
 * Runs drizzle-kit with `drizzle-orm` resolved from this package: npm nests drizzle-orm under
 * packages/server/node_modules while drizzle-kit is hoisted to the root, and drizzle-kit's
 * `import('drizzle-orm/...')` would otherwise not find it.
 * Usage: node scripts/drizzle-kit.mjs generate --name <change>
 */
import Module, { register } from 'node:module';
import { existsSync } from 'node:fs';

const here = new URL('../package.json', import.meta.url);
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const base = ${JSON.stringify(here.href)};
      export async function resolve(spec, ctx, next) {
        if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/')) return next(spec, { ...ctx, parentURL: base });
        return next(spec, ctx);
      }`),
);
// ...and for its require() calls.
process.env.NODE_PATH = new URL('../node_modules', import.meta.url).pathname;
Module._initPaths();
process.chdir(new URL('..', import.meta.url).pathname);
// drizzle-kit exports no bin entry: find it where npm put it (here or hoisted to the root).
const candidates = ['../node_modules/drizzle-kit/bin.cjs', '../../../node_modules/drizzle-kit/bin.cjs'].map(
  (p) => new URL(p, import.meta.url),
);
const bin = candidates.find((u) => existsSync(u));
if (!bin) throw new Error('drizzle-kit is not installed');
process.argv.splice(1, 1, bin.pathname);
await import(bin.href);
