import { levelOf } from '@shared/rules/skill-levels';
import { FORMER_MEMBER_NAME } from '@shared/texts/account-data';
import type { RatingRepository, StoredGameTeams, TeamsRepository } from './ports';

// What deleting an account does to teams and ratings: every team sheet that names the player keeps
// the place (so the other players' sheet and a corrected result still add up) under the neutral
// name other deleted-user texts use, with nothing that leads back to the account; then the player's
// ratings per sport, with their history, are deleted. Sheets go first: a retry after a crash still
// finds the games through the ratings' history. Each step re-reads stored state, so a repeat is harmless.

/** A sheet write loses to a concurrent one (the host saving or recording) this many times at most. */
const SHEET_ATTEMPTS = 3;

/**
 * The sheet without the player: their name replaced, their account and their rating before and
 * after the result dropped. They keep their points, and the level those points fall in, so the
 * teams' averages stay as they were and a corrected result rates their place as a walk-in of that
 * level (their kept rating is gone).
 */
export function sheetWithout(sheet: StoredGameTeams, userId: string): StoredGameTeams | null {
  const named = sheet.teams.some((team) => team.members.some((member) => member.user_id === userId));
  if (!named && !sheet.applied?.[userId]) return null;
  const { [userId]: _erased, ...applied } = sheet.applied ?? {};
  return {
    ...sheet,
    teams: sheet.teams.map((team) => ({
      ...team,
      members: team.members.map((member) =>
        member.user_id === userId
          ? { ...member, name: FORMER_MEMBER_NAME, user_id: null, level: levelOf(member.points).level }
          : member,
      ),
    })),
    applied: sheet.applied ? applied : null,
    version: sheet.version + 1,
  };
}

export interface TeamsAccountErasureDeps {
  teams: Pick<TeamsRepository, 'get' | 'replaceSheet'>;
  ratings: Pick<RatingRepository, 'ofPlayer' | 'erase'>;
  /** The games the player asked to join: a sheet names only players confirmed in its game. */
  joinedGames(userId: string): Promise<string[]>;
}

export function createTeamsAccountErasure(deps: TeamsAccountErasureDeps) {
  async function eraseFromSheet(gameId: string, userId: string): Promise<boolean> {
    for (let attempt = 0; attempt < SHEET_ATTEMPTS; attempt++) {
      const sheet = await deps.teams.get(gameId);
      const next = sheet && sheetWithout(sheet, userId);
      if (!sheet || !next) return false;
      if (await deps.teams.replaceSheet(next, sheet.version)) return true;
    }
    throw new Error(`team sheet of game ${gameId} kept changing while a deleted player left it`);
  }

  async function erase(userId: string): Promise<{ sheets: number; ratings: number }> {
    const [ratings, joined] = await Promise.all([deps.ratings.ofPlayer(userId), deps.joinedGames(userId)]);
    const games = new Set([...joined, ...ratings.flatMap((rating) => rating.history.map((entry) => entry.game_id))]);
    let sheets = 0;
    for (const gameId of games) if (await eraseFromSheet(gameId, userId)) sheets++;
    await deps.ratings.erase(
      userId,
      ratings.map((rating) => rating.sport),
    );
    return { sheets, ratings: ratings.length };
  }
  return { erase };
}
