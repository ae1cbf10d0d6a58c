// When a game ends. Games carry only a start today; issue 12 adds `ends_at` (and
// `duration_minutes`). Until then every end is start + 90 minutes, decided here only, so
// switching to the stored end is one line.
export const DEFAULT_GAME_MINUTES = 90;

export function gameEndsAt(game: { game_datetime: string; ends_at?: string | null }): string {
  if (game.ends_at) return game.ends_at;
  return new Date(new Date(game.game_datetime).getTime() + DEFAULT_GAME_MINUTES * 60_000).toISOString();
}
