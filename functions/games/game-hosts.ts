import type { GameHost, GameRepository, StoredGame } from './ports';

// Host cards beside games: a game is shown with its host's name and picture, read from profiles
// unless the read that found the games brought them along.

export const hostCard = (profile: { id: string; name: string; profile_pic: string | null }): GameHost => ({
  id: profile.id,
  name: profile.name,
  profile_pic: profile.profile_pic,
});

/** The games' host cards: those already known, the others read. */
export async function hostCardsOf(
  games: Pick<GameRepository, 'hosts'>,
  list: StoredGame[],
  known: Map<string, GameHost | null>,
): Promise<Map<string, GameHost | null>> {
  const missing = [...new Set(list.map((g) => g.host_id))].filter((id) => !known.has(id));
  return missing.length ? new Map([...known, ...(await games.hosts(missing))]) : known;
}
