import { describe, expect, it } from 'vitest';
import { browserOutcomes, unitOutcomes } from './test-failures';

describe('the failed and flaky tests npm test names at its end (issue 10: a CI log keeps only its tail)', () => {
  it('names each failed Vitest test with its file and the first line of its error; a pass after a retry is flaky', () => {
    const report = {
      testResults: [
        {
          name: '/repo/packages/core/src/a.test.ts',
          assertionResults: [
            { fullName: 'rules pass', status: 'passed' },
            {
              fullName: 'rules fail',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x.ts:1'],
            },
          ],
        },
        { name: '/repo/packages/server/src/b.test.ts', message: 'Error: Cannot find module x', assertionResults: [] },
        {
          name: '/repo/c.test.ts',
          message: '',
          assertionResults: [
            { fullName: 'skipped', status: 'skipped' },
            { fullName: 'retried', status: 'passed', failureMessages: ['Error: Test timed out in 30000ms.'] },
          ],
        },
      ],
    };
    expect(unitOutcomes(report, '/repo')).toEqual({
      failed: [
        { name: 'packages/core/src/a.test.ts › rules fail', reason: 'AssertionError: expected 1 to be 2' },
        { name: 'packages/server/src/b.test.ts', reason: 'Error: Cannot find module x' },
      ],
      flaky: [{ name: 'c.test.ts › retried', reason: 'Error: Test timed out in 30000ms.' }],
    });
  });

  it('names each unexpected Playwright test with its project, file, line and describe titles, and each flaky one', () => {
    const report = {
      suites: [
        {
          title: 'journeys/car.spec.ts',
          file: 'journeys/car.spec.ts',
          specs: [],
          suites: [
            {
              title: 'car journeys',
              file: 'journeys/car.spec.ts',
              specs: [
                {
                  title: 'a trip',
                  line: 12,
                  tests: [
                    {
                      projectName: 'ln',
                      status: 'unexpected',
                      results: [{ errors: [{ message: '\n\u001b[2mexpect(locator).toBeVisible() failed\u001b[22m' }] }],
                    },
                    { projectName: 'sa', status: 'flaky', results: [{ errors: [{ message: 'timeout' }] }, { errors: [] }] },
                    { projectName: 'xy', status: 'expected', results: [{}] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(browserOutcomes(report)).toEqual({
      failed: [{ name: '[ln] journeys/car.spec.ts:12 › car journeys › a trip', reason: 'expect(locator).toBeVisible() failed' }],
      flaky: [{ name: '[sa] journeys/car.spec.ts:12 › car journeys › a trip', reason: 'timeout' }],
    });
  });
});
