import { lazy, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { spotsAvailable } from '@shared/rules/game-rules';
import { useAuth } from '@web/lib/auth/use-auth';
import { payPath } from '@web/lib/requests/request-labels';
import { useMyRequest } from '@web/lib/requests/requests';
import { useSpotOfferAnswer } from '@web/lib/requests/spot-offer';
import { formatWhen } from '@web/lib/games/format';
import { localMessage } from '@web/lib/i18n/local-message';
import { useOneTimeParam } from '@web/lib/use-one-time-param';
import { toast } from '../toast/toast-store';
import { JOIN_INTENT, joinButtonState, signInPath } from './join-form';
import { JOIN_MESSAGES } from '@shared/texts/join';
import { LazyWhen } from '@web/components/LazyWhen';
import { t } from '../games/texts';

// The form (and, on submit, zod) loads when the player taps Join.
const JoinDialog = lazy(() => import('./JoinDialog').then((module) => ({ default: module.JoinDialog })));

interface JoinButtonProps {
  game: Game;
  /** The game page says 'Join' and confirms in 'Confirm Join Request'; Discover's dialog says 'Join Game' and 'Join Event'. */
  variant: 'page' | 'discover';
  className: string;
}

/** The join button by the player's request for the game: Join, Joined!, Take the spot, Game Full. */
export function JoinButton({ game, variant, className }: JoinButtonProps) {
  const { user, profile, loading: authLoading } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const isHost = user != null && (game.host_id === user.id || game.host_id === profile?.id);
  const request = useMyRequest(game, user != null && !isHost);
  const takeSpot = useSpotOfferAnswer({ id: request.data?.id ?? '', game_id: game.id });
  const [asked, dropJoinIntent] = useOneTimeParam(JOIN_INTENT);
  const joinIntent = variant === 'page' && asked;
  const state = joinButtonState({
    requestStatus: request.data?.status ?? null,
    freeOffer: request.data?.payment_status === 'not_required' && Boolean(request.data.payment_due_at),
    // Signed in as a player: wait for their request before offering Join (or 'Joined!').
    known: authLoading ? false : !user || isHost || request.isSuccess || request.isError,
    full: spotsAvailable(game) === 0,
    // The server's rule: an upcoming game that has not started yet.
    open: game.status === 'upcoming' && Date.parse(game.game_datetime) > Date.now(),
    joinLabel: variant === 'page' ? t('game.join.join') : t('game.joinButton.joinGame'),
  });

  // Back from signing in after tapping Join: open the dialog once, if there is no
  // request yet, and drop the parameter so a reload or Back does not open it again.
  useEffect(() => {
    if (!joinIntent || !user || (!isHost && !request.isSuccess)) return;
    if (!isHost && state.kind === 'join') setOpen(true);
    dropJoinIntent();
  }, [joinIntent, user, isHost, request.isSuccess, state.kind, dropJoinIntent]);

  if (isHost) {
    return (
      <Link to={`/game/${encodeURIComponent(game.id)}/manage`} className={className}>
        {t('game.joinButton.manage')}
      </Link>
    );
  }

  const handleClick = () => {
    if (state.kind === 'offer') {
      if (request.data) takeSpot.mutate('take');
    } else if (state.kind === 'pending') {
      toast({ title: localMessage(JOIN_MESSAGES.requestPending), description: t('game.joinButton.pendingHint') });
    } else if (state.kind === 'requests') {
      navigate('/my-requests');
    } else if (!user) {
      toast({
        title: localMessage(JOIN_MESSAGES.authRequiredTitle),
        description: localMessage(JOIN_MESSAGES.authRequiredDescription),
        variant: 'destructive',
      });
      navigate(signInPath(game.id));
    } else {
      setOpen(true);
    }
  };

  const joined = state.kind === 'pending' || state.kind === 'requests';
  const hintId = `join-hint-${game.id}`;
  return (
    <>
      <div className="join-action">
        <button
          type="button"
          className={joined ? `${className} btn-joined` : className}
          // 'Joined!' looks disabled yet still answers a tap: 'Request Pending' or My Game Requests.
          aria-disabled={joined || undefined}
          aria-busy={state.kind === 'loading' || takeSpot.isPending || undefined}
          aria-describedby={joined ? hintId : undefined}
          aria-haspopup={state.kind === 'join' && user ? 'dialog' : undefined}
          disabled={state.kind === 'full' || state.kind === 'closed' || state.kind === 'loading' || takeSpot.isPending}
          onClick={handleClick}
        >
          {state.label}
        </button>
        {state.kind === 'offer' && request.data?.payment_due_at ? (
          <p className="join-state">
            {t('game.joinButton.offerUntil', { note: state.note.text, when: formatWhen(request.data.payment_due_at) })}
            {' · '}
            <Link to="/my-requests">{t('game.joinButton.seeOffer')}</Link>
          </p>
        ) : null}
        {joined ? (
          <p id={hintId} className="join-state">
            {state.note.text}
            {state.note.action === 'view-pass' ? (
              <>
                {' · '}
                <Link to="/my-requests">{t('game.joinButton.viewPass')}</Link>
              </>
            ) : state.note.action === 'pay' && request.data ? (
              <>
                {' · '}
                <Link to={payPath(request.data.id)}>{t('game.joinButton.payNow')}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <LazyWhen when={open}>
        <JoinDialog
          game={game}
          title={variant === 'page' ? t('game.joinButton.confirmTitle') : t('game.joinButton.eventTitle')}
          onClose={() => setOpen(false)}
        />
      </LazyWhen>
    </>
  );
}
