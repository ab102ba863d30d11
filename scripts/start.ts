/**
 * `npm start`: builds the bundles that are missing or stale (turbo restores the
 * rest from its cache), then runs the hub server, which migrates, seeds on first
 * run and serves the API plus every tenant bundle on one origin.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['tsx', 'packages/server/src/main.ts'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
