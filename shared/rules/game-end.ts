// When a game ends: its stored `ends_at` when it has one; a game saved with only a start ends
// 90 minutes after it, decided here only.
export const DEFAULT_GAME_MINUTES = 90;

export function gameEndsAt(game: { game_datetime: string; ends_at?: string | null }): string {
  if (game.ends_at) return game.ends_at;
  return new Date(new Date(game.game_datetime).getTime() + DEFAULT_GAME_MINUTES * 60_000).toISOString();
}
