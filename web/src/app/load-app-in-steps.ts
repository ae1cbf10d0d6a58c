// The app's scripts are evaluated in steps, each in a task of its own: React first, then the app's
// own modules (and the landing screen's), then the start (hydration, the config read). Evaluated
// at once they were the one long task left on every landing page: a large script's evaluation is
// not interruptible, and tools that trace the page (Lighthouse) reparse each evaluated script to
// place it in the trace, so the cost grows with the size of what one task evaluates.

/** The steps, passed in so that a test can follow their order. */
export interface AppSteps {
  loadReact: () => Promise<unknown>;
  /** The landing screen's chunk, fetched alongside the app's. */
  preloadScreen: () => void;
  loadApp: () => Promise<{ startApp: () => void }>;
  /** Resolves in a later task, after the browser has had its turn. */
  nextTask: () => Promise<void>;
}

export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export async function loadAppInSteps(steps: AppSteps): Promise<void> {
  await steps.loadReact();
  await steps.nextTask();
  // The screen's chunk imports the app's: asked for before React was evaluated, it would have
  // evaluated React with the rest.
  steps.preloadScreen();
  const { startApp } = await steps.loadApp();
  await steps.nextTask();
  startApp();
}
