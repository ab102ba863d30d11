import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Another live process (or this one) already has the PGlite folder open. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Campus Hub server (PID ${String(pid)}). ` +
        'Two servers on one PGlite folder would run as two databases and lose writes. ' +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (path: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Takes the exclusive lock of a PGlite data folder: `<folder>.lock` holding our PID, created with
 * O_EXCL so two starting servers cannot both get it. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const folder = resolve(dataDir);
  const path = `${folder}.lock`;
  // A fresh clone has no .data/ yet: the lock sits beside the folder, so its parent must exist first.
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${String(process.pid)}\n`);
      closeSync(fd);
      return {
        path,
        release: () => {
          if (readPid(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(path);
      if (holder !== null && alive(holder)) throw new DataDirLockedError(folder, holder);
      // Stale (the holder died without releasing it): remove and try again.
      try {
        unlinkSync(path);
      } catch {
        // Another starting server removed it first; the next attempt decides.
      }
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
