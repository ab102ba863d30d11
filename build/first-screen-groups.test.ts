import { describe, expect, it } from 'vitest';
import { firstScreenGroups, firstScreenModules } from './first-screen-groups.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  facadeModuleId: isEntry ? '/app/index.html' : null,
  imports,
  moduleIds,
});

/** A build split by Rolldown alone: the entry, a piece it shares, the two first screens, the runtime, another screen. */
const chunks = [
  chunk('index.js', ['/app/index.html', '/app/src/main.tsx', '/core/router.ts'], ['react.js', 'messages.js'], true),
  chunk('react.js', ['/node_modules/react/index.js']),
  chunk('messages.js', ['/core/messages.ts']),
  chunk('login.js', ['/account/login-page.tsx'], ['index.js', 'button.js']),
  chunk('button.js', ['/node_modules/antd-mobile/es/components/button/button.js']),
  chunk('home.js', ['/account/home-screen.tsx'], ['index.js', 'grid.js', 'toast.js']),
  chunk('grid.js', ['/node_modules/antd-mobile/es/components/grid/grid.js']),
  chunk('toast.js', ['/node_modules/antd-mobile/es/components/toast/toast.js']),
  chunk('runtime.js', ['/core/runtime/index.ts'], ['index.js', 'toast.js']),
  chunk('bus.js', ['/bus/bus-home-screen.tsx'], ['index.js', 'grid.js']),
];
const screens = {
  entry: 'app/src/main.tsx',
  login: ['account/login-page.tsx'],
  startUp: ['core/runtime/index.ts'],
  home: ['account/home-screen.tsx'],
};

describe('first-screen groups (issue 10: the first screens in a handful of requests)', () => {
  const modules = firstScreenModules(chunks, screens);

  it('groups the entry graph and the login screen, leaving index.html and main.tsx as the entry chunk', () => {
    expect([...modules.first].sort()).toEqual([
      '/account/login-page.tsx',
      '/core/messages.ts',
      '/core/router.ts',
      '/node_modules/antd-mobile/es/components/button/button.js',
      '/node_modules/react/index.js',
    ]);
  });

  it('puts the runtime in start-up, and only what home adds to both in home-screen', () => {
    expect([...modules.startUp].sort()).toEqual(['/core/runtime/index.ts', '/node_modules/antd-mobile/es/components/toast/toast.js']);
    expect([...modules.home].sort()).toEqual(['/account/home-screen.tsx', '/node_modules/antd-mobile/es/components/grid/grid.js']);
  });

  it('leaves every other screen to Rolldown', () => {
    const all = new Set([...modules.first, ...modules.startUp, ...modules.home]);
    expect(all.has('/bus/bus-home-screen.tsx')).toBe(false);
  });

  it('fails the build when a first screen is gone (a rename must not silently undo the grouping)', () => {
    expect(() => firstScreenModules(chunks, { ...screens, home: ['account/renamed.tsx'] })).toThrowError(/no chunk holds/);
  });

  it('takes exactly the measured modules, not their imports (antd-mobile’s index imports every component)', () => {
    const groups = firstScreenGroups(modules);
    expect(groups.map((group) => group.name)).toEqual(['first-screen', 'start-up', 'home-screen']);
    expect(groups.every((group) => group.includeDependenciesRecursively === false)).toBe(true);
    const test = groups[2]?.test as (id: string) => boolean;
    expect(test('/account/home-screen.tsx')).toBe(true);
    expect(test('/bus/bus-home-screen.tsx')).toBe(false);
  });
});
