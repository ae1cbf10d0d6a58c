import type { EarlyTapPath } from '@shared/boot/early-taps';

// The other half of the tap keeper inlined in prerendered pages (shared/boot/early-taps.ts):
// once React has taken the page over, the taps it held are played again, in order, on the same
// buttons. A button inside a part React has not hydrated yet (its screen's code still loading)
// waits for it, so the tap reaches a button that can answer.

declare global {
  interface Window {
    __earlyTaps?: EarlyTapPath[];
  }
}

const WAIT_MS = 10_000;
const POLL_MS = 50;

function elementAt(path: EarlyTapPath): HTMLElement | null {
  let node: Element | null = document.body;
  for (const index of path) node = node?.children[index] ?? null;
  return node instanceof HTMLElement ? node : null;
}

// React keeps its fiber on each DOM node it owns under a key starting '__reactFiber'; a node
// still waiting for hydration has none yet. (The key's prefix has been stable across versions.)
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

function tapWhenReady(path: EarlyTapPath, waited = 0) {
  const element = elementAt(path);
  if (!element) return;
  if (!hydrated(element) && waited < WAIT_MS) {
    setTimeout(() => tapWhenReady(path, waited + POLL_MS), POLL_MS);
    return;
  }
  element.removeAttribute('data-early-tap');
  element.click();
}

/** Ends the booting state and replays the held taps. Safe to call more than once. */
export function replayEarlyTaps(): void {
  const root = document.documentElement;
  if (!root.hasAttribute('data-booting')) return;
  root.removeAttribute('data-booting');
  for (const path of window.__earlyTaps?.splice(0) ?? []) tapWhenReady(path);
}
