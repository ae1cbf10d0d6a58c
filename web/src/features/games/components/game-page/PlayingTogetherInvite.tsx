import type { Game } from '@shared/schemas/game';
import { GroupInvite } from '@web/components/join/GroupInvite';
import { useAuth } from '@web/lib/auth/use-auth';
import { useMyRequest } from '@web/lib/requests/requests';

/** On the game page, for a player holding a pass while the game is still to come: invite friends to join with them. */
export function PlayingTogetherInvite({
  game,
  isHost,
}: {
  game: Pick<Game, 'id' | 'title' | 'status' | 'game_datetime' | 'created_at'>;
  isHost: boolean;
}) {
  const { user } = useAuth();
  const request = useMyRequest(game, user != null && !isHost);
  const joinable = game.status === 'upcoming' && Date.parse(game.game_datetime) > Date.now();
  if (!joinable || !request.data?.game_pass) return null;
  return <GroupInvite gameId={game.id} gameTitle={game.title} request={request.data} />;
}
