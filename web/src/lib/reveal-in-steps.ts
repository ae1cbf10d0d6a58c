// A long list is put on screen a few items at a time: the first items in the first render, the
// rest in later, small renders after the browser has painted. One render of every card held the
// main thread for hundreds of milliseconds on a mid-range phone (its largest long task), while
// only the first few cards are on screen at first.

/** How many items a list shows now, and for which list (a new list starts again from the first step). */
export interface RevealState {
  /** Which list is shown; `undefined` keeps the current one (a refetch, a placeholder while a new one loads). */
  key: string | undefined;
  count: number;
}

/** The state to render with: a new list starts at `first`; a shorter one is never overrun. */
export function revealFor(state: RevealState, key: string | undefined, first: number): RevealState {
  if (key !== undefined && key !== state.key) return { key, count: first };
  return state;
}

/** The count after one more step, never past the list's end. */
export const nextRevealCount = (count: number, total: number, step: number): number =>
  Math.min(total, Math.max(count, 0) + step);

/** What `afterPaint` needs from the browser; tests pass their own. */
export interface FrameScheduler {
  isHidden: () => boolean;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  setTimer: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer: (handle: ReturnType<typeof setTimeout>) => void;
}

const browser: FrameScheduler = {
  isHidden: () => document.visibilityState === 'hidden',
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle),
};

/**
 * Runs `task` in a task of its own after the next frame is painted, so the work before it reaches
 * the screen first and the two never make one long task. A hidden tab paints no frames: there the
 * task only waits its turn (the list must still complete, for a tab opened in the background).
 * Returns a cancel function.
 */
export function afterPaint(task: () => void, scheduler: FrameScheduler = browser): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (scheduler.isHidden()) {
    timer = scheduler.setTimer(task, 0);
    return () => scheduler.clearTimer(timer!);
  }
  const frame = scheduler.requestFrame(() => {
    timer = scheduler.setTimer(task, 0);
  });
  return () => {
    scheduler.cancelFrame(frame);
    if (timer !== undefined) scheduler.clearTimer(timer);
  };
}
