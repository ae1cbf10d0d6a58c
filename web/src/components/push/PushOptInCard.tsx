import { lazy, Suspense } from 'react';
import type { PushAudience } from './push-audience';

// The card, its words and the push code load only where it is drawn (My Game Requests, a host's
// own game page): a visitor's game page carries none of it.
const PushOptIn = lazy(() => import('./PushOptIn').then((module) => ({ default: module.PushOptIn })));

export type { PushAudience } from './push-audience';

/** Asks to turn on notifications on this device, once there is news worth one (see PushOptIn). */
export function PushOptInCard({ audience }: { audience: PushAudience }) {
  return (
    <Suspense fallback={null}>
      <PushOptIn audience={audience} />
    </Suspense>
  );
}
