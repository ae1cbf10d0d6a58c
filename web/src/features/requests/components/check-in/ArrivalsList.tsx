import { useEffect } from 'react';
import { indiaDateAndTime } from '@shared/rules/game-time';
import { ColourBadge } from '@web/components/requests/StatusBadge';
import { LoadMoreButton } from '@web/components/LoadMoreButton';
import { useArrivals } from '../../api/check-ins';
import { ShowUpLine } from '@web/components/show-up/ShowUpLine';
import { t } from '../../texts';

interface ArrivalsListProps {
  gameId: string;
  /** A check-in is on its way: the names wait. */
  checking: boolean;
  /** The host taps a name to check that player in (a dead phone, a forgotten pass). */
  onCheckIn: (requestId: string) => void;
}

/** Who has arrived of the game's confirmed players, a page at a time, with a way to read it again. */
export function ArrivalsList({ gameId, checking, onCheckIn }: ArrivalsListProps) {
  const arrivals = useArrivals(gameId);
  const nothingYet = arrivals.data?.players.length === 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = arrivals;
  // A page reads a bounded run of requests, so one with no confirmed player may still have a next:
  // go on by ourselves rather than say there is nobody.
  useEffect(() => {
    if (nothingYet && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [nothingYet, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <section className="card" aria-labelledby="arrivals-title">
      <div className="row">
        <h2 id="arrivals-title">
          {arrivals.data
            ? t('requests.checkIn.arrivedCount', { arrived: arrivals.data.arrived, expected: arrivals.data.expected })
            : t('requests.checkIn.arrived')}
        </h2>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={arrivals.isFetching}
          onClick={() => void arrivals.refetch()}
        >
          {t('requests.checkIn.refresh')}
        </button>
      </div>
      {arrivals.isPending || (nothingYet && hasNextPage) ? (
        <p className="muted">{t('requests.checkIn.loading')}</p>
      ) : arrivals.error ? (
        <p className="form-error">{t('requests.checkIn.error')}</p>
      ) : arrivals.data.players.length === 0 ? (
        <p className="muted">{t('requests.checkIn.noneYet')}</p>
      ) : (
        <>
          <p className="muted" id="arrivals-tap-hint">
            {t('requests.checkIn.tapHint')}
          </p>
          <ul className="arrivals" aria-describedby="arrivals-tap-hint">
            {arrivals.data.players.map((player) => (
              <li key={player.request_id} data-arrived={player.checked_in_at ? 'true' : 'false'}>
                {player.checked_in_at ? (
                  <>
                    <div className="arrival-who">
                      <span className="arrival-name">{player.name}</span>
                      <ShowUpLine record={player.show_up} />
                    </div>
                    <ColourBadge colour="green">
                      {t('requests.checkIn.arrivedAt', { time: indiaDateAndTime(player.checked_in_at).time })}
                    </ColourBadge>
                  </>
                ) : (
                  <>
                    <div className="arrival-who">
                      <button
                        type="button"
                        className="arrival-name arrival-tap"
                        aria-label={t('requests.checkIn.checkInName', { name: player.name })}
                        disabled={checking}
                        onClick={() => onCheckIn(player.request_id)}
                      >
                        {player.name}
                      </button>
                      <ShowUpLine record={player.show_up} />
                    </div>
                    <ColourBadge colour="blue">{t('requests.checkIn.notYet')}</ColourBadge>
                  </>
                )}
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={arrivals} />
        </>
      )}
    </section>
  );
}
