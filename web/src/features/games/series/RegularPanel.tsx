import { lazy, useState } from 'react';
import { maySkip, skipCutoffAt } from '@shared/rules/regulars';
import type { Game } from '@shared/schemas/game';
import { SkipGameButton } from '@web/components/regulars/SkipGameButton';
import { t } from '@web/components/regulars/texts';
import { LazyWhen } from '@web/components/LazyWhen';
import { formatWhen } from '@web/lib/games/format';
import { useMyRegular, type MyRegular } from '@web/lib/regulars/regulars-api';
import { useGame } from '../api/game';
import { useHostAccess } from '../hooks/use-host-access';
import { JoinAsRegularButton } from './JoinAsRegularButton';
import type { SeriesView } from './series-api';
import '@web/components/regulars/regulars.css';

const LeaveRegularsDialog = lazy(() =>
  import('./LeaveRegularsDialog').then((module) => ({ default: module.LeaveRegularsDialog })),
);

/**
 * A signed-in player's place among a series' regulars, on one of its games: 'Join as a regular',
 * waiting for the host, or 'You're a regular' with this date's skip and 'Leave regulars'. Hosts and
 * visitors see nothing here (visitors join a date from the join bar, which asks them to sign in).
 */
export function RegularPanel({ series, gameId }: { series: SeriesView; gameId: string }) {
  const { access, userIds } = useHostAccess();
  const signedIn = access === 'host' || access === 'not-host';
  const isHost = userIds.includes(series.host_id);
  const { data: game } = useGame(gameId);
  const mine = useMyRegular(series.id, signedIn && !isHost && series.status === 'active');
  if (!signedIn || isHost || series.status !== 'active' || !game) return null;
  if (mine.isPending) return <p className="field-hint regular-panel" aria-busy="true" />;
  if (mine.isError) return null;
  return (
    <div className="regular-panel">
      {mine.data === null ? (
        <JoinAsRegularButton seriesId={series.id} game={game} />
      ) : mine.data.status === 'pending' ? (
        <p className="regular-state">{t('regulars.pending')}</p>
      ) : (
        <ApprovedRegular regular={mine.data} game={game} seriesId={series.id} />
      )}
    </div>
  );
}

/** Until when this date's skip can be made or taken back, or until when it could have been. */
const cutoffLine = (skipped: boolean, open: boolean, when: string) =>
  open ? t(skipped ? 'regulars.unskipUntil' : 'regulars.skipUntil', { when }) : t('regulars.skipClosed', { when });

function ApprovedRegular({ regular, game, seriesId }: { regular: MyRegular; game: Game; seriesId: string }) {
  const [leaving, setLeaving] = useState(false);
  const skipped = regular.skipped_game_ids.includes(game.id);
  const upcoming = game.status === 'upcoming' && Date.parse(game.game_datetime) > Date.now();
  const open = upcoming && maySkip(game.game_datetime, regular, new Date());
  const cutoff = formatWhen(skipCutoffAt(game.game_datetime, regular));
  return (
    <>
      <p className="regular-state">
        <span className="badge regular-badge">{t('regulars.badge')}</span> {t('regulars.approved')}
      </p>
      {skipped ? <p className="regular-skipped">{t('regulars.skipped')}</p> : null}
      {upcoming && (open || !skipped) ? <p className="field-hint">{cutoffLine(skipped, open, cutoff)}</p> : null}
      <div className="regular-actions">
        {open ? <SkipGameButton gameId={game.id} seriesId={seriesId} skipped={skipped} /> : null}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-haspopup="dialog"
          onClick={() => setLeaving(true)}
        >
          {t('regulars.leave')}
        </button>
      </div>
      <LazyWhen when={leaving}>
        <LeaveRegularsDialog
          seriesId={seriesId}
          gameId={game.id}
          title={game.title}
          onClose={() => setLeaving(false)}
        />
      </LazyWhen>
    </>
  );
}
