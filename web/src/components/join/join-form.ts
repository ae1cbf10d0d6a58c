import type { JoinRequestStatus } from '@shared/rules/join-rules';
import type { GameQuestion } from '@shared/schemas/game';
import type { FieldError, JoinInput } from '@shared/schemas/join';
import type { Profile } from '@shared/schemas/profile';
import { ApiRequestError } from '@web/lib/api-request-error';
import { JOIN_MESSAGES } from '@shared/texts/join';
import { localMessage } from '@web/lib/i18n/local-message';
import { t } from '../games/texts';

// The join dialog's pure parts (its fields, validation and failures): what the
// form starts with, what it sends, where each error shows, and what a refusal means.

export interface ContactState {
  name: string;
  email: string;
  phone: string;
  instagram: string;
}
export type AnswerState = Record<string, string | string[]>;

/** Contact information prefilled from the profile, then from the signed-in account. */
export function initialContact(
  profile: Pick<Profile, 'name' | 'email' | 'phone' | 'instagram_handle'> | null,
  user: { email: string | null; name: string | null; phone: string | null } | null,
): ContactState {
  return {
    name: profile?.name || user?.name || '',
    email: profile?.email || user?.email || '',
    phone: profile?.phone || user?.phone || '',
    instagram: profile?.instagram_handle || '',
  };
}

/** Checkbox questions hold a list of picked options; the others a string. */
export const initialAnswers = (questions: GameQuestion[]): AnswerState =>
  Object.fromEntries(questions.map((q) => [q.id, q.question_type === 'checkbox' ? [] : '']));

/** Ticks or unticks one option of a checkbox question, keeping the options' order. */
export function toggleOption(question: GameQuestion, picked: string[], option: string, on: boolean): string[] {
  const next = new Set(picked);
  if (on) next.add(option);
  else next.delete(option);
  return question.options.filter((o) => next.has(o));
}

const isBlank = (value: string | string[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** The join payload: blank answers are left out; optional contact fields as null. */
export function joinPayload(gameId: string, contact: ContactState, answers: AnswerState): JoinInput {
  return {
    gameId,
    contactInfo: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone.trim() || null,
      instagram: contact.instagram.trim() || null,
    },
    answers: Object.fromEntries(
      Object.entries(answers)
        .filter(([, value]) => !isBlank(value))
        .map(([id, value]) => [id, Array.isArray(value) ? value : value.trim()]),
    ),
  };
}

/** Field errors by form field: 'contactInfo.email' → 'email', 'answers.<id>' → '<id>' (the question). */
export function errorsByField(errors: FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of errors) {
    const key = field.startsWith('contactInfo.')
      ? field.slice('contactInfo.'.length)
      : field.startsWith('answers.')
        ? field.slice('answers.'.length)
        : field;
    out[key] ??= message;
  }
  return out;
}

export type JoinFailure =
  | { kind: 'signed-out' }
  | { kind: 'already-sent' }
  | { kind: 'already-joined' }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'error'; message: string };

/** Join failures: an existing pending request, any other existing request, or an error. */
export function joinFailure(error: unknown): JoinFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'error', message: JOIN_MESSAGES.joinFailed };
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status === 409 && error.serverMessage === JOIN_MESSAGES.requestAlreadySent) return { kind: 'already-sent' };
  if (error.status === 409 && error.serverMessage === JOIN_MESSAGES.alreadyJoined) return { kind: 'already-joined' };
  if (error.status === 400 && error.field) return { kind: 'invalid', field: error.field, message: error.message };
  return { kind: 'error', message: error.message || JOIN_MESSAGES.joinFailed };
}

export type JoinButtonState =
  | { kind: 'loading'; label: string }
  | { kind: 'join'; label: string }
  | { kind: 'pending'; label: string; note: RequestNote }
  | { kind: 'requests'; label: string; note: RequestNote }
  | { kind: 'offer'; label: string; note: RequestNote }
  | { kind: 'full'; label: string }
  | { kind: 'closed'; label: string };

/** What the request stands at, beside 'Joined!', and where the player goes next (if anywhere). */
export interface RequestNote {
  text: string;
  action?: 'view-pass' | 'pay';
}

// Keys written out in full, so a production build writes their English in place.
const REQUEST_NOTES: Record<Exclude<JoinRequestStatus, 'withdrawn'>, () => RequestNote> = {
  pending: () => ({ text: t('game.joinButton.note.pending') }),
  accepted: () => ({ text: t('game.joinButton.note.accepted'), action: 'pay' }),
  confirmed: () => ({ text: t('game.joinButton.note.confirmed'), action: 'view-pass' }),
  waitlist: () => ({ text: t('game.joinButton.note.waitlist') }),
  rejected: () => ({ text: t('game.joinButton.note.rejected') }),
};

/**
 * The join button by the player's request: not known yet → a Join that waits (a tap now could
 * ask twice); none or withdrawn → Join; pending → 'Joined!' that says 'Request Pending'; a free
 * game's spot held for the player → 'Take the spot', which takes it; any
 * other request → 'Joined!' that opens My Game Requests. 'Joined!' always comes with where the
 * request stands. A full or closed game takes no new request.
 */
export function joinButtonState(input: {
  requestStatus: JoinRequestStatus | null;
  /** false while a signed-in player's request is still loading. */
  known: boolean;
  /** A free game's spot is held for the player (decision 060): one tap takes it. */
  freeOffer?: boolean;
  full: boolean;
  open: boolean;
  joinLabel: string;
}): JoinButtonState {
  const { requestStatus } = input;
  if (!input.known) return { kind: 'loading', label: input.joinLabel };
  if (requestStatus === 'pending')
    return { kind: 'pending', label: localMessage(JOIN_MESSAGES.joined), note: REQUEST_NOTES.pending() };
  if (requestStatus === 'accepted' && input.freeOffer)
    return {
      kind: 'offer',
      label: t('game.joinButton.takeSpot'),
      note: { text: t('game.joinButton.spotOpened') },
    };
  if (requestStatus && requestStatus !== 'withdrawn')
    return { kind: 'requests', label: localMessage(JOIN_MESSAGES.joined), note: REQUEST_NOTES[requestStatus]() };
  if (!input.open) return { kind: 'closed', label: t('game.joinButton.unavailable') };
  if (input.full) return { kind: 'full', label: t('game.join.full') };
  return { kind: 'join', label: input.joinLabel };
}

/** 'Title: description' texts of the spec become a toast's title and description. */
export function splitToast(text: string): { title: string; description?: string } {
  const at = text.indexOf(': ');
  return at < 0 ? { title: text } : { title: text.slice(0, at), description: text.slice(at + 2) };
}

/** The game page's query parameter that opens the join dialog: the player tapped Join signed out. */
export const JOIN_INTENT = 'join';

/**
 * Where a signed-out player goes to sign in (or sign up, linked from there), coming back to the
 * game with the join dialog open, so the tap on Join is not lost.
 */
export const signInPath = (gameId: string) => `/auth?next=${encodeURIComponent(`/game/${gameId}?${JOIN_INTENT}=1`)}`;
