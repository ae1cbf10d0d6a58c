// The closing line CI reads ("Tests: N passed, N failed, N skipped"), added up over the runs that
// `npm test` starts side by side. A run that printed no such line (it crashed, or its setup failed)
// counts as one failure, so the sum can never read as a clean pass when a run did not finish.

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

export function closingLine(outputs: string[]): string {
  const total: SuiteCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const output of outputs) {
    const counts = countsOf(output) ?? { passed: 0, failed: 1, skipped: 0 };
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return `Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}
