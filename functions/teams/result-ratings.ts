import type { StoredGame } from '@functions/games';
import { ratingMove, skillPoints, startRating, type SkillRating } from '@shared/rules/skill-levels';
import { rateGame, reapply } from '@shared/rules/skill-rating';
import type { GameResult, RatingChange } from '@shared/schemas/teams';
import { TEAM_LIMITS } from '@shared/texts/teams';
import type { AppliedRating, StoredGameTeams, StoredMember, StoredRating } from './ports';

// What a result does to the ratings of a game's players, worked out before anything is written.

/** The same places and scores: recording it again changes nothing. */
export const sameResult = (a: Pick<GameResult, 'places' | 'scores'>, b: Pick<GameResult, 'places' | 'scores'>) =>
  JSON.stringify(a.places) === JSON.stringify(b.places) && JSON.stringify(a.scores) === JSON.stringify(b.scores);

export interface ResultRatingsInput {
  game: Pick<StoredGame, 'id' | 'title'>;
  stored: StoredGameTeams;
  places: number[];
  /** The players' kept ratings in the sport now (absent: never rated). */
  kept: Map<string, StoredRating>;
  /** First recording: every player's rating before the game (kept, or the start of their level). */
  starts: Map<string, SkillRating>;
  at: string;
}

/**
 * First recording: each player moves from their rating now. A correction: the game is rated again
 * from the ratings kept as 'before' at the first recording, and each player's rating now takes back
 * the old change and gets the new one (so a result moves a rating once, however often it is edited).
 */
export function resultRatings({ game, stored, places, kept, starts, at }: ResultRatingsInput) {
  const previous = stored.applied;
  const before = (member: StoredMember): SkillRating => {
    if (!member.user_id) return startRating(member.level);
    return (
      previous?.[member.user_id]?.before ?? starts.get(member.user_id) ?? kept.get(member.user_id) ?? startRating(null)
    );
  };
  const teamsBefore = stored.teams.map((team) => team.members.map(before));
  const teamsAfter = rateGame(teamsBefore, places);
  const applied: Record<string, AppliedRating> = {};
  const ratings: { next: StoredRating; expectedVersion: number | null }[] = [];
  for (const [teamIndex, team] of stored.teams.entries())
    for (const [memberIndex, member] of team.members.entries()) {
      if (!member.user_id) continue;
      const was = teamsBefore[teamIndex]![memberIndex]!;
      const after = teamsAfter[teamIndex]![memberIndex]!;
      applied[member.user_id] = { before: was, after };
      const current = kept.get(member.user_id) ?? null;
      const old = previous?.[member.user_id];
      const rating = old ? reapply(current ?? old.after, old.after, after) : after;
      const change: RatingChange = {
        game_id: game.id,
        title: game.title,
        at,
        move: ratingMove(skillPoints(was), skillPoints(after)),
        before: skillPoints(was),
        after: skillPoints(after),
      };
      const history = current?.history ?? [];
      const corrected = history.some((entry) => entry.game_id === game.id);
      ratings.push({
        next: {
          user_id: member.user_id,
          sport: stored.sport,
          mu: rating.mu,
          sigma: rating.sigma,
          games: (current?.games ?? 0) + (old ? 0 : 1),
          history: corrected
            ? history.map((entry) => (entry.game_id === game.id ? change : entry))
            : [change, ...history].slice(0, TEAM_LIMITS.historyShown),
          updated_at: at,
          version: (current?.version ?? 0) + 1,
        },
        expectedVersion: current?.version ?? null,
      });
    }
  return { applied, ratings };
}
