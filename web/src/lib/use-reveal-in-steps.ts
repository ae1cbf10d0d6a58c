import { startTransition, useEffect, useState } from 'react';
import { afterPaint, nextRevealCount, type RevealState, revealFor } from './reveal-in-steps';

/**
 * How many of a list's `total` items to render: `first` at once, then `step` more after each
 * paint, as a transition (React may pause it for a tap), until all are rendered. `listKey` names
 * the list: a new key (other filters) starts again from `first`; `undefined` keeps counting (a
 * refetch, or the old list kept while the new one loads), so a list the visitor scrolled never shrinks.
 */
export function useRevealInSteps(total: number, listKey: string | undefined, first: number, step: number): number {
  const [state, setState] = useState<RevealState>({ key: listKey, count: first });
  // Adjusted while rendering (not in an effect) so a new list's first render already shows only its first step.
  const current = revealFor(state, listKey, first);
  if (current !== state) setState(current);
  const shown = Math.min(current.count, total);
  useEffect(() => {
    if (shown >= total) return;
    return afterPaint(() =>
      startTransition(() =>
        setState((latest) => ({ ...latest, count: nextRevealCount(Math.min(latest.count, total), total, step) })),
      ),
    );
  }, [shown, total, step]);
  return shown;
}
