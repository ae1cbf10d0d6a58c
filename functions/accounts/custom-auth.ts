import { REQUEST_SMS_ANSWER, SIGN_IN_METHODS } from '@shared/schemas/auth';
import { maskPhone } from '@shared/phone';

// The custom-auth state machine behind magic links and SMS codes, as pure functions
// of the Cognito session so each trigger stays a thin adapter.
//
// Round 1: Create asks for auth parameters. The browser answers with the magic-link token, or
//   with REQUEST_SMS_ANSWER and clientMetadata.signInMethod = SMS_OTP to ask for a code.
// Round 2+ (SMS): Create sends one code; each wrong answer gets another round with the same
//   code, until 3 wrong answers end the attempt (and burn the code for every session).
//
// What an answer is checked against comes only from what Create issued in this session (its
// private challenge parameters). The client's metadata only says which method it wants next;
// it never makes a first-round answer count as an SMS code (that allowed unlimited code guessing).
export const CHALLENGE = { provideAuthParameters: 'PROVIDE_AUTH_PARAMETERS', smsOtp: 'SMS_OTP' } as const;
export type ChallengeKind = (typeof CHALLENGE)[keyof typeof CHALLENGE];
export const MAX_SMS_ATTEMPTS = 3;
const MAX_ROUNDS = 1 + MAX_SMS_ATTEMPTS;

export interface SessionEntry {
  challengeName: string;
  challengeResult: boolean;
  challengeMetadata?: string;
}

export type DefineDecision = { kind: 'issueTokens' } | { kind: 'fail' } | { kind: 'challenge' };

/**
 * Unknown users go through the same rounds as known ones (Cognito calls the triggers for them
 * when PreventUserExistenceErrors is on); their challenges can never be answered (so nothing
 * tells an unknown account from a known one), and Cognito never issues tokens for a user that doesn't exist.
 */
export function defineNext(
  session: SessionEntry[],
  clientMetadata: Record<string, string> | undefined,
): DefineDecision {
  if (session.length === 0) return { kind: 'challenge' };
  const last = session[session.length - 1]!;
  if (last.challengeName !== 'CUSTOM_CHALLENGE' || session.length > MAX_ROUNDS) return { kind: 'fail' };
  if (last.challengeResult) return { kind: 'issueTokens' };
  if (last.challengeMetadata === CHALLENGE.provideAuthParameters) {
    return clientMetadata?.signInMethod === SIGN_IN_METHODS.smsOtp && session.length === 1
      ? { kind: 'challenge' }
      : { kind: 'fail' };
  }
  if (last.challengeMetadata === CHALLENGE.smsOtp) {
    const wrong = session.filter((s) => s.challengeMetadata === CHALLENGE.smsOtp && !s.challengeResult).length;
    return wrong >= MAX_SMS_ATTEMPTS ? { kind: 'fail' } : { kind: 'challenge' };
  }
  return { kind: 'fail' };
}

export type CreatePlan =
  | { kind: 'provideAuthParameters' }
  | { kind: 'smsOtp'; sendCode: boolean; attemptsLeft: number };

export function planChallenge(session: SessionEntry[]): CreatePlan {
  if (session.length === 0) return { kind: 'provideAuthParameters' };
  const smsRounds = session.filter((s) => s.challengeMetadata === CHALLENGE.smsOtp).length;
  return { kind: 'smsOtp', sendCode: smsRounds === 0, attemptsLeft: MAX_SMS_ATTEMPTS - smsRounds };
}

/** What Create records privately for Verify: the kind of challenge it issued. */
export const privateParametersFor = (kind: ChallengeKind) => ({ kind });

export type AnswerKind = 'magicLink' | 'smsCode' | 'smsRequest' | 'unknown';

/** What an answer is, judged by the challenge this session's Create issued, never by the client. */
export function classifyAnswer(
  answer: string,
  privateChallengeParameters: Record<string, string> | undefined,
): AnswerKind {
  const issued = privateChallengeParameters?.kind;
  if (issued === CHALLENGE.provideAuthParameters) return answer === REQUEST_SMS_ANSWER ? 'smsRequest' : 'magicLink';
  if (issued === CHALLENGE.smsOtp) return 'smsCode';
  return 'unknown';
}

export interface SmsTarget {
  /** The verified number a real code goes to; null for a decoy challenge that can never succeed. */
  phone: string | null;
  /** Whose send limits the challenge spends: the number, or the account when there is none. */
  limitSubject: string;
  /** The masked number shown to the person, shaped the same for every answer. */
  destination: string;
}

const E164 = /^\+\d{8,15}$/;
const NO_NUMBER = '+910000000000';

/**
 * Where an SMS challenge goes. Only a verified number gets a code; an unknown number or an
 * account without one gets a decoy challenge of the same shape (no "This account has no
 * phone number", no fast path that tells accounts apart).
 */
export function smsTarget(
  userName: string,
  attributes: Record<string, string | undefined>,
  userNotFound: boolean,
): SmsTarget {
  const verified =
    !userNotFound && attributes.phone_number_verified === 'true' && attributes.phone_number
      ? attributes.phone_number
      : null;
  const typed = E164.test(userName) ? userName : null;
  // One stand-in for every name that isn't a number: Cognito passes an unknown name as typed and
  // a known one as its internal username, so anything derived from the name would tell them apart.
  const shown = verified ?? typed ?? NO_NUMBER;
  return { phone: verified, limitSubject: verified ?? typed ?? `account:${userName}`, destination: maskPhone(shown) };
}
