import { lazy, Suspense, type ReactNode } from 'react';
import { regularsOnly } from '@shared/rules/regulars';
import type { Game } from '@shared/schemas/game';

// Only a date still kept for its regulars loads the words and the check below.
const RegularsFirstLine = lazy(() =>
  import('./RegularsFirstLine').then((module) => ({ default: module.RegularsFirstLine })),
);

/**
 * The join bar's button, unless the date is still kept for the series' regulars: then a player who
 * is not one reads when it opens to everyone instead (the server refuses their join until then).
 */
export function RegularsFirstGate({ game, children }: { game: Game; children: ReactNode }) {
  if (!game.series_id || !regularsOnly(game.opens_to_public_at, new Date())) return children;
  return (
    <Suspense fallback={null}>
      <RegularsFirstLine game={{ ...game, series_id: game.series_id }}>{children}</RegularsFirstLine>
    </Suspense>
  );
}
