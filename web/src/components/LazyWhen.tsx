import { Suspense, type ReactNode } from 'react';

/**
 * Shows a lazily loaded piece (a dialog, a panel) only while `when` holds: its code is fetched the
 * first time it opens, and nothing shows while it arrives.
 */
export function LazyWhen({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
