/**
 * Issue 34, "The operator's first restart": a server killed with SIGKILL in a container (its own PID
 * namespace) must not keep its data folder, though the next server there gets the same PID; two live
 * servers on one folder are still refused. Each holder runs in a PID namespace of its own
 * (`unshare --pid --fork --mount-proc`, as `docker run` gives a container).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const here = dirname(fileURLToPath(import.meta.url));
const holderScript = join(here, 'data-dir-lock-holder.ts');
const dir = mkdtempSync(join(tmpdir(), 'campus-datadir-lock-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const namespaces = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

/** A lock holder alone in a new PID namespace; resolves with its first line and a way to SIGKILL it. */
function holder(folder: string): Promise<{ line: string; kill: () => Promise<void> }> {
  const child = spawn('unshare', ['--pid', '--fork', '--mount-proc', process.execPath, '--import', 'tsx', holderScript, folder], {
    // stderr: unshare's own notes when its child is killed ("sigprocmask unblock failed") are noise here
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (b: Buffer) => (err += b.toString()));
  started.push(child);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const nl = out.indexOf('\n');
      if (nl < 0) return;
      resolve({
        line: out.slice(0, nl),
        // SIGKILL to the holder itself (unshare's child, PID 1 of its namespace), as `docker kill` does
        kill: async () => {
          const pids = readFileSync(`/proc/${String(child.pid)}/task/${String(child.pid)}/children`, 'utf8')
            .trim()
            .split(/\s+/);
          for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`holder exited (${String(code)}) before a line: ${out}${err}`)));
  });
}

describe.skipIf(!namespaces)('the data folder lock across PID namespaces (issue 34: the operator’s first restart)', () => {
  it('a holder killed with SIGKILL leaves the folder free: the next one, in a new namespace with the same PID, takes it', async () => {
    const folder = join(dir, 'restart');
    const first = await holder(folder);
    expect(first.line).toBe('locked 1');
    await first.kill();
    const second = await holder(folder);
    expect(second.line).toBe('locked 1');
    await second.kill();
  }, 60_000);

  it('two live holders on one folder: the second is refused, naming the folder and the holder', async () => {
    const folder = join(dir, 'two');
    const first = await holder(folder);
    expect(first.line).toBe('locked 1');
    const second = await holder(folder);
    expect(second.line).toBe(
      `refused The data folder ${folder} is in use by another Campus Hub server (PID 1). ` +
        'Two servers on one PGlite folder would run as two databases and lose writes. Stop that server first, or give this one its own DATA_DIR.',
    );
    await first.kill();
    // and once the first is gone, a third takes it
    const third = await holder(folder);
    expect(third.line).toBe('locked 1');
    await third.kill();
  }, 60_000);
});

describe('the data folder lock without the flock program (macOS, Windows): the PID rules of postmaster.pid (issue 34)', () => {
  const noFlock = { flock: null };

  it('a lock file naming this process (not held here) or its parent is stale: a PID reused by a restart', () => {
    for (const [name, pid] of [
      ['self', process.pid],
      ['parent', process.ppid],
    ] as const) {
      const folder = join(dir, `pid-${name}`);
      writeFileSync(`${folder}.lock`, `${String(pid)}\n`);
      const lock = lockDataDir(folder, noFlock);
      expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
      lock.release();
      expect(existsSync(lock.path)).toBe(false);
    }
  });

  it('another live process holds it; and a folder this process holds is refused to it too', () => {
    const folder = join(dir, 'pid-held');
    const other = spawn('sleep', ['30']);
    started.push(other);
    try {
      writeFileSync(`${folder}.lock`, `${String(other.pid)}\n`);
      expect(() => lockDataDir(folder, noFlock)).toThrow(new DataDirLockedError(folder, other.pid ?? 0));
    } finally {
      other.kill('SIGKILL');
    }
    const mine = join(dir, 'pid-mine');
    const lock = lockDataDir(mine, noFlock);
    expect(() => lockDataDir(mine, noFlock)).toThrow(`(PID ${String(process.pid)})`);
    lock.release();
    lockDataDir(mine, noFlock).release();
  });

  it('falls back to them when the program is missing', () => {
    const folder = join(dir, 'pid-fallback');
    const lock = lockDataDir(folder, { flock: join(dir, 'no-such-flock') });
    expect(() => lockDataDir(folder, noFlock)).toThrow(DataDirLockedError);
    lock.release();
  });
});
