import { gameDateTime } from '@shared/rules/game-time';
import { startProblem } from '@shared/rules/game-start';
import { coordinatesFrom } from '@shared/rules/maps-link';
import { GAME_MESSAGES, gameInputSchema, type GameFields, type GameInput } from '@shared/schemas/game';

// The shared zod schema (the server's own rules and texts). This module is imported
// lazily: zod is ~22 kB gz and the form's first paint does not need it.

/** Error keys: a field name, or `questions.<i>.question_text` / `questions.<i>.options`. */
export type GameFormErrors = Record<string, string>;
export type GameValidation =
  | { ok: true; data: GameFields }
  | { ok: false; errors: GameFormErrors; first: { key: string; message: string } };

// The fields in the order the form asks for them; the first failing one is the toast.
const FIELD_ORDER = [
  'title',
  'sport',
  'custom_sport',
  'description',
  'location',
  'maps_link',
  'game_date',
  'game_time',
  'duration_minutes',
  'max_players',
  'price',
  'skill_level',
  'cancellation_policy',
  'equipment_provided',
  'min_show_up_rate',
  'payment_instructions',
  'host_upi_id',
  'platform_fee_type',
  'platform_fee_amount',
  'cover_image',
  'latitude',
  'longitude',
  'questions',
];

const keyOf = (path: PropertyKey[]) => {
  const [field, index, part] = path.map(String);
  if (field === 'questions' && index !== undefined)
    return `questions.${index}.${part === 'options' ? 'options' : 'question_text'}`;
  return field ?? 'form';
};

const rank = (key: string) => {
  const [field, index] = key.split('.');
  const position = FIELD_ORDER.indexOf(field!);
  return (position < 0 ? FIELD_ORDER.length : position) * 1000 + Number(index ?? 0);
};

/** A maps link that carries coordinates says where the game is; they win over any others. */
export function withLinkCoordinates(input: GameInput): GameInput {
  const point = typeof input.maps_link === 'string' ? coordinatesFrom(input.maps_link) : null;
  return point ? { ...input, latitude: point.lat, longitude: point.lng } : input;
}

export function validateGame(input: GameInput, now = new Date()): GameValidation {
  const result = gameInputSchema.safeParse(input);
  const errors: GameFormErrors = {};
  if (!result.success) for (const issue of result.error.issues) errors[keyOf(issue.path)] ??= issue.message;
  // The schema checks this after every field passes; the form says it in field order.
  if (input.sport === 'other' && !input.custom_sport?.trim()) errors.custom_sport ??= GAME_MESSAGES.customSportRequired;
  // The schema cannot know the time; the server checks it again.
  const { game_date: date, game_time: time } = input;
  if (
    !errors.game_date &&
    !errors.game_time &&
    date &&
    time &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    /^\d{2}:\d{2}$/.test(time)
  ) {
    const problem = startProblem(gameDateTime(date, time), now);
    if (problem) errors.game_date = problem;
  }
  const keys = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
  if (!keys.length && result.success) return { ok: true, data: result.data };
  const first = keys[0]!;
  return { ok: false, errors, first: { key: first, message: errors[first]! } };
}
