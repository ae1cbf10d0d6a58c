import { REQUEST_SMS_ANSWER, SIGN_IN_METHODS } from '../../shared/schemas/auth';

// The custom-auth state machine behind magic links and SMS codes (design §5), as pure functions
// of the Cognito session so each trigger stays a thin adapter.
//
// Round 1: Create asks for auth parameters. The browser answers with the magic-link token
//   (clientMetadata.signInMethod = MAGIC_LINK), or with REQUEST_SMS_ANSWER (SMS_OTP).
// Round 2+ (SMS): Create sends one code; each wrong answer gets another round with the same
//   code, until 3 wrong answers end the attempt.
export const CHALLENGE = { provideAuthParameters: 'PROVIDE_AUTH_PARAMETERS', smsOtp: 'SMS_OTP' } as const;
export const MAX_SMS_ATTEMPTS = 3;
const MAX_ROUNDS = 1 + MAX_SMS_ATTEMPTS;

export interface SessionEntry {
  challengeName: string;
  challengeResult: boolean;
  challengeMetadata?: string;
}

export type DefineDecision = { kind: 'issueTokens' } | { kind: 'fail' } | { kind: 'challenge' };

export function defineNext(session: SessionEntry[], clientMetadata: Record<string, string> | undefined, userNotFound: boolean): DefineDecision {
  if (userNotFound) return { kind: 'fail' };
  if (session.length === 0) return { kind: 'challenge' };
  const last = session[session.length - 1]!;
  if (last.challengeName !== 'CUSTOM_CHALLENGE' || session.length > MAX_ROUNDS) return { kind: 'fail' };
  if (last.challengeResult) return { kind: 'issueTokens' };
  if (last.challengeMetadata === CHALLENGE.provideAuthParameters) {
    return clientMetadata?.signInMethod === SIGN_IN_METHODS.smsOtp ? { kind: 'challenge' } : { kind: 'fail' };
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

export type AnswerKind = 'magicLink' | 'smsCode' | 'smsRequest' | 'unknown';

export function classifyAnswer(answer: string, clientMetadata: Record<string, string> | undefined): AnswerKind {
  const method = clientMetadata?.signInMethod;
  if (method === SIGN_IN_METHODS.magicLink) return 'magicLink';
  if (method === SIGN_IN_METHODS.smsOtp) return answer === REQUEST_SMS_ANSWER ? 'smsRequest' : 'smsCode';
  return 'unknown';
}
