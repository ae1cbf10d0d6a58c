import { Link } from 'react-router-dom';
import { repeatsText } from '@shared/rules/series';
import { gameDateTime } from '@shared/rules/game-time';
import { formatWhen } from '@web/lib/games/format';
import { useSeries } from './series-api';
import './series.css';

/** The game page's 'Repeats every Sunday' with links to the next games of the series. */
export function SeriesNote({ seriesId, gameId }: { seriesId: string; gameId: string }) {
  const { data: series, isPending, isError } = useSeries(seriesId);
  if (isError) return null;
  if (isPending || !series)
    return (
      <section className="series-note" aria-busy="true">
        <p className="field-hint">Loading the series…</p>
      </section>
    );
  if (series.status === 'ended')
    return (
      <section className="series-note" aria-labelledby="series-note-title">
        <h2 id="series-note-title">This series has ended</h2>
      </section>
    );
  return (
    <section className="series-note" aria-labelledby="series-note-title">
      <h2 id="series-note-title">{repeatsText(series)}</h2>
      {series.next.length > 0 ? (
        <>
          <p className="field-hint">Next dates</p>
          <ul className="series-next">
            {series.next.map((game) => (
              <li key={game.id}>
                <Link
                  to={`/game/${encodeURIComponent(game.id)}`}
                  aria-current={game.id === gameId ? 'page' : undefined}
                >
                  {formatWhen(gameDateTime(game.game_date, game.game_time))}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
