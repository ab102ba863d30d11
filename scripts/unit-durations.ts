/**
 * `npm run unit-durations`: writes tests/unit-durations.json (the seconds of each unit file of 2 s
 * or more) from the last `npm test`'s test-results/vitest.json, for tests/unit-sequencer.ts. Run it
 * after a fresh clone's `npm test` when long files come or go.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const report = JSON.parse(readFileSync(join(ROOT, 'test-results', 'vitest.json'), 'utf8')) as {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
};
const seconds = report.testResults
  .map((file) => [relative(ROOT, file.name), Math.round((file.endTime - file.startTime) / 100) / 10] as const)
  .filter(([, took]) => took >= 2)
  .sort((a, b) => b[1] - a[1]);
writeFileSync(join(ROOT, 'tests', 'unit-durations.json'), `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
console.log(`tests/unit-durations.json: ${String(seconds.length)} files of 2 s or more`);
