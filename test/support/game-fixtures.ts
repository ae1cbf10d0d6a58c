import type { GameQuestion } from '@shared/schemas/game';

// A valid game body that tests change one field at a time.
export function validGame() {
  return {
    title: 'Evening Football',
    sport: 'football',
    location: 'Koramangala, Bengaluru',
    maps_link: 'https://www.google.com/maps?q=12.9352,77.6245',
    game_date: '2026-12-05',
    game_time: '18:30',
    max_players: 10,
  } as Record<string, unknown>;
}

/** A join question with its text made from its id; required and first unless told otherwise. */
export const question = (
  id: string,
  type: GameQuestion['question_type'],
  options: string[] = [],
  is_required = true,
  order_index = 0,
): GameQuestion => ({
  id,
  question_text: `${id}?`,
  question_type: type,
  options,
  is_required,
  order_index,
});
