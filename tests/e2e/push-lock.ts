import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Longer than any test holding the lock: a lock this old was left by a killed worker. */
const STALE_AFTER_MS = 180_000;
/** The longest a test waits for the lock: a stale one is taken over by then. */
export const PUSH_LOCK_MAX_WAIT_MS = STALE_AFTER_MS + 10_000;
const POLL_MS = 250;

/**
 * One test at a time per company among those that push to everyone in it or wait for a push
 * dialog: a notice published to the company would otherwise open its dialog over the approver's
 * screen in a parallel approval journey. A directory is the lock (mkdir is atomic), shared by the
 * Playwright workers of one run (keyed by its server port).
 */
export async function acquireCompanyPushLock(companyId: string): Promise<() => void> {
  const dir = join(tmpdir(), `campus-e2e-pushes-${process.env.E2E_PORT ?? 8181}-${companyId}`);
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
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
