// The closing line CI reads ("Tests: N passed, N failed, N skipped"), added up over the runs that
// `npm test` starts side by side. A run that failed with no failed test counted (it crashed, or its
// setup failed) counts as one failure, so the sum never reads as a clean pass when a run did not.

export interface SuiteCounts {
  passed: number;
  failed: number;
  skipped: number;
}

const CLOSING_LINE = /^Tests: (\d+) passed, (\d+) failed, (\d+) skipped$/m;

/** The counts of one run's output: its last closing line, or null if it printed none. */
export function countsOf(output: string): SuiteCounts | null {
  const lines = [...output.matchAll(new RegExp(CLOSING_LINE.source, 'gm'))];
  const last = lines.at(-1);
  if (!last) return null;
  return { passed: Number(last[1]), failed: Number(last[2]), skipped: Number(last[3]) };
}

/** One run as it ended: what it printed and its exit code. */
export interface FinishedRun {
  output: string;
  code: number;
}

export function closingLine(runs: FinishedRun[]): string {
  const total: SuiteCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const run of runs) {
    const counts = countsOf(run.output);
    total.passed += counts?.passed ?? 0;
    total.skipped += counts?.skipped ?? 0;
    // A run that failed outside any test (its global setup, an unhandled error) still fails the sum.
    total.failed += !counts || (run.code !== 0 && counts.failed === 0) ? 1 : counts.failed;
  }
  return `Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}
