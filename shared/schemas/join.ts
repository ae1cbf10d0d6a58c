import * as z from 'zod';
import { PATTERNS } from '../validation';
import { JOIN_ACTIONS, JOIN_REQUEST_STATUSES, PAYMENT_STATUSES, REQUEST_MESSAGES } from '../rules/join-rules';
import { GAME_STATUSES, type GameQuestion } from './game';
import { SPORTS } from '../constants';
import { instagramText, multiLineText, phoneText, singleLineText } from './text';
import { ANSWER_MAX, CHECK_IN_MESSAGES, JOIN_MESSAGES } from '../texts/join';
import { REFUND_STATES } from '../rules/refund-status';
import { showUpRecordSchema } from './show-up';
import { GROUP_CODE_PATTERN } from '../rules/playing-together';
import { PLAYING_TOGETHER_MESSAGES } from '../texts/playing-together';

// Joining a game: the join payload and the dialog's rules, the host's decision, nudges and the
// join messages. The join dialog and the server validate with the same code.
// The messages and limits are written in shared/texts/join.ts, which has no zod, so the
// browser's first load can read them; they are re-exported here for the server.
export {
  ANSWER_MAX,
  CHECK_IN_MESSAGES,
  JOIN_MESSAGES,
  PASS_TEXT,
} from '../texts/join';

export { REQUEST_MESSAGES };

const optionalText = (schema: z.ZodType<string, string>) =>
  z
    .union([schema, z.literal('')])
    .nullish()
    .transform((v) => v || null);

/** Contact information of the join dialog, prefilled from the profile. */
export const contactInfoSchema = z
  .object({
    name: singleLineText({ max: 100, tooLong: JOIN_MESSAGES.nameTooLong, required: JOIN_MESSAGES.nameRequired }),
    email: singleLineText({
      max: 254,
      tooLong: JOIN_MESSAGES.emailInvalid,
      required: JOIN_MESSAGES.emailRequired,
    }).pipe(z.string().regex(PATTERNS.email, JOIN_MESSAGES.emailInvalid)),
    phone: optionalText(phoneText(JOIN_MESSAGES.phoneInvalid)),
    instagram: optionalText(instagramText(JOIN_MESSAGES.instagramInvalid)),
  })
  .strict();
export type ContactInfo = z.output<typeof contactInfoSchema>;

/** Checkbox picks are options of the game (100 characters, 20 of them at most). */
export const answerValueSchema = z.union([
  multiLineText({ max: ANSWER_MAX, tooLong: JOIN_MESSAGES.answerTooLong }),
  z.array(singleLineText({ max: 100, tooLong: JOIN_MESSAGES.optionTooLong })).max(20, JOIN_MESSAGES.tooManyChoices),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** POST /api/games/{id}/join (spec join payload; the game comes from the path, gameId is optional). */
export const joinInputSchema = z
  .object({
    gameId: z.string().max(64).optional(),
    answers: z
      .record(z.string().max(64), answerValueSchema)
      .refine((answers) => Object.keys(answers).length <= 20, JOIN_MESSAGES.tooManyAnswers)
      .default({}),
    contactInfo: contactInfoSchema,
    /** A friend's group link's code: this player joins that group (shared/rules/playing-together.ts). */
    group_code: z.string().regex(GROUP_CODE_PATTERN, PLAYING_TOGETHER_MESSAGES.invalid).optional(),
  })
  .strict();
export type JoinInput = z.input<typeof joinInputSchema>;
export type JoinFields = z.output<typeof joinInputSchema>;

/** An answer as stored on the request: the question's text travels with it. */
export const joinAnswerSchema = z.object({
  question_id: z.string(),
  question_text: z.string(),
  answer_text: z.string(),
  answer_options: z.array(z.string()),
});
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;

export interface FieldError {
  field: string;
  message: string;
}

const blank = (value: AnswerValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.every((v) => !v.trim()) : !value.trim());

/**
 * Checks the answers against the game's questions: required ones non-empty (blank
 * string, empty list fail), radio one of its options, checkbox a subset, number numeric, no
 * unknown question. Answers come back in question order with their question text.
 */
export function checkAnswers(
  questions: GameQuestion[],
  answers: Record<string, AnswerValue>,
): { errors: FieldError[]; answers: JoinAnswer[] } {
  const errors: FieldError[] = [];
  const stored: JoinAnswer[] = [];
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id)) errors.push({ field: `answers.${id}`, message: JOIN_MESSAGES.unknownQuestion });
  for (const question of [...questions].sort((a, b) => a.order_index - b.order_index)) {
    const field = `answers.${question.id}`;
    const value = answers[question.id];
    if (question.question_type === 'radio' && question.options.length === 0) {
      if (question.is_required) errors.push({ field, message: JOIN_MESSAGES.noRadioOptions });
      continue;
    }
    if (blank(value)) {
      if (question.is_required) errors.push({ field, message: JOIN_MESSAGES.fieldRequired });
      continue;
    }
    const push = (answer_text: string, answer_options: string[] = []) =>
      stored.push({ question_id: question.id, question_text: question.question_text, answer_text, answer_options });
    if (question.question_type === 'checkbox') {
      const picked = [...new Set((Array.isArray(value) ? value : [value!]).map((v) => v.trim()).filter(Boolean))];
      if (picked.some((v) => !question.options.includes(v))) errors.push({ field, message: JOIN_MESSAGES.notAnOption });
      else push(picked.join(', '), picked);
      continue;
    }
    if (Array.isArray(value)) {
      errors.push({
        field,
        message: question.question_type === 'radio' ? JOIN_MESSAGES.notAnOption : JOIN_MESSAGES.textExpected,
      });
      continue;
    }
    const text = value!.trim();
    if (question.question_type === 'radio' && !question.options.includes(text))
      errors.push({ field, message: JOIN_MESSAGES.notAnOption });
    else if (question.question_type === 'number' && !/^-?\d+(\.\d+)?$/.test(text))
      errors.push({ field, message: JOIN_MESSAGES.notANumber });
    else push(text, question.question_type === 'radio' ? [text] : []);
  }
  return { errors, answers: stored };
}

/** The join dialog's whole check: contact fields first, then the answers, every failing field once. */
export function validateJoin(
  questions: GameQuestion[],
  input: { answers?: Record<string, AnswerValue>; contactInfo: unknown },
): FieldError[] {
  const contact = contactInfoSchema.safeParse(input.contactInfo);
  const contactErrors = contact.success
    ? []
    : contact.error.issues.map((issue) => ({
        field: ['contactInfo', ...issue.path].join('.'),
        message: issue.message,
      }));
  const seen = new Set<string>();
  return [...contactErrors, ...checkAnswers(questions, input.answers ?? {}).errors].filter(
    (e) => !seen.has(e.field) && seen.add(e.field),
  );
}

/** POST /api/requests/{id}/decision (spec update-join-request: action, hostMessage). */
export const decisionInputSchema = z
  .object({
    action: z.enum(JOIN_ACTIONS, { error: REQUEST_MESSAGES.actionInvalid }),
    hostMessage: multiLineText({ max: 500, tooLong: REQUEST_MESSAGES.hostMessageTooLong }).nullish(),
    /** Spec shape; the path names the request, so a different id here is refused. */
    requestId: z.string().max(64).optional(),
  })
  .strict();
export type DecisionInput = z.output<typeof decisionInputSchema>;

/**
 * POST /api/games/{id}/check-ins: a scanned or typed pass code, or the request of a player the
 * host taps in the list (someone whose phone died still gets in).
 */
const passCodeInput = singleLineText({
  max: 100,
  tooLong: CHECK_IN_MESSAGES.unknownCode,
  required: CHECK_IN_MESSAGES.codeRequired,
});
export const checkInInputSchema = z
  .object({ code: passCodeInput.optional(), request_id: z.string().min(1).max(64).optional() })
  .strict()
  .check((input) => {
    const given = [input.value.code, input.value.request_id].filter((value) => value !== undefined).length;
    if (given !== 1)
      input.issues.push({
        code: 'custom',
        path: ['code'],
        message: given === 0 ? CHECK_IN_MESSAGES.codeRequired : CHECK_IN_MESSAGES.codeOrPlayer,
        input: input.value,
      });
  })
  .transform((input): { code: string } | { request_id: string } =>
    input.request_id !== undefined ? { request_id: input.request_id } : { code: input.code ?? '' },
  );

/** POST /api/notifications/read: no ids marks every notification read. */
export const markReadInputSchema = z.object({ ids: z.array(z.string().max(120)).max(100).optional() }).strict();

// ---- Answers ----

const requestFields = {
  id: z.string(),
  game_id: z.string(),
  user_id: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  contact_instagram: z.string().nullable(),
  answers: z.array(joinAnswerSchema),
  nudge_count: z.number(),
  last_nudge_at: z.string().nullable(),
  host_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  decided_at: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  /** Written for a series' regular (decision 071): the lists label it 'Regular'; absent otherwise. */
  regular: z.boolean().nullable().optional(),
};

/** What the host sees of a request (get-join-requests): no pass code; the player's show-up record. */
export const hostJoinRequestSchema = z.object({
  ...requestFields,
  show_up: showUpRecordSchema.optional(),
  /** Requests with the same group joined together (the first one's id); never the group's code. */
  group: z.string().optional(),
  /** While the player is accepted and yet to pay: until when they may (the host's 'Not paid yet'). */
  payment_due_at: z.string().nullable().optional(),
});
export type HostJoinRequest = z.infer<typeof hostJoinRequestSchema>;

/** GET /api/games/{id}/requests?cursor=: where the page starts (from the previous page). */
export const hostRequestPageQuerySchema = z.object({ cursor: z.string().max(200, 'Invalid cursor').optional() });
/** One page of a game's requests for its host; `cursor` null when this is the last. */
export const hostRequestPageSchema = z.object({
  requests: z.array(hostJoinRequestSchema),
  cursor: z.string().nullable(),
});
export type HostRequestPage = z.infer<typeof hostRequestPageSchema>;

/** The player's own request: the pass while confirmed or waitlisted, and the game (one read). */
export const playerJoinRequestSchema = z.object({
  ...requestFields,
  game_pass: z.string().nullable(),
  /** After paying: Razorpay's payment id, the amount in paise, when. */
  receipt: z
    .object({ payment_id: z.string(), amount_paise: z.number(), currency: z.string(), paid_at: z.string() })
    .nullable(),
  /** While an accepted paid request waits for payment: until when. */
  payment_due_at: z.string().nullable(),
  /**
   * After a paid request stops holding its spot (withdrawn, cancelled game, paid too late): the refund
   * until it settles, or that the policy gave none (absent in answers from before refunds were shown).
   */
  refund: z
    .object({
      state: z.enum(REFUND_STATES),
      amount_paise: z.number(),
      paid_paise: z.number(),
      settled_at: z.string().nullable(),
      rule: z.string().nullable(),
    })
    .nullable()
    .optional(),
  game: z
    .object({
      id: z.string(),
      title: z.string(),
      location: z.string(),
      game_datetime: z.string().nullable(),
      sport: z.enum(SPORTS),
      price: z.number(),
      cover_image: z.string().nullable(),
      status: z.enum(GAME_STATUSES),
      /** The venue's point, for the pass's calendar entry (absent in answers cached by older versions of the app). */
      latitude: z.number().nullable().optional(),
      longitude: z.number().nullable().optional(),
    })
    .nullable(),
});
export type PlayerJoinRequest = z.infer<typeof playerJoinRequestSchema>;

export const joinResultSchema = z.object({ joinRequestId: z.string() });
/** 409 body when a request exists: the web routes by status (pending: 'Request Already Sent'; else the player's requests). */
export const joinConflictSchema = z.object({
  message: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES).optional(),
  joinRequestId: z.string().optional(),
});
export const decisionResultSchema = z.object({
  paymentRequired: z.boolean(),
  paymentUrl: z.string().nullable(),
  status: z.enum(JOIN_REQUEST_STATUSES),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;
export const nudgeResultSchema = z.object({ success: z.boolean(), message: z.string(), nudge_count: z.number() });
export type NudgeResult = z.infer<typeof nudgeResultSchema>;

/** A check-in's answer: checked in now, or already earlier; the same fields either way. */
const checkInAnswer = <Status extends string>(status: Status) =>
  z.object({
    status: z.literal(status),
    player: z.object({ name: z.string() }),
    checked_in_at: z.string(),
    message: z.string(),
  });
export const checkInResultSchema = z.union([checkInAnswer('checked_in'), checkInAnswer('already')]);
export type CheckInResult = z.infer<typeof checkInResultSchema>;
/**
 * GET /api/games/{id}/check-ins?cursor=: the whole game's counts, and one page of its confirmed
 * players; `cursor` names the next page (null: this is the last).
 */
export const arrivalsSchema = z.object({
  arrived: z.number(),
  expected: z.number(),
  players: z.array(
    z.object({
      request_id: z.string(),
      name: z.string(),
      checked_in_at: z.string().nullable(),
      show_up: showUpRecordSchema.optional(),
    }),
  ),
  cursor: z.string().nullable(),
});
export type Arrivals = z.infer<typeof arrivalsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationsSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number() });
