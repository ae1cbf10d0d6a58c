import { lazy, Suspense } from 'react';
import './series.css';

// The note's words and the regular's panel travel in their own chunk: a landing page's first load
// carries none of the series' texts, and the note waits for the series' answer anyway.
const SeriesPanel = lazy(() => import('./SeriesPanel').then((module) => ({ default: module.SeriesPanel })));

/** The game page's 'Repeats every Sunday', the next dates, and the player's place among the regulars. */
export function SeriesNote({ seriesId, gameId }: { seriesId: string; gameId: string }) {
  return (
    <Suspense fallback={<section className="series-note series-note-waiting" aria-busy="true" />}>
      <SeriesPanel seriesId={seriesId} gameId={gameId} />
    </Suspense>
  );
}
