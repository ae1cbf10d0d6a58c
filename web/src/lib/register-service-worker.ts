// The offline shell (decision 030). Installing it precaches every chunk, picture and icon (about
// 250 files): a few hundred milliseconds of a worker thread's and the browser's processor time,
// and the network besides. A landing page's `load` event comes before the app's own chunks are
// even asked for, so registering then made the install compete with the app's download, its
// hydration and the first cards on a phone's few cores (decision 045). It is registered once the
// app has started and the page has gone quiet instead.

/** An idle period at least this long means nothing is waiting for the next frame. */
export const QUIET_IDLE_MS = 40;
/** Registered by then however busy the page stays (an endless animation never leaves a long idle period). */
export const QUIET_WAIT_MAX_MS = 5000;

/** What `whenQuiet` needs from the browser; tests pass their own. */
export interface IdleScheduler {
  loaded: () => boolean;
  onLoad: (callback: () => void) => void;
  /** `requestIdleCallback`, where the browser has it. */
  requestIdle?: (callback: (deadline: { timeRemaining: () => number; didTimeout: boolean }) => void) => void;
  setTimer: (callback: () => void, ms: number) => void;
  now: () => number;
}

const browser: IdleScheduler = {
  loaded: () => document.readyState === 'complete',
  onLoad: (callback) => window.addEventListener('load', callback, { once: true }),
  requestIdle:
    typeof requestIdleCallback === 'function'
      ? (callback) => requestIdleCallback(callback, { timeout: 1000 })
      : undefined,
  setTimer: (callback, ms) => setTimeout(callback, ms),
  now: () => performance.now(),
};

/**
 * Runs `task` once the page has loaded and then had an idle period of QUIET_IDLE_MS (no frame due,
 * no task waiting), or QUIET_WAIT_MAX_MS after the load at most. Without idle callbacks (Safari)
 * it waits one second after the load.
 */
export function whenQuiet(task: () => void, scheduler: IdleScheduler = browser): void {
  const afterLoad = () => {
    const { requestIdle } = scheduler;
    if (!requestIdle) {
      scheduler.setTimer(task, 1000);
      return;
    }
    const giveUpAt = scheduler.now() + QUIET_WAIT_MAX_MS;
    const check = (deadline: { timeRemaining: () => number }) => {
      if (deadline.timeRemaining() >= QUIET_IDLE_MS || scheduler.now() >= giveUpAt) task();
      else requestIdle(check);
    };
    requestIdle(check);
  };
  if (scheduler.loaded()) afterLoad();
  else scheduler.onLoad(afterLoad);
}

/** Registers the service worker once the page is quiet; the entry calls it after starting the app. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenQuiet(
    () =>
      void navigator.serviceWorker
        .register('/sw.js')
        .catch((error: unknown) => console.warn('Service worker not registered', error)),
  );
}
