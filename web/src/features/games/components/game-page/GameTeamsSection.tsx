import type { Game } from '@shared/schemas/game';
import { GameTeamsForPlayer } from '@web/components/teams/GameTeamsForPlayer';
import { useAuth } from '@web/lib/auth/use-auth';
import { useMyRequest } from '@web/lib/requests/requests';

/** The game's teams on its page, for its host and its confirmed players once the host split them. */
export function GameTeamsSection({
  game,
  isHost,
}: {
  game: Pick<Game, 'id' | 'game_datetime' | 'created_at'>;
  isHost: boolean;
}) {
  const { user } = useAuth();
  const request = useMyRequest(game, user != null && !isHost);
  const allowed = isHost || request.data?.status === 'confirmed';
  return (
    <div className="game-teams">
      <GameTeamsForPlayer gameId={game.id} gameDatetime={game.game_datetime} allowed={allowed} />
    </div>
  );
}
