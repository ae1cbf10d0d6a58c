import { randomUUID } from 'node:crypto';
import { GAME_MESSAGES, type GameFields } from '@shared/schemas/game';
import { coordinatesFrom, type LatLng } from '@shared/rules/maps-link';
import { gameDateTime, gameEndsAt, indiaDateAndTime } from '@shared/rules/game-time';
import { ValidationError } from '../platform/errors';
import type { StoredGame } from './ports';

// From the host's form to the stored game: the start instant, the coordinates, the fields as
// stored, and the questions with stable ids.

/** The start instant; a date the calendar doesn't have (31 June) is refused rather than rolled over. */
export function startOf(input: Pick<GameFields, 'game_date' | 'game_time'>): string {
  const time = new Date(`${input.game_date}T${input.game_time}:00+05:30`);
  if (Number.isNaN(time.getTime())) throw new ValidationError(GAME_MESSAGES.dateRequired, 'game_date');
  const start = gameDateTime(input.game_date, input.game_time);
  if (indiaDateAndTime(start).date !== input.game_date)
    throw new ValidationError(GAME_MESSAGES.dateRequired, 'game_date');
  return start;
}

/** Coordinates from "Use my current location", else from the maps link, else unknown. */
export function coordinatesOf(input: GameFields): LatLng | null {
  if (input.latitude != null && input.longitude != null) return { lat: input.latitude, lng: input.longitude };
  return coordinatesFrom(input.maps_link);
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function fieldsOf(input: GameFields, start: string, point: LatLng | null) {
  return {
    title: input.title,
    sport: input.sport,
    custom_sport: input.sport === 'other' ? text(input.custom_sport) : null,
    description: text(input.description),
    location: input.location,
    maps_link: input.maps_link.trim(),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
    game_datetime: start,
    game_date: input.game_date,
    game_time: input.game_time,
    duration_minutes: input.duration_minutes,
    ends_at: gameEndsAt(start, input.duration_minutes),
    max_players: input.max_players,
    price: input.price,
    skill_level: input.skill_level,
    cover_image: input.cover_image ?? null,
    cancellation_policy: input.cancellation_policy,
    equipment_provided: input.equipment_provided,
    payment_instructions: text(input.payment_instructions),
    host_upi_id: text(input.host_upi_id),
    platform_fee_type: input.platform_fee_type,
    platform_fee_amount: input.platform_fee_type === 'none' ? 0 : input.platform_fee_amount,
    min_show_up_rate: input.min_show_up_rate ?? null,
  } satisfies Partial<StoredGame>;
}

/** Questions in the order given; an edited question keeps its id, so answers stay attached. */
export function questionsOf(input: GameFields, previous: StoredGame['questions']): StoredGame['questions'] {
  const known = new Set(previous.map((q) => q.id));
  const used = new Set<string>();
  return input.questions.map((q, index) => {
    const id = q.id && known.has(q.id) && !used.has(q.id) ? q.id : randomUUID();
    used.add(id);
    return {
      id,
      question_text: q.question_text,
      question_type: q.question_type,
      options: q.options,
      is_required: q.is_required,
      order_index: index,
    };
  });
}
