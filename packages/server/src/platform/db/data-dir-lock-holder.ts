/**
 * A process that takes a data folder's lock and keeps it until it is killed: the stand-in for a
 * server in data-dir-lock.test.ts (started with `node --import tsx` inside a PID namespace).
 * Prints `locked <pid>` once it holds the lock, or `refused <message>` and exits 3.
 */
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: data-dir-lock-holder.ts <data folder>');
try {
  lockDataDir(folder);
  console.log(`locked ${String(process.pid)}`);
  setInterval(() => {}, 60_000);
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.log(`refused ${err.message}`);
  process.exit(3);
}
