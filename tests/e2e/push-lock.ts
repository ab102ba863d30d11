import { mkdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How often the holder marks the lock as alive. */
const HEARTBEAT_MS = 2_000;
/** A lock not marked alive for this long was left by a killed worker. */
const STALE_AFTER_MS = 20_000;
/** The longest a test waits for the lock: the longest test that holds it (car journeys, 240 s) and some. */
export const PUSH_LOCK_MAX_WAIT_MS = 300_000;
const POLL_MS = 250;

/**
 * One test at a time per company among those that push to everyone in it or wait for a push
 * dialog: a notice published to the company would otherwise open its dialog over the approver's
 * screen in a parallel approval journey. A directory is the lock (mkdir is atomic), shared by the
 * Playwright workers of one run (keyed by its server port). The holder refreshes its mtime while it
 * runs, so a slow test on a loaded machine keeps it however long it takes; only a dead holder's
 * lock goes stale.
 */
export async function acquireCompanyPushLock(companyId: string): Promise<() => void> {
  const dir = join(tmpdir(), `campus-e2e-pushes-${process.env.E2E_PORT ?? 8181}-${companyId}`);
  for (;;) {
    try {
      mkdirSync(dir);
      return holdWithHeartbeat(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_AFTER_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // released meanwhile
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function holdWithHeartbeat(dir: string): () => void {
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(dir, now, now);
    } catch {
      // taken over as stale after all: nothing left to refresh
    }
  }, HEARTBEAT_MS);
  return () => {
    clearInterval(heartbeat);
    rmSync(dir, { recursive: true, force: true });
  };
}
