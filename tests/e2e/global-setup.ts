import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { slotOrigin, slotPort, slotSmsOutbox } from './hub-servers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER_LOGS = join(ROOT, 'test-results', 'e2e-servers');
/** A fresh database seeds every family for 18 companies first; a loaded CI machine takes minutes. */
const SEED_TIMEOUT_MS = 300_000;
const LISTEN_TIMEOUT_MS = 60_000;

const serverEnv = (slot: number, dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(slotPort(slot)),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // every test signs in; the limit itself is covered by the server suites
  LOGIN_RATE_LIMIT_MAX: '10000',
  SMS_OUTBOX_FILE: slotSmsOutbox(slot),
});

async function waitUntilListening(slot: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + LISTEN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`hub server of slot ${slot} exited with ${server.exitCode}: see ${SERVER_LOGS}`);
    try {
      if ((await fetch(`${slotOrigin(slot)}/9077/api/system/time/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`hub server of slot ${slot} did not listen within ${LISTEN_TIMEOUT_MS} ms: see ${SERVER_LOGS}`);
}

/**
 * Seeds one PGlite folder, copies it once per worker slot and starts a hub server on each copy
 * (hub-servers.ts). Seeding once costs what the single shared server cost; a copy opens in under a
 * second.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const slots = Array.from({ length: config.workers }, (_, slot) => slot);
  // A server left by an interrupted run would answer in place of this run's (whose listen then fails),
  // with that run's data: its tests would fail for reasons that are not theirs.
  for (const slot of slots) {
    const answered = await fetch(`${slotOrigin(slot)}/9077/api/system/time/`).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`${slotOrigin(slot)} already answers: stop that server (an earlier run's?) or set E2E_PORT`);
  }
  const dataRoot = mkdtempSync(join(tmpdir(), 'campus-hub-e2e-'));
  const template = join(dataRoot, 'template');
  mkdirSync(SERVER_LOGS, { recursive: true });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/seed-cli.ts'], {
    cwd: ROOT,
    env: serverEnv(0, template),
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: SEED_TIMEOUT_MS,
  });
  if (seeded.status !== 0) throw new Error(`seeding the e2e database failed (${seeded.status ?? seeded.signal})`);

  const servers = slots.map((slot) => {
    const dataDir = join(dataRoot, `slot-${slot}`);
    cpSync(template, dataDir, { recursive: true });
    // the seeded files' bytes live beside the database (FILES_DIR defaults to `<DATA_DIR>-files`)
    cpSync(`${template}-files`, `${dataDir}-files`, { recursive: true });
    rmSync(slotSmsOutbox(slot), { force: true });
    const log = openSync(join(SERVER_LOGS, `slot-${slot}.log`), 'w');
    return spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: ROOT,
      env: serverEnv(slot, dataDir),
      stdio: ['ignore', log, log],
    });
  });
  // an interrupted run must not leave servers holding the ports of the next one
  const killAll = () => servers.forEach((server) => server.kill('SIGTERM'));
  process.once('exit', killAll);
  const stop = async (): Promise<void> => {
    process.off('exit', killAll);
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null || server.signalCode !== null) return resolve();
            server.once('exit', () => resolve());
            server.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await Promise.all(slots.map((slot) => waitUntilListening(slot, servers[slot] as ChildProcess)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
