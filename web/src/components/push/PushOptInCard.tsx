import { lazy, Suspense } from 'react';

// The card, its words and the push code load only where it is drawn (My Game Requests, a host's
// own game page): a visitor's game page carries none of it.
const PushOptIn = lazy(() => import('./PushOptIn').then((module) => ({ default: module.PushOptIn })));

/** Who the card speaks to: a player waiting on hosts, or a host waiting on players. */
export type PushAudience = 'player' | 'host';

/** Asks to turn on notifications on this device, once there is news worth one (see PushOptIn). */
export function PushOptInCard({ audience }: { audience: PushAudience }) {
  return (
    <Suspense fallback={null}>
      <PushOptIn audience={audience} />
    </Suspense>
  );
}
