import type { QueryClient } from '@tanstack/react-query';
import type { Game } from '@shared/schemas/game';
import type { LiveMessage } from '@shared/realtime/messages';
import { gameQueryKey } from '../games/get-game';
import { arrivalsKey, hostDashboardKey, notificationsKey } from '../live-query-keys';
import { myRequestsKey } from '../requests/requests';
import { hostRequestsKey } from '../requests/host-requests';

// What a live message changes on screen. The game's public numbers are patched in place (many
// readers watch a busy game; none of them need to ask the API); the rest is read again, since
// the API decides what each reader sees.

const CHECKED_IN = 'PlayerCheckedIn.v1';

export function applyLiveMessage(queryClient: QueryClient, message: LiveMessage) {
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (message.kind) {
    case 'game':
      queryClient.setQueryData<Game>(gameQueryKey(message.gameId), (game) =>
        game
          ? {
              ...game,
              status: message.status,
              current_players: message.currentPlayers,
              max_players: message.maxPlayers,
            }
          : game,
      );
      // Why it was cancelled (called off for rain) is not in the message: the page reads the game again.
      if (message.status === 'cancelled') refresh(gameQueryKey(message.gameId));
      return;
    case 'my-request':
      // Covers the game page's own request too (['my-requests', 'game', id]).
      refresh(myRequestsKey);
      return;
    case 'host-game':
      refresh(hostRequestsKey(message.gameId));
      refresh(arrivalsKey(message.gameId));
      // An arrival changes who is checked in, nothing the game or the dashboard shows.
      if (message.cause === CHECKED_IN) return;
      refresh(gameQueryKey(message.gameId));
      refresh(hostDashboardKey);
      return;
    case 'bell':
      // Rung by whoever wrote the notification, after the write: the bell read now holds it.
      refresh(notificationsKey);
      return;
  }
}

/** The fallback while the connection is down: every screen live updates refresh, read again if shown. */
export function pollLiveScreens(queryClient: QueryClient) {
  // Only screens on show are read; the rest are marked stale for when they are.
  for (const queryKey of [myRequestsKey, ['host-requests'], ['check-ins'], hostDashboardKey, notificationsKey]) {
    void queryClient.invalidateQueries({ queryKey });
  }
  // Games themselves (['game', id]), not what hangs under them (a host's payment details).
  void queryClient.invalidateQueries({ queryKey: ['game'], predicate: (query) => query.queryKey.length === 2 });
}
