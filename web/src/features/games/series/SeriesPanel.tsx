import { Link } from 'react-router-dom';
import { gameDateTime } from '@shared/rules/game-time';
import { formatWhen } from '@web/lib/games/format';
import { RegularPanel } from './RegularPanel';
import { repeatsWords } from './repeat-words';
import { useSeries } from './series-api';
import { t } from './texts';
import './series.css';

/** The series note: its rule, links to its next dates, and (for a player) joining as a regular. */
export function SeriesPanel({ seriesId, gameId }: { seriesId: string; gameId: string }) {
  const { data: series, isPending, isError } = useSeries(seriesId);
  if (isError) return null;
  if (isPending || !series)
    return (
      <section className="series-note" aria-busy="true">
        <p className="field-hint">{t('series.note.loading')}</p>
      </section>
    );
  if (series.status === 'ended')
    return (
      <section className="series-note" aria-labelledby="series-note-title">
        <h2 id="series-note-title">{t('series.note.ended')}</h2>
      </section>
    );
  return (
    <section className="series-note" aria-labelledby="series-note-title">
      <h2 id="series-note-title">{repeatsWords(series)}</h2>
      {series.next.length > 0 ? (
        <>
          <p className="field-hint">{t('series.note.next')}</p>
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
      <RegularPanel series={series} gameId={gameId} />
    </section>
  );
}
