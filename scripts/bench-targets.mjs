/**
 * What the server benches share: a hub or bare server in a child process (packages/server/src/bench/
 * target.ts, so the load generator does not share its event loop) and autocannon runs against it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A target server in a child process; resolves once it prints READY. `timeoutMs` bounds the start
 * (a target that grows its database first takes minutes).
 */
export function startTarget(env, label, { timeoutMs = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/bench/target.ts')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label}: no READY within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /READY (\S+)(?: (\S+))?\n/.exec(out);
      if (m) {
        clearTimeout(timer);
        const grown = /GROWN (\{.*\})\n/.exec(out);
        resolve({
          url: m[1],
          databaseUrl: m[2],
          pid: child.pid,
          grown: grown ? JSON.parse(grown[1]) : null,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
              child.once('exit', () => {
                clearTimeout(kill);
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label}: exited with ${code} before READY`));
    });
  });
}

/** One autocannon run (resolves with its result). */
export function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
