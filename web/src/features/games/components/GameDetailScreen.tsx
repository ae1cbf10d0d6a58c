import { lazy, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { statusAt } from '@shared/rules/game-status';
import { HostCard } from '@web/components/games/HostCard';
import { t } from '@web/components/games/texts';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useGame } from '../api/game';
import { gamePreviewFor } from '../game-preview';
import { useHostAccess } from '../hooks/use-host-access';
import { GameAbout } from './game-page/GameAbout';
import { GameHeadline } from './game-page/GameHeadline';
import { GameForecast } from '../forecast/GameForecast';
import { GoingSection } from './game-page/GoingSection';
import { PlayingTogetherInvite } from './game-page/PlayingTogetherInvite';
import { teamsMayExist } from '@web/lib/teams/game-teams';
import { GamePageActions } from './game-page/GamePageActions';
import { GamePageCover } from './game-page/GamePageCover';
import { GameLoadFailed, GameNotFound, GamePageSkeleton, GamePreviewPage } from './game-page/GamePageStates';
import { JoinBar } from './game-page/JoinBar';
import { SeriesNote } from '../series/SeriesNote';
import { SharePrompt } from './game-page/SharePrompt';
import { PushOptInCard } from '@web/components/push/PushOptInCard';
import { LocationPreview } from './LocationPreview';
import { LazyWhen } from '@web/components/LazyWhen';
import '@web/components/games/games.css';
import '../games.css';

// Only a game's host can delete it.
// Teams exist only around the game's time; the rest of the time the page loads none of their code.
const GameTeamsSection = lazy(() =>
  import('./game-page/GameTeamsSection').then((module) => ({ default: module.GameTeamsSection })),
);
const CallOffForRainDialog = lazy(() =>
  import('../forecast/CallOffForRainDialog').then((module) => ({ default: module.CallOffForRainDialog })),
);
const DeleteGameDialog = lazy(() =>
  import('./DeleteGameDialog').then((module) => ({ default: module.DeleteGameDialog })),
);

/** /game/{id}: the game page. */
export function GameDetailScreen() {
  const { id = '' } = useParams();
  const query = useGame(id);
  const { userIds } = useHostAccess();
  const [deleting, setDeleting] = useState(false);
  const [callingOff, setCallingOff] = useState(false);
  const missing = !id || (query.error instanceof ApiRequestError && query.error.status === 404);
  const preview = gamePreviewFor(id);
  useDocumentTitle(query.data?.title ?? (missing ? t('game.notFound') : (preview?.title ?? t('game.pageTitle'))));

  useEffect(() => {
    if (query.error && !missing)
      toast({ title: t('game.loadFailedToast'), description: t('game.loadFailed'), variant: 'destructive' });
  }, [query.error, missing]);

  if (missing) return <GameNotFound />;
  if (query.error) return <GameLoadFailed onRetry={() => void query.refetch()} />;
  const game = query.data;
  if (!game) return preview ? <GamePreviewPage preview={preview} /> : <GamePageSkeleton />;

  const isHost = userIds.includes(game.host_id);
  // What the times say now: a game whose start passed is shown as started even before its schedule
  // has moved it (the server refuses joins from the start either way).
  const stage = statusAt(game, new Date());
  // The host may call off for rain until the start (the server holds the same rule).
  const callOff = isHost && stage === 'upcoming' ? () => setCallingOff(true) : undefined;

  return (
    <article className={`game-page${isHost ? '' : ' with-join-bar'}`}>
      <GamePageCover
        src={game.cover_image}
        sport={game.sport}
        seed={game.id}
        actions={
          <GamePageActions game={game} isHost={isHost} onDelete={() => setDeleting(true)} onCallOffForRain={callOff} />
        }
      />

      <div className="game-page-body">
        {isHost ? <SharePrompt game={game} /> : null}
        {/* A host has news worth a notification once a game of theirs exists: its requests. */}
        {isHost ? <PushOptInCard audience="host" /> : null}
        <GameHeadline game={game} stage={stage} />
        {game.series_id ? <SeriesNote seriesId={game.series_id} gameId={game.id} /> : null}
        <GameForecast game={game} onCallOff={callOff} />
        <GoingSection game={game} />
        <PlayingTogetherInvite game={game} isHost={isHost} />
        <LazyWhen when={teamsMayExist(game.game_datetime, new Date())}>
          <GameTeamsSection game={game} isHost={isHost} />
        </LazyWhen>
        <LocationPreview game={game} />
        {game.community ? (
          <p className="game-community">
            <Link to={`/community/${encodeURIComponent(game.community.id)}`}>
              {t('game.partOf', { community: game.community.name })}
            </Link>
          </p>
        ) : null}
        <HostCard host={game.host} standing={game.host_standing} />
        <GameAbout game={game} />
      </div>

      {isHost ? null : <JoinBar game={game} stage={stage} />}

      <LazyWhen when={deleting}>
        <DeleteGameDialog game={game} onClose={() => setDeleting(false)} />
      </LazyWhen>
      <LazyWhen when={callingOff}>
        <CallOffForRainDialog game={game} onClose={() => setCallingOff(false)} />
      </LazyWhen>
    </article>
  );
}
