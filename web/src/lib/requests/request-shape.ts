import { JOIN_REQUEST_STATUSES, PAYMENT_STATUSES } from '@shared/rules/join-rules';
import type { HostJoinRequest, JoinAnswer } from '@shared/schemas/join';
import {
  isArrayOf,
  isBoolean,
  isNullableString,
  isNumber,
  isOneOf,
  isOptionalString,
  isShape,
  isString,
  pickShape,
  type ShapeChecks,
} from '../shape-check';
import { isOptionalShowUp } from '../show-up/show-up-shape';

// Join requests as the API answers them, without zod: My Game Requests, the profile, the game page
// and the host's list read them on their first load, where zod (~24 kB gz) would break the 130 kB
// budget (decision 014). test/unit/web-joins-shapes.test.ts keeps these equal to shared/schemas/join.ts.

const ANSWER: ShapeChecks<JoinAnswer> = {
  question_id: isString,
  question_text: isString,
  answer_text: isString,
  answer_options: isArrayOf(isString),
};
const isAnswer = isShape(ANSWER);

/** The fields every request view has (the host's view is exactly these). */
export const REQUEST: ShapeChecks<HostJoinRequest> = {
  id: isString,
  game_id: isString,
  user_id: isString,
  status: isOneOf(JOIN_REQUEST_STATUSES),
  payment_status: isOneOf(PAYMENT_STATUSES),
  contact_name: isString,
  contact_email: isString,
  contact_phone: isNullableString,
  contact_instagram: isNullableString,
  answers: isArrayOf(isAnswer),
  nudge_count: isNumber,
  last_nudge_at: isNullableString,
  host_message: isNullableString,
  created_at: isString,
  updated_at: isString,
  decided_at: isNullableString,
  checked_in_at: isNullableString,
  show_up: isOptionalShowUp,
  group: isOptionalString,
  payment_due_at: (value): value is string | null | undefined => value == null || isString(value),
  regular: (value): value is boolean | null | undefined => value == null || isBoolean(value),
};

/** pickShape keeps nested objects as sent; this picks the answers' known keys too. */
export const pickAnswers = (answers: JoinAnswer[]) => answers.map((a) => pickShape(a, ANSWER)!);

/** `{ requests: [...] }`: one bad item fails the whole list, as the zod schema would. */
export function listOf<T>(parse: (item: unknown) => T | null) {
  return (body: unknown): T[] | null => {
    if (typeof body !== 'object' || body === null || !Array.isArray((body as { requests?: unknown }).requests))
      return null;
    const items = (body as { requests: unknown[] }).requests.map(parse);
    return items.every((item) => item !== null) ? (items as T[]) : null;
  };
}
