import { lazy, Suspense } from 'react';
import { useGameTeams, teamsMayExist } from '@web/lib/teams/game-teams';

// The sheet (and its styles) load only when there are teams to show: the game page's first load
// and a list of passes carry none of it.
const TeamSheet = lazy(() => import('./TeamSheet').then((module) => ({ default: module.TeamSheet })));

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
  return (
    <Suspense fallback={null}>
      <TeamSheet teams={teams.data} headingLevel={headingLevel} />
    </Suspense>
  );
}
