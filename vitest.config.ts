import { defineConfig } from 'vitest/config';

// One run for every unit suite: browser-side packages in happy-dom, the build tools and server in node.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['packages/{core,ui,app,contracts}/src/**/*.test.{ts,tsx}', 'packages/modules/*/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/unit-setup.ts'],
          // screens wait up to 5 s for antd's asynchronous form checks on a loaded 2-core CI machine
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] },
      },
      './packages/server',
    ],
  },
});
