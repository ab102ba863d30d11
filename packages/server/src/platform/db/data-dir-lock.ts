import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Another live process (or this one) already has the PGlite folder open. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Campus Hub server${pid === null ? '' : ` (PID ${String(pid)})`}. ` +
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

export interface DataDirLockOptions {
  /** The flock(1) program (util-linux or busybox) that takes the kernel lock; null: none, the PID rules alone. */
  flock?: string | null;
}

const readPid = (path: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Takes the exclusive lock of a PGlite data folder, `<folder>.lock`, which also names the holder's PID.
 *
 * The lock is the kernel's: flock(2) on the file, held by a descriptor this process keeps open for
 * its life, so the kernel releases it when the process dies, however it dies (SIGKILL, the OOM
 * killer, `docker kill`), whatever PID the next server gets in its container, and it excludes a
 * server of another PID namespace on the same machine too. A PID alone cannot: in a container the
 * restarted server gets the dead one's PID and took it for a live holder (issue 34).
 * Node has no flock of its own and a native addon is not wanted, so the flock program locks our
 * descriptor, passed to it as its fd 3, and exits: a flock lock belongs to the open file
 * description, which stays ours. The file is never deleted (a lock on an unlinked file would not
 * exclude a server that creates a new one).
 *
 * Without the program (macOS, Windows), the PID decides, as PostgreSQL's postmaster.pid: the file is
 * created exclusively, and a holder that no longer lives, or that is this process or its parent (a
 * PID reused by a restart in a fresh namespace), is stale.
 */
export function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): DataDirLock {
  const folder = resolve(dataDir);
  const path = `${folder}.lock`;
  // A fresh clone has no .data/ yet: the lock sits beside the folder, so its parent must exist first.
  mkdirSync(dirname(path), { recursive: true });
  const program = options.flock === undefined ? 'flock' : options.flock;
  return (program && kernelLock(folder, path, program)) || pidLock(folder, path);
}

/** The flock(2) lock; null when the program is missing (the PID rules then decide). */
function kernelLock(folder: string, path: string, program: string): DataDirLock | null {
  const fd = openSync(path, 'a+', 0o600);
  const res = spawnSync(program, ['--exclusive', '--nonblock', '3'], { stdio: ['ignore', 'ignore', 'pipe', fd] });
  if (res.status === 0) {
    ftruncateSync(fd, 0);
    writeSync(fd, `${String(process.pid)}\n`);
    let held = true;
    return {
      path,
      release: () => {
        if (!held) return;
        held = false;
        ftruncateSync(fd, 0);
        closeSync(fd); // the last descriptor of the lock: the kernel releases it
      },
    };
  }
  closeSync(fd);
  if ((res.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return null;
  // flock answers 1 when another holds the lock (--nonblock); anything else is a failure of its own
  if (res.status === 1) throw new DataDirLockedError(folder, readPid(path));
  throw new Error(`Could not lock ${path} with ${program}: ${res.error?.message ?? String(res.stderr).trim()}`);
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

/** The lock files this process holds under the PID rules (it may not open a folder twice either). */
const heldHere = new Set<string>();

function pidLock(folder: string, path: string): DataDirLock {
  if (heldHere.has(path)) throw new DataDirLockedError(folder, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${String(process.pid)}\n`);
      closeSync(fd);
      heldHere.add(path);
      return {
        path,
        release: () => {
          if (!heldHere.delete(path)) return;
          if (readPid(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(path);
      // Not held here, so a file naming this process or its parent is not another server's: its PID
      // was reused by a restart in a fresh namespace, where the same process tree gets the same PIDs.
      if (holder !== null && holder !== process.pid && holder !== process.ppid && alive(holder)) {
        throw new DataDirLockedError(folder, holder);
      }
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
