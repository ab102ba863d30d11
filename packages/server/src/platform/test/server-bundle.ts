/**
 * The hub server's entry points bundled once into plain JavaScript, for the processes the test suites
 * start: through tsx each such process compiled the server's ~400 TypeScript files on its own, 3–4 CPU-s
 * a process (bench/notes.md). Only the workspace's TypeScript is bundled; every installed package stays an
 * import, resolved from the server's folder as it is when the server runs through tsx.
 */
import { build, type Plugin } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER = join(import.meta.dirname, '..', '..', '..');
/** Inside the server's package, so that its own node_modules (drizzle-orm lives only there) still resolve. */
const BUNDLES = join(SERVER, '.bundle');

export interface ServerBundle {
  /** `node <main>` serves as `npm start -w @campus/server` does. */
  main: string;
  /** `node <seedCli>` seeds as `npm run seed` does. */
  seedCli: string;
  /** `node <pgliteTemplate> <dump path>`: the server suites' PGlite template. */
  pgliteTemplate: string;
  remove(): void;
}

/** Installed packages stay imports; the workspace's own packages (TypeScript sources) are bundled. */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@campus/') ? undefined : { path: args.path, external: true }));
  },
};

/** A module that finds files beside itself (migrations, the repository's root) keeps its own place. */
const keepModulePlace: Plugin = {
  name: 'keep-module-place',
  setup(plugin) {
    plugin.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      return {
        contents: source
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Bundles the entry points into a folder of their own (two suites may bundle at once); remove() deletes it. */
export async function bundleServer(): Promise<ServerBundle> {
  const outdir = join(BUNDLES, `${String(process.pid)}-${randomBytes(4).toString('hex')}`);
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      main: join(SERVER, 'src', 'main.ts'),
      'seed-cli': join(SERVER, 'src', 'seed-cli.ts'),
      'seed-pglite-template': join(SERVER, 'src', 'platform', 'test', 'seed-pglite-template.ts'),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    outExtension: { '.js': '.mjs' },
    plugins: [installedPackagesExternal, keepModulePlace],
    logLevel: 'warning',
  });
  return {
    main: join(outdir, 'main.mjs'),
    seedCli: join(outdir, 'seed-cli.mjs'),
    pgliteTemplate: join(outdir, 'seed-pglite-template.mjs'),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
