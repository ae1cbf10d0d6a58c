import { describe, expect, it } from 'vitest';
import { afterPaint, type FrameScheduler, nextRevealCount, revealFor } from '@web/lib/reveal-in-steps';

// Discover draws its first cards at once and the rest a few per frame: the count must reach the
// whole list and never pass it, a new list must start again small, and a refetch must not shrink
// a list the visitor has scrolled; each step waits until the browser has painted.
describe('revealing a long list in steps', () => {
  it('grows by one step at a time up to the whole list, never past it', () => {
    const counts = [6];
    while (counts.at(-1)! < 17) counts.push(nextRevealCount(counts.at(-1)!, 17, 4));
    expect(counts).toEqual([6, 10, 14, 17]);
    expect(nextRevealCount(17, 17, 4)).toBe(17);
    // A list that got shorter than what was shown ends at its own length.
    expect(nextRevealCount(40, 17, 4)).toBe(17);
    expect(nextRevealCount(0, 0, 4)).toBe(0);
  });

  it('starts a new list (other filters) from the first step', () => {
    const shownAll = { key: 'sport=cricket', count: 100 };
    expect(revealFor(shownAll, 'sport=football', 6)).toEqual({ key: 'sport=football', count: 6 });
  });

  it('keeps counting through a refetch, the next page or the old list kept while a new one loads', () => {
    const shownAll = { key: 'sport=cricket', count: 100 };
    expect(revealFor(shownAll, 'sport=cricket', 6)).toBe(shownAll);
    expect(revealFor(shownAll, undefined, 6)).toBe(shownAll);
  });

  /** A browser whose frames and timers run only when the test says. */
  function fakeBrowser(hidden = false) {
    const frames = new Map<number, () => void>();
    const timers = new Map<number, () => void>();
    let next = 0;
    const queue = (into: Map<number, () => void>, callback: () => void) => {
      next += 1;
      into.set(next, callback);
      return next;
    };
    const scheduler: FrameScheduler = {
      isHidden: () => hidden,
      requestFrame: (callback) => queue(frames, callback),
      cancelFrame: (handle) => frames.delete(handle),
      setTimer: (callback) => queue(timers, callback) as unknown as ReturnType<typeof setTimeout>,
      clearTimer: (handle) => timers.delete(handle as unknown as number),
    };
    const runAll = (queue: Map<number, () => void>) => {
      const due = [...queue.values()];
      queue.clear();
      for (const run of due) run();
    };
    return { scheduler, paint: () => runAll(frames), tick: () => runAll(timers), frames, timers };
  }

  it('runs the next step in a task of its own after the next frame is painted', () => {
    const browser = fakeBrowser();
    const steps: string[] = [];
    afterPaint(() => steps.push('step'), browser.scheduler);
    browser.tick();
    expect(steps).toEqual([]);
    browser.paint();
    // Not inside the frame's own callback: that would make the paint and the step one long task.
    expect(steps).toEqual([]);
    browser.tick();
    expect(steps).toEqual(['step']);
  });

  it('still completes the list in a hidden tab, which paints no frames', () => {
    const browser = fakeBrowser(true);
    const steps: string[] = [];
    afterPaint(() => steps.push('step'), browser.scheduler);
    expect(browser.frames.size).toBe(0);
    browser.tick();
    expect(steps).toEqual(['step']);
  });

  it('does nothing once cancelled, before or after the frame', () => {
    for (const cancelAfterPaint of [false, true]) {
      const browser = fakeBrowser();
      const steps: string[] = [];
      const cancel = afterPaint(() => steps.push('step'), browser.scheduler);
      if (cancelAfterPaint) browser.paint();
      cancel();
      browser.paint();
      browser.tick();
      expect(steps).toEqual([]);
    }
  });
});
