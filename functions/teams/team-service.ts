import type { StoredGame } from '@functions/games';
import type { StoredJoinRequest } from '@functions/joins';
import type { Clock } from '@functions/platform/clock';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { gameHasStarted } from '@shared/rules/join-rules';
import { playingGroupOf } from '@shared/rules/playing-together';
import type { PlayerSkillLevel } from '@shared/rules/profile-preferences';
import { skillPoints, startRating, type SkillRating } from '@shared/rules/skill-levels';
import { placesFromScores, placesFromWinner } from '@shared/rules/skill-rating';
import { sizesAreEven, TEAM_NAMES, teamBalance } from '@shared/rules/team-split';
import type { GameTeams, ResultInput, TeamsInput } from '@shared/schemas/teams';
import { TEAM_LIMITS, TEAM_MESSAGES } from '@shared/texts/teams';
import type { RatingRepository, StoredGameTeams, StoredMember, TeamsRepository } from './ports';
import { resultRatings, sameResult } from './result-ratings';

// A game's teams and result: the host splits the checked-in players (and walk-ins) into teams and
// records how the game ended, which moves the ratings of the players, once.

export interface TeamServiceDeps {
  games: { get(gameId: string): Promise<StoredGame | null> };
  requests: {
    get(gameId: string, userId: string): Promise<StoredJoinRequest | null>;
    byGame(gameId: string): Promise<StoredJoinRequest[]>;
  };
  /** The level each player chose on their profile (null: none chosen). */
  skillLevels(userIds: string[]): Promise<Map<string, PlayerSkillLevel | null>>;
  teams: TeamsRepository;
  ratings: RatingRepository;
  clock: Clock;
}

/** A result's write loses to a concurrent one this many times before the host is asked to retry. */
const RESULT_ATTEMPTS = 3;

/** Ratings are kept per sport; a game of another sport is rated under the name its host gave it. */
export const ratingSport = (game: Pick<StoredGame, 'sport' | 'custom_sport'>): string =>
  game.sport === 'other' && game.custom_sport?.trim() ? game.custom_sport.trim().toLowerCase() : game.sport;

export function createTeamService(deps: TeamServiceDeps) {
  const { games, requests, teams, ratings, clock } = deps;

  async function hostGame(hostId: string, gameId: string): Promise<StoredGame> {
    const game = await games.get(gameId);
    if (!game || game.host_id !== hostId) throw new NotFoundError(TEAM_MESSAGES.notYourGame);
    return game;
  }

  /** Each player's rating now: their kept one in this sport, or the start of the level they chose. */
  async function currentRatings(userIds: string[], sport: string): Promise<Map<string, SkillRating>> {
    if (userIds.length === 0) return new Map();
    const kept = await ratings.ofPlayers(userIds, sport);
    const unrated = userIds.filter((id) => !kept.has(id));
    const levels = unrated.length > 0 ? await deps.skillLevels(unrated) : new Map();
    return new Map(userIds.map((id) => [id, kept.get(id) ?? startRating(levels.get(id) ?? null)]));
  }

  const checkedIn = (all: StoredJoinRequest[]) => all.filter((r) => r.status === 'confirmed' && r.checked_in_at);

  /** The teams as the caller may see them: each player's figure only for the host, no account ids. */
  async function view(game: StoredGame, stored: StoredGameTeams | null, callerId: string): Promise<GameTeams> {
    const isHost = game.host_id === callerId;
    const shown = stored?.teams.map((team) => ({
      name: team.name,
      average: teamBalance([team.members]).averages[0]!,
      members: team.members.map(({ id, name, kind, points, level }) => ({
        id,
        name,
        kind,
        ...(isHost ? { points } : {}),
        ...(level ? { level } : {}),
      })),
    }));
    const yourTeam = stored?.teams.findIndex((team) => team.members.some((m) => m.user_id === callerId)) ?? -1;
    const answer: GameTeams = {
      game_id: game.id,
      title: game.title,
      sport: ratingSport(game),
      is_host: isHost,
      teams: shown ?? null,
      balance: stored ? teamBalance(stored.teams.map((team) => team.members)).balance : null,
      saved_at: stored?.saved_at ?? null,
      result: stored?.result ?? null,
      your_team: yourTeam >= 0 ? yourTeam : null,
    };
    if (!isHost) return answer;
    const arrived = checkedIn(await requests.byGame(game.id));
    const now = await currentRatings(
      arrived.map((r) => r.user_id),
      ratingSport(game),
    );
    answer.checked_in = arrived
      .map((r) => ({
        request_id: r.id,
        name: r.contact_name,
        points: skillPoints(now.get(r.user_id)!),
        group: playingGroupOf(r),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return answer;
  }

  /** The host, or a player confirmed in the game, reads its teams; anyone else finds no game. */
  async function read(callerId: string, gameId: string): Promise<GameTeams> {
    const game = await games.get(gameId);
    if (!game) throw new NotFoundError(TEAM_MESSAGES.notYourGame);
    if (game.host_id !== callerId) {
      const request = await requests.get(gameId, callerId);
      if (request?.status !== 'confirmed') throw new NotFoundError(TEAM_MESSAGES.notYourGame);
    }
    return view(game, await teams.get(gameId), callerId);
  }

  async function save(hostId: string, gameId: string, input: TeamsInput): Promise<GameTeams> {
    const game = await hostGame(hostId, gameId);
    const sizes = input.teams.map((team) => team.members.length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    if (total > TEAM_LIMITS.maxPlayers) throw new ValidationError(TEAM_MESSAGES.tooMany, 'teams');
    if (!sizesAreEven(sizes)) throw new ValidationError(TEAM_MESSAGES.unevenSizes, 'teams');
    const requestIds = input.teams.flatMap((team) =>
      team.members.flatMap((m) => ('request_id' in m ? [m.request_id] : [])),
    );
    if (new Set(requestIds).size !== requestIds.length) throw new ValidationError(TEAM_MESSAGES.twice, 'teams');

    const all = await requests.byGame(gameId);
    const byId = new Map(all.map((r) => [r.id, r]));
    for (const id of requestIds) {
      const request = byId.get(id);
      if (request?.status !== 'confirmed') throw new ValidationError(TEAM_MESSAGES.unknownPlayer, 'teams');
      if (!request.checked_in_at) throw new ConflictError(TEAM_MESSAGES.notCheckedIn(request.contact_name));
    }
    const sport = ratingSport(game);
    const now = await currentRatings(
      requestIds.map((id) => byId.get(id)!.user_id),
      sport,
    );
    let walkIns = 0;
    const stored = input.teams.map((team, index) => ({
      name: TEAM_NAMES[index]!,
      members: team.members.map((member): StoredMember => {
        if ('request_id' in member) {
          const request = byId.get(member.request_id)!;
          const points = skillPoints(now.get(request.user_id)!);
          return {
            id: request.id,
            name: request.contact_name,
            kind: 'player',
            user_id: request.user_id,
            points,
            level: null,
          };
        }
        walkIns += 1;
        const points = skillPoints(startRating(member.level));
        return {
          id: `walk-in-${walkIns}`,
          name: member.walk_in,
          kind: 'walk_in',
          user_id: null,
          points,
          level: member.level,
        };
      }),
    }));
    const existing = await teams.get(gameId);
    if (existing?.result) throw new ConflictError(TEAM_MESSAGES.resultRecorded);
    const next: StoredGameTeams = {
      game_id: gameId,
      host_id: hostId,
      sport,
      teams: stored,
      saved_at: clock.now().toISOString(),
      result: null,
      applied: null,
      version: (existing?.version ?? 0) + 1,
    };
    const outcome = await teams.saveTeams(next, existing?.version ?? null);
    if (outcome === 'result-recorded') throw new ConflictError(TEAM_MESSAGES.resultRecorded);
    if (outcome === 'stale') throw new ConflictError(TEAM_MESSAGES.busy);
    return view(game, next, hostId);
  }

  /** The places the input gives, checked against the number of teams saved. */
  function placesOf(input: ResultInput, teamCount: number): { places: number[]; scores: number[] | null } {
    if ('scores' in input) {
      if (input.scores.length !== teamCount) throw new ValidationError(TEAM_MESSAGES.resultShape, 'scores');
      return { places: placesFromScores(input.scores), scores: input.scores };
    }
    if (input.winner !== null && input.winner >= teamCount) throw new ValidationError(TEAM_MESSAGES.winner, 'winner');
    return { places: placesFromWinner(teamCount, input.winner), scores: null };
  }

  /**
   * Records (or corrects) the result. Ratings move once per game: the same result again writes
   * nothing, and a changed one takes back this game's old change before applying the new one.
   */
  async function recordResult(hostId: string, gameId: string, input: ResultInput): Promise<GameTeams> {
    const game = await hostGame(hostId, gameId);
    const now = clock.now();
    if (!gameHasStarted(game.game_datetime, now)) throw new ConflictError(TEAM_MESSAGES.notStarted);
    for (let attempt = 0; attempt < RESULT_ATTEMPTS; attempt++) {
      const stored = await teams.get(gameId);
      if (!stored) throw new ConflictError(TEAM_MESSAGES.noTeams);
      const { places, scores } = placesOf(input, stored.teams.length);
      const result = { places, scores, recorded_at: now.toISOString() };
      if (stored.result && sameResult(stored.result, result)) return view(game, stored, hostId);
      const userIds = stored.teams.flatMap((team) => team.members.flatMap((m) => (m.user_id ? [m.user_id] : [])));
      const kept = await ratings.ofPlayers(userIds, stored.sport);
      const starts = stored.applied ? new Map() : await currentRatings(userIds, stored.sport);
      const moved = resultRatings({ game, stored, places, kept, starts, at: result.recorded_at });
      const next: StoredGameTeams = { ...stored, result, applied: moved.applied, version: stored.version + 1 };
      if ((await teams.recordResult(next, stored.version, moved.ratings)) === 'recorded')
        return view(game, next, hostId);
    }
    throw new ConflictError(TEAM_MESSAGES.busy);
  }

  return { read, save, recordResult };
}
export type TeamService = ReturnType<typeof createTeamService>;
