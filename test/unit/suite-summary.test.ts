import { describe, expect, it } from 'vitest';
import { closingLine, countsOf } from '../support/suite-summary';

// npm test runs two vitest runs side by side; CI reads one closing line for both.
describe("the test run's closing line", () => {
  it('adds up the counts of both runs', () => {
    const e2e = { output: 'noise\n[e2e] other\nTests: 300 passed, 1 failed, 0 skipped\n', code: 1 };
    const rest = { output: 'Tests: 2000 passed, 0 failed, 2 skipped\n', code: 0 };
    expect(closingLine([e2e, rest])).toBe('Tests: 2300 passed, 1 failed, 2 skipped');
  });

  it('reads the last closing line of a run', () => {
    expect(countsOf('Tests: 1 passed, 0 failed, 0 skipped\nTests: 5 passed, 2 failed, 1 skipped\n')).toEqual({
      passed: 5,
      failed: 2,
      skipped: 1,
    });
  });

  it('counts a run that printed no closing line (it crashed) as a failure', () => {
    expect(countsOf('Error: local stack did not start')).toBeNull();
    const crashed = { output: 'Error: local stack did not start', code: 1 };
    expect(closingLine([{ output: 'Tests: 10 passed, 0 failed, 0 skipped', code: 0 }, crashed])).toBe(
      'Tests: 10 passed, 1 failed, 0 skipped',
    );
  });

  it('counts a run that failed with no failed test (its setup failed) as a failure', () => {
    const setupFailed = {
      output: 'Tests: 0 passed, 0 failed, 0 skipped\nError: DynamoDB Local did not start',
      code: 1,
    };
    expect(closingLine([{ output: 'Tests: 4 passed, 0 failed, 0 skipped', code: 0 }, setupFailed])).toBe(
      'Tests: 4 passed, 1 failed, 0 skipped',
    );
  });
});
