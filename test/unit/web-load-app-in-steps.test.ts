import { describe, expect, it } from 'vitest';
import { loadAppInSteps, nextTask } from '@web/app/load-app-in-steps';

// The entry evaluates React, then the app, then starts it, each in a task of its own: one task for
// all three was the long task left on every landing page. The landing screen's chunk (which
// imports the app's) must not be asked for before React has been evaluated on its own.
describe('loading the app in steps', () => {
  it('loads React, yields, asks for the screen and the app, yields, then starts the app', async () => {
    const order: string[] = [];
    await loadAppInSteps({
      loadReact: async () => order.push('react evaluated'),
      preloadScreen: () => order.push('screen asked for'),
      loadApp: async () => {
        order.push('app evaluated');
        return { startApp: () => order.push('app started') };
      },
      nextTask: async () => {
        order.push('yield');
      },
    });
    expect(order).toEqual(['react evaluated', 'yield', 'screen asked for', 'app evaluated', 'yield', 'app started']);
  });

  it('does not start the app until the task after its evaluation has come', async () => {
    let releaseTask: () => void = () => undefined;
    let started = false;
    let tasks = 0;
    const done = loadAppInSteps({
      loadReact: async () => undefined,
      preloadScreen: () => undefined,
      loadApp: async () => ({ startApp: () => (started = true) }),
      nextTask: () => {
        tasks += 1;
        return tasks === 1 ? Promise.resolve() : new Promise((resolve) => (releaseTask = resolve));
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tasks).toBe(2);
    expect(started).toBe(false);
    releaseTask();
    await done;
    expect(started).toBe(true);
  });

  it('nextTask resolves in a later task, after work already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    queueMicrotask(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });
});
