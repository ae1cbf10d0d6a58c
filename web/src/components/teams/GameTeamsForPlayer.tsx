import { useGameTeams, teamsMayExist } from '@web/lib/teams/game-teams';
import { TeamSheet } from './TeamSheet';

/**
 * A confirmed player's (or the host's) team sheet for a game, read only around the game's time,
 * when a host can have split teams: no call for every card or page the rest of the time.
 */
export function GameTeamsForPlayer({
  gameId,
  gameDatetime,
  allowed,
  headingLevel,
}: {
  gameId: string;
  gameDatetime: string | null | undefined;
  /** The caller is the host or a confirmed player: only they may read the teams. */
  allowed: boolean;
  headingLevel?: 2 | 3;
}) {
  const enabled = allowed && teamsMayExist(gameDatetime, new Date());
  const teams = useGameTeams(gameId, enabled);
  if (!enabled || !teams.data?.teams) return null;
  return <TeamSheet teams={teams.data} headingLevel={headingLevel} />;
}
