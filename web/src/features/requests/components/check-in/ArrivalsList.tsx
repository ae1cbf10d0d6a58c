import { indiaDateAndTime } from '@shared/rules/game-time';
import { ColourBadge } from '@web/components/requests/StatusBadge';
import { useArrivals } from '../../api/check-ins';

/** Who has arrived of the game's confirmed players, with a way to read it again. */
export function ArrivalsList({ gameId }: { gameId: string }) {
  const arrivals = useArrivals(gameId);
  return (
    <section className="card" aria-labelledby="arrivals-title">
      <div className="row">
        <h2 id="arrivals-title">
          Arrived {arrivals.data ? `(${arrivals.data.arrived}/${arrivals.data.expected})` : ''}
        </h2>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={arrivals.isFetching}
          onClick={() => void arrivals.refetch()}
        >
          Refresh
        </button>
      </div>
      {arrivals.isPending ? (
        <p className="muted">Loading...</p>
      ) : arrivals.error ? (
        <p className="form-error">Error loading data</p>
      ) : arrivals.data.players.length === 0 ? (
        <p className="muted">No confirmed players yet.</p>
      ) : (
        <ul className="arrivals">
          {arrivals.data.players.map((player) => (
            <li key={player.request_id} data-arrived={player.checked_in_at ? 'true' : 'false'}>
              <span>{player.name}</span>
              {player.checked_in_at ? (
                <ColourBadge colour="green">Arrived {indiaDateAndTime(player.checked_in_at).time}</ColourBadge>
              ) : (
                <ColourBadge colour="blue">Not yet</ColourBadge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
