import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** A file that replaces modules, the clock or globals needs a module graph of its own. */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|useFakeTimers|stubGlobal)\(/;

const ROOT = import.meta.dirname;
const webSourceDirs = [
  ...['core', 'ui', 'app', 'contracts'].map((name) => `packages/${name}/src`),
  ...readdirSync(join(ROOT, 'packages/modules')).map((name) => `packages/modules/${name}/src`),
].filter((dir) => existsSync(join(ROOT, dir)));
const webTests = webSourceDirs.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.replaceAll('\\', '/')}`),
);
const isolatedWebTests = webTests.filter((path) => REPLACES_MODULES.test(readFileSync(join(ROOT, path), 'utf8')));
const sharedWebTests = webTests.filter((path) => !isolatedWebTests.includes(path));

const web = {
  environment: 'happy-dom' as const,
  // a phone outside China (its day differs from the hub's 16 hours a day): screens must work in hub days
  env: { TZ: 'America/Los_Angeles' },
  setupFiles: ['./tests/unit-setup.ts'],
  // screens wait up to 5 s for antd's asynchronous form checks on a loaded 2-core CI machine
  testTimeout: 15_000,
};

// One run for every unit suite: browser-side packages in happy-dom, the build tools and server in node.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores the browser-side projects
    // ran on one worker while the other core mostly waited (the server project sets its own two).
    maxWorkers: 2,
    // as the browser suites do on CI: a test that passes only on its retry is named at npm test's end
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        // Most browser-side files share one module graph per worker: importing antd-mobile and every
        // module's manifest once per file was three quarters of this project's time. The setup file
        // resets what a file may leave behind (storage, the hash, the DOM, spies).
        test: { ...web, name: 'web', include: sharedWebTests, isolate: false },
      },
      {
        extends: true,
        test: { ...web, name: 'web-isolated', include: isolatedWebTests },
      },
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] },
      },
      './packages/server',
    ],
  },
});
