/**
 * The tests that failed, and those that passed only on CI's retry, read from Vitest's and
 * Playwright's JSON reports: the last lines `npm test` prints (all a CI log's tail may keep) name
 * them, not only count them.
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface VitestJson {
  testResults?: Array<{
    name: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    line?: number;
    tests: Array<{ projectName: string; status: string; results: Array<{ errors?: Array<{ message?: string }> }> }>;
  }>;
  suites?: PlaywrightSuite[];
}
export interface PlaywrightJson {
  suites?: PlaywrightSuite[];
}

export interface FailedTest {
  name: string;
  /** The first line of the first error, without terminal colours. */
  reason: string;
}

export interface Outcomes {
  failed: FailedTest[];
  /** Passed on a retry: what made the first attempt fail. */
  flaky: FailedTest[];
}

function firstLine(message: string | undefined): string {
  const line = stripVTControlCharacters(message ?? '')
    .split('\n')
    .find((l) => l.trim() !== '');
  return (line ?? '').trim().slice(0, 300);
}

export function unitOutcomes(report: VitestJson, root: string): Outcomes {
  const outcomes: Outcomes = { failed: [], flaky: [] };
  for (const file of report.testResults ?? []) {
    const assertions = file.assertionResults ?? [];
    for (const test of assertions) {
      const entry = { name: `${relative(root, file.name)} › ${test.fullName}`, reason: firstLine(test.failureMessages?.[0]) };
      if (test.status === 'failed') outcomes.failed.push(entry);
      // Vitest keeps a retried test's earlier errors: a pass with errors passed on a retry
      else if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0) outcomes.flaky.push(entry);
    }
    // a file that failed before any test ran (an import, a hook) has no failed assertion of its own
    if (file.message && !assertions.some((a) => a.status === 'failed'))
      outcomes.failed.push({ name: relative(root, file.name), reason: firstLine(file.message) });
  }
  return outcomes;
}

export function browserOutcomes(report: PlaywrightJson): Outcomes {
  const outcomes: Outcomes = { failed: [], flaky: [] };
  const walk = (suite: PlaywrightSuite, titles: string[]): void => {
    const path = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const list = test.status === 'unexpected' ? outcomes.failed : test.status === 'flaky' ? outcomes.flaky : null;
        const errors = test.results.flatMap((r) => r.errors ?? []);
        const where = `${suite.file ?? ''}:${String(spec.line ?? '')}`;
        list?.push({
          name: `[${test.projectName}] ${where} › ${[...path, spec.title].join(' › ')}`,
          reason: firstLine(errors[0]?.message),
        });
      }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return outcomes;
}
