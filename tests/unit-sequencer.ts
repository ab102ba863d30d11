import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ROOT = join(import.meta.dirname, '..');

/**
 * Seconds each long unit file took in a fresh clone's `npm test` (files of 2 s or more), written by
 * `npm run unit-durations` from test-results/vitest.json.
 */
const knownSeconds = JSON.parse(readFileSync(join(ROOT, 'tests', 'unit-durations.json'), 'utf8')) as Record<string, number>;

/**
 * Longest files first, on a fresh clone too. Vitest orders by the durations of its last run, which a
 * fresh clone has not got, and then by file size: the server's start-up files (small files that
 * start whole servers, 16 to 37 s each) ran last, one worker busy with them while the other idled
 * (a fifth of the unit step, bench/notes.md).
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byVitest = await super.sort(files);
    const position = new Map(byVitest.map((spec, index) => [spec, index]));
    const seconds = (spec: TestSpecification) => knownSeconds[relative(ROOT, spec.moduleId)] ?? 0;
    // Array.prototype.sort is stable: files of one project and no known duration keep Vitest's order
    return [...byVitest].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return (position.get(a) ?? 0) - (position.get(b) ?? 0);
      return seconds(b) - seconds(a);
    });
  }
}
