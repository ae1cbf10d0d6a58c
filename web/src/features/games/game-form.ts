import { DEFAULT_SKILL_LEVEL, type Sport } from '@shared/constants';
import type { LatLng } from '@shared/rules/maps-link';
import { GAME_DURATION } from '@shared/rules/game-time';
import type { CancellationPolicy, PlatformFeeType, QUESTION_TYPES } from '@shared/rules/game-rules';
import type { Game, GameInput } from '@shared/schemas/game';

// The create/edit form as the inputs hold it (strings for numbers, '' for unset), and its
// conversion to the API body. Validation is validate-game.ts, loaded with zod only on use.
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const hasOptions = (type: QuestionType) => type === 'radio' || type === 'checkbox';

/** The fields an input or a select holds as text. */
export type TextFieldName = {
  [K in keyof GameFormValues]: GameFormValues[K] extends string ? K : never;
}[keyof GameFormValues];

/** A save the server refused: its message, under `field` when it names one. */
export interface FieldError {
  field?: string;
  message: string;
}

export interface QuestionDraft {
  /** React key for a question not saved yet; saved ones keep their id. */
  key: string;
  id?: string;
  question_text: string;
  question_type: QuestionType;
  options: string[];
  is_required: boolean;
}

export interface GameFormValues {
  title: string;
  sport: Sport | '';
  custom_sport: string;
  description: string;
  location: string;
  maps_link: string;
  game_date: string;
  game_time: string;
  /** Minutes; '' leaves it to the schema's default (90). */
  duration_minutes: string;
  max_players: string;
  price: string;
  skill_level: NonNullable<GameInput['skill_level']>;
  cancellation_policy: CancellationPolicy;
  equipment_provided: boolean;
  payment_instructions: string;
  host_upi_id: string;
  platform_fee_type: PlatformFeeType;
  platform_fee_amount: string;
  cover_image: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Where latitude/longitude came from: the device ('Use my current location') or the saved game. */
  coordinates_from: 'device' | 'saved' | null;
  questions: QuestionDraft[];
  /** The host's community the game is listed under; '' is None. */
  community_id: string;
  /** The lowest show-up rate (%) a player needs to ask to join; '' is off. */
  min_show_up_rate: string;
}

let nextKey = 1;
export const newQuestion = (): QuestionDraft => ({
  key: `new-${nextKey++}`,
  question_text: '',
  question_type: 'text',
  options: [],
  is_required: false,
});

export const emptyGameForm = (): GameFormValues => ({
  title: '',
  sport: '',
  custom_sport: '',
  description: '',
  location: '',
  maps_link: '',
  game_date: '',
  game_time: '',
  duration_minutes: String(GAME_DURATION.default),
  max_players: '',
  price: '0',
  skill_level: DEFAULT_SKILL_LEVEL,
  cancellation_policy: 'flexible',
  equipment_provided: false,
  payment_instructions: '',
  host_upi_id: '',
  platform_fee_type: 'none',
  platform_fee_amount: '0',
  cover_image: null,
  latitude: null,
  longitude: null,
  coordinates_from: null,
  questions: [],
  community_id: '',
  min_show_up_rate: '',
});

export function formValuesFromGame(game: Game): GameFormValues {
  const policy =
    (['flexible', 'moderate', 'strict'] as const).find((value) => value === game.cancellation_policy) ?? 'strict';
  return {
    title: game.title,
    sport: game.sport,
    custom_sport: game.custom_sport ?? '',
    description: game.description ?? '',
    location: game.location,
    maps_link: game.maps_link,
    game_date: game.game_date,
    game_time: game.game_time.slice(0, 5),
    duration_minutes: String(game.duration_minutes),
    max_players: String(game.max_players),
    price: String(game.price),
    skill_level: game.skill_level,
    cancellation_policy: policy,
    equipment_provided: game.equipment_provided,
    payment_instructions: game.payment_instructions ?? '',
    host_upi_id: game.host_upi_id ?? '',
    platform_fee_type: game.platform_fee_type,
    platform_fee_amount: String(game.platform_fee_amount),
    cover_image: game.cover_image,
    latitude: game.latitude,
    longitude: game.longitude,
    coordinates_from: game.latitude !== null ? 'saved' : null,
    community_id: game.community_id ?? '',
    min_show_up_rate: game.min_show_up_rate == null ? '' : String(game.min_show_up_rate),
    questions: [...game.questions]
      .sort((a, b) => a.order_index - b.order_index)
      .map((question) => ({
        key: question.id,
        id: question.id,
        question_text: question.question_text,
        question_type: question.question_type,
        options: question.options,
        is_required: question.is_required,
      })),
  };
}

/** '' is "not given" (the schema then names what is missing); anything else is read as a number. */
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The POST/PUT body. Order of questions is their order here. A free game has nothing to pay, so no payment details. */
export function toGameInput(values: GameFormValues): GameInput {
  const paid = Number(values.price) > 0 || Number.isNaN(Number(values.price));
  return {
    title: values.title,
    sport: (values.sport || undefined) as GameInput['sport'],
    custom_sport: values.sport === 'other' ? values.custom_sport.trim() : null,
    description: textOrNull(values.description),
    location: values.location,
    maps_link: values.maps_link,
    game_date: values.game_date,
    game_time: values.game_time,
    duration_minutes: numberOrUndefined(values.duration_minutes),
    max_players: numberOrUndefined(values.max_players) as number,
    price: numberOrUndefined(values.price),
    skill_level: values.skill_level,
    cancellation_policy: values.cancellation_policy,
    equipment_provided: values.equipment_provided,
    payment_instructions: paid ? textOrNull(values.payment_instructions) : null,
    host_upi_id: paid ? textOrNull(values.host_upi_id) : null,
    platform_fee_type: paid ? values.platform_fee_type : 'none',
    platform_fee_amount:
      !paid || values.platform_fee_type === 'none' ? 0 : numberOrUndefined(values.platform_fee_amount),
    cover_image: values.cover_image,
    latitude: values.latitude,
    longitude: values.longitude,
    questions: values.questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      question_text: question.question_text,
      question_type: question.question_type,
      options: hasOptions(question.question_type) ? question.options : [],
      is_required: question.is_required,
    })),
    community_id: values.community_id || null,
    // Empty is off; anything else goes as typed, so a wrong value meets the schema's message.
    min_show_up_rate: values.min_show_up_rate.trim() === '' ? null : Number(values.min_show_up_rate),
  };
}

/**
 * A changed maps link drops coordinates that came from the old link (the saved game's): the
 * server takes them from the new link when it has some. The device's position is kept, since it
 * is still where the host stood; at submit a link with its own coordinates wins (validate-game).
 */
export function withMapsLink(values: GameFormValues, link: string): GameFormValues {
  return values.coordinates_from === 'saved'
    ? { ...values, maps_link: link, latitude: null, longitude: null, coordinates_from: null }
    : { ...values, maps_link: link };
}

/** 'Use my current location': the position, and a 'lat,lng' maps link when none was typed. */
export function withCurrentLocation(values: GameFormValues, point: LatLng): GameFormValues {
  const lat = Number(point.lat.toFixed(6));
  const lng = Number(point.lng.toFixed(6));
  return {
    ...values,
    latitude: lat,
    longitude: lng,
    coordinates_from: 'device',
    maps_link: values.maps_link.trim() ? values.maps_link : `${lat},${lng}`,
  };
}

export function moveQuestion(questions: QuestionDraft[], index: number, by: -1 | 1): QuestionDraft[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= questions.length) return questions;
  const next = [...questions];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
