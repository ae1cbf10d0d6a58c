import { describe, expect, it } from 'vitest';
import { closingLine, countsOf } from '../support/suite-summary';

// npm test runs two vitest runs side by side; CI reads one closing line for both.
describe("the test run's closing line", () => {
  it('adds up the counts of both runs', () => {
    const e2e = 'noise\n[e2e] other\nTests: 300 passed, 1 failed, 0 skipped\n';
    const rest = 'Tests: 2000 passed, 0 failed, 2 skipped\n';
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
    expect(closingLine(['Tests: 10 passed, 0 failed, 0 skipped', 'Error: local stack did not start'])).toBe(
      'Tests: 10 passed, 1 failed, 0 skipped',
    );
  });
});
