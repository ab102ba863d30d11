/**
 * Setup file of the server suites: waits until the global setup's templates are seeded (it seeds them
 * in the background, while the browser-side suites run), or fails the file with the seeding's error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

const WAIT_LIMIT_MS = 5 * 60_000;
const { ready, failed } = inject('templatesSeeded');
const started = Date.now();
while (!existsSync(ready)) {
  if (existsSync(failed)) throw new Error(`seeding the test templates failed:\n${readFileSync(failed, 'utf8')}`);
  if (Date.now() - started > WAIT_LIMIT_MS) throw new Error('the test templates were not seeded within 5 minutes');
  await sleep(100);
}
