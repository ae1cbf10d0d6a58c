import * as z from 'zod';
import { PLAYER_SKILL_LEVELS, type PlayerSkillLevel } from '../rules/profile-preferences';
import type { RatingMove } from '../rules/skill-levels';
import { TEAM_COUNTS } from '../rules/team-split';
import { TEAM_LIMITS, TEAM_MESSAGES } from '../texts/teams';
import { singleLineText } from './text';

// The teams of a game, its result and a player's ratings, as the API takes and gives them.

const walkInName = singleLineText({
  max: TEAM_LIMITS.walkInName,
  tooLong: TEAM_MESSAGES.walkInNameTooLong,
  required: TEAM_MESSAGES.walkInName,
});

/** A checked-in player (by their request) or a walk-in the host added by name. */
const memberInput = z.union([
  z.object({ request_id: z.string().min(1).max(64) }).strict(),
  z
    .object({
      walk_in: walkInName,
      level: z.enum(PLAYER_SKILL_LEVELS),
      /** Walk-ins added together share a group (kept together when the host asked). */
      group: z.string().min(1).max(40).nullable().optional(),
    })
    .strict(),
]);

export const teamsInputSchema = z
  .object({
    teams: z
      .array(z.object({ members: z.array(memberInput).min(1).max(TEAM_LIMITS.maxPlayers) }).strict())
      .refine((teams) => (TEAM_COUNTS as readonly number[]).includes(teams.length), TEAM_MESSAGES.teamCount),
  })
  .strict();
export type TeamsInput = z.infer<typeof teamsInputSchema>;

const score = z
  .number({ error: TEAM_MESSAGES.score })
  .int(TEAM_MESSAGES.score)
  .min(0, TEAM_MESSAGES.score)
  .max(TEAM_LIMITS.maxScore, TEAM_MESSAGES.score);

/** Scores (one per team, in team order), or a winner's team index, or null for a draw. */
export const resultInputSchema = z.union(
  [
    z.object({ scores: z.array(score).min(2).max(4) }).strict(),
    z
      .object({
        winner: z
          .number()
          .int(TEAM_MESSAGES.winner)
          .min(0, TEAM_MESSAGES.winner)
          .max(3, TEAM_MESSAGES.winner)
          .nullable(),
      })
      .strict(),
  ],
  { error: TEAM_MESSAGES.resultShape },
);
export type ResultInput = z.infer<typeof resultInputSchema>;

export type MemberKind = 'player' | 'walk_in';
export interface TeamMember {
  id: string;
  name: string;
  kind: MemberKind;
  /** Skill points: only the host sees each player's figure. */
  points?: number;
  level?: PlayerSkillLevel;
}
export interface SavedTeam {
  name: string;
  members: TeamMember[];
  /** The team's average skill points, which the team sheet shows as a level. */
  average: number;
}
export interface GameResult {
  places: number[];
  scores: number[] | null;
  recorded_at: string;
}
/** GET /api/games/{id}/teams. */
export interface GameTeams {
  game_id: string;
  title: string;
  sport: string;
  is_host: boolean;
  teams: SavedTeam[] | null;
  balance: number | null;
  saved_at: string | null;
  result: GameResult | null;
  /** The caller's team index, when they are on one. */
  your_team: number | null;
  /** Host only: the checked-in players, with the skill points a split balances. */
  /** `group`: players who joined together share one (shared/rules/playing-together.ts); alone, their own request's. */
  checked_in?: { request_id: string; name: string; points: number; group: string }[];
}

export interface RatingChange {
  game_id: string;
  title: string;
  at: string;
  move: RatingMove;
  before: number;
  after: number;
}
/** GET /api/me/ratings: one entry per sport played in a game with a recorded result. */
export interface SportRating {
  sport: string;
  points: number;
  games: number;
  history: RatingChange[];
}
