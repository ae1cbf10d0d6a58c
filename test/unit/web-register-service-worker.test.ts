import { describe, expect, it } from 'vitest';
import { type IdleScheduler, QUIET_IDLE_MS, QUIET_WAIT_MAX_MS, whenQuiet } from '@web/lib/register-service-worker';

// The offline shell's install (about 250 files precached) waits until the page has loaded and then
// gone quiet, so it never competes with the app's start; a page that never goes quiet still gets
// it, a few seconds later.
function fakeBrowser({ loaded = false, idle = true } = {}) {
  let clock = 0;
  let onLoad: (() => void) | undefined;
  const idleCallbacks: ((deadline: { timeRemaining: () => number; didTimeout: boolean }) => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const scheduler: IdleScheduler = {
    loaded: () => loaded,
    onLoad: (callback) => {
      onLoad = callback;
    },
    requestIdle: idle ? (callback) => idleCallbacks.push(callback) : undefined,
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    now: () => clock,
  };
  return {
    scheduler,
    timers,
    pendingIdle: () => idleCallbacks.length,
    load: () => {
      loaded = true;
      onLoad?.();
    },
    /** The browser runs the waiting idle callbacks with this much idle time, `ms` later. */
    idleFor: (remaining: number, ms = 16) => {
      clock += ms;
      for (const callback of idleCallbacks.splice(0))
        callback({ timeRemaining: () => remaining, didTimeout: remaining === 0 });
    },
  };
}

describe('registering the offline shell once the page is quiet', () => {
  it('waits for the load, then for an idle period long enough that no frame is due', () => {
    const browser = fakeBrowser();
    let registered = 0;
    whenQuiet(() => registered++, browser.scheduler);
    expect(browser.pendingIdle()).toBe(0);
    browser.load();
    // Short idle moments between the app's frames are not quiet yet.
    browser.idleFor(12);
    browser.idleFor(QUIET_IDLE_MS - 1);
    expect(registered).toBe(0);
    browser.idleFor(QUIET_IDLE_MS);
    expect(registered).toBe(1);
    expect(browser.pendingIdle()).toBe(0);
  });

  it('starts at once on a page already loaded', () => {
    const browser = fakeBrowser({ loaded: true });
    let registered = 0;
    whenQuiet(() => registered++, browser.scheduler);
    browser.idleFor(50);
    expect(registered).toBe(1);
  });

  it('registers anyway once the longest wait has passed on a page that never goes quiet', () => {
    const browser = fakeBrowser({ loaded: true });
    let registered = 0;
    whenQuiet(() => registered++, browser.scheduler);
    for (let waited = 0; waited < QUIET_WAIT_MAX_MS - 1000; waited += 1000) browser.idleFor(0, 1000);
    expect(registered).toBe(0);
    browser.idleFor(0, 1000);
    expect(registered).toBe(1);
    expect(browser.pendingIdle()).toBe(0);
  });

  it('waits a second after the load where the browser has no idle callbacks', () => {
    const browser = fakeBrowser({ idle: false });
    let registered = 0;
    whenQuiet(() => registered++, browser.scheduler);
    expect(browser.timers).toHaveLength(0);
    browser.load();
    expect(browser.timers.map((timer) => timer.ms)).toEqual([1000]);
    browser.timers[0]!.callback();
    expect(registered).toBe(1);
  });
});
