/**
 * The first screens in a handful of requests (issue 10: at most 8 before the first paint). Rolldown
 * gives every module shared by two lazy screens its own chunk, and the home screen arrived as 39
 * chunks and 7 stylesheets beyond the entry's 9. The build groups them:
 *
 * - `vendor`: the libraries that change least (React, MobX, the router), cached across releases;
 * - `first-screen`: the entry's shared pieces and the login screen's;
 * - `start-up`: the runtime that main.tsx loads right after the first paint on every screen (start-up
 *   decision, push, error catalogue);
 * - `home-screen`: what the home screen adds to those. A signed-in user starts there, so a screen
 *   opened later that shares a piece of it finds it cached.
 *
 * Which modules those are cannot be read from the module graph: barrels (antd-mobile's index,
 * `@campus/ui`) reach every component while tree-shaking keeps the few used. So the build splits
 * twice: a quick pass without these groups (nothing written, not minified) says which modules the
 * first screens' chunks hold, and the real build groups exactly those.
 */
import { build, mergeConfig, type PluginOption, type Rolldown, type UserConfig } from 'vite';
import { HOME_SCREEN_MODULE, LOGIN_SCREEN_MODULE, staticClosure } from './route-preload.ts';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

const inPackages = (names: string[]): RegExp => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The group every build has: the libraries under every screen (React, MobX, the router), in one
 * well-cached chunk. React and the shell's libraries were a request each before the first paint,
 * and they change together, at an upgrade.
 */
export const VENDOR_GROUPS: CodeSplittingGroup[] = [
  {
    name: 'vendor',
    // not @emotion (the login screen has no styled component) nor react-router's cookie helpers: grouped, they rode along on the first paint
    test: inPackages(['react', 'react-dom', 'scheduler', 'mobx', 'mobx-react-lite', 'react-router', 'react-router-dom']),
    priority: 30,
  },
  {
    // axios on its own: evaluating it (its fetch adapter probes the browser's streams) was a third of
    // the start-up chunk's task, and main.tsx loads it in a task of its own beside that chunk
    name: 'http',
    test: inPackages(['axios']),
    priority: 30,
  },
];

/**
 * Ends of the first screens' module ids: the targets of their routes' dynamic imports, the runtime
 * main.tsx loads after the first paint, and for home its banners
 * (its largest paint), which would otherwise be discovered one wave after another.
 */
export const FIRST_SCREEN_MODULES = {
  /** index.html's script: it stays the entry chunk, importing the groups. */
  entry: 'app/src/main.tsx',
  login: [LOGIN_SCREEN_MODULE],
  startUp: ['core/src/runtime/index.ts'],
  home: [HOME_SCREEN_MODULE, 'modules/account/src/screens/home-banners.tsx'],
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

export interface FirstScreenModules {
  /** Grouped as `first-screen`: loaded with the entry. */
  first: Set<string>;
  /** Grouped as `start-up`. */
  startUp: Set<string>;
  /** Grouped as `home-screen`. */
  home: Set<string>;
}

/** From a build split without these groups: which modules the first screens load, beyond the entry chunk itself. */
export function firstScreenModules(chunks: ChunkLike[], screens = FIRST_SCREEN_MODULES): FirstScreenModules {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkLike): Set<ChunkLike> =>
    new Set([...staticClosure(start.fileName, byFile)].flatMap((file) => byFile.get(file) ?? []));
  const holding = (suffix: string): ChunkLike => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(suffix)));
    if (chunk === undefined) throw new Error(`first-screen groups: no chunk holds ${suffix}`);
    return chunk;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('first-screen groups: the build has no entry chunk');

  const modulesOf = (set: Iterable<ChunkLike>): Set<string> => new Set([...set].flatMap((chunk) => chunk.moduleIds));
  const entryChunks = closure(entry);
  const closureOf = (suffixes: string[]): ChunkLike[] => suffixes.flatMap((suffix) => [...closure(holding(suffix))]);
  // all but index.html and main.tsx: with those grouped too the entry chunk is empty and Vite drops
  // it from the manifest; with more left there, the groups import the entry back (a cycle of chunks)
  const first = modulesOf([...entryChunks, ...closureOf(screens.login)]);
  for (const id of entry.moduleIds) if (id === entry.facadeModuleId || id.endsWith(screens.entry)) first.delete(id);
  const beyondEntry = (suffixes: string[]): Set<string> => modulesOf(closureOf(suffixes).filter((chunk) => !entryChunks.has(chunk)));
  const startUp = beyondEntry(screens.startUp);
  const home = beyondEntry(screens.home);
  for (const id of first) {
    startUp.delete(id);
    home.delete(id);
  }
  for (const id of startUp) home.delete(id);
  return { first, startUp, home };
}

/** The first screens' groups, below the vendor groups in priority. */
export function firstScreenGroups({ first, startUp, home }: FirstScreenModules): CodeSplittingGroup[] {
  // exactly the measured modules: by default a group also takes every module they import, and
  // antd-mobile's index imports every component
  const exactly = (name: string, modules: Set<string>, priority: number): CodeSplittingGroup => ({
    name,
    test: (id) => modules.has(id),
    priority,
    includeDependenciesRecursively: false,
  });
  return [exactly('first-screen', first, 10), exactly('start-up', startUp, 7), exactly('home-screen', home, 5)];
}

/** The project's own plugins write files or rewrite index.html: the quick pass needs neither. */
function withoutOwnPlugins(plugins: PluginOption[]): PluginOption[] {
  const isOwn = (plugin: unknown): boolean =>
    typeof plugin === 'object' && plugin !== null && 'name' in plugin && String(plugin.name).startsWith('hub-');
  return (plugins as unknown[]).flat(4).filter((plugin) => !isOwn(plugin)) as PluginOption[];
}

/** The quick pass: the app split by Rolldown alone, kept in memory. */
export async function measureFirstScreens(config: UserConfig): Promise<FirstScreenModules> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    // only the split matters: no files, no minifier
    plugins: withoutOwnPlugins(config.plugins ?? []),
    build: { ...config.build, write: false, minify: false, manifest: false, emptyOutDir: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) => ('output' in output ? output.output : [])).filter((file) => file.type === 'chunk');
  return firstScreenModules(chunks);
}

/** The build config with the first screens grouped (a build only: the dev server serves modules one by one). */
export async function withFirstScreenGroups(config: UserConfig): Promise<UserConfig> {
  const groups = firstScreenGroups(await measureFirstScreens(config));
  return mergeConfig(config, { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } });
}
