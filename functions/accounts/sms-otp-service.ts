import { BRAND, LIMITS } from '@shared/constants';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shared/languages';
import enSmsCodes from '@shared/i18n/en/smsCodes.json';
import hiSmsCodes from '@shared/i18n/hi/smsCodes.json';
import { serverTexts } from '../platform/texts/server-texts';
import { RateLimitedError } from '../platform/errors';
import { newSixDigitCode, sha256 } from './auth-tokens';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../platform/clock';
import type { SmsBudgetLimits, SmsCodeStore, SmsRefusal } from './ports';
import type { SmsSender } from '../platform/messaging-ports';
import type { BusinessMetrics } from '../platform/observability/metrics-port';

// SMS codes for phone sign-in: 6 digits, valid as long as the
// sign-in session (3 minutes), used once, at most 3 answers over all sessions, a new code only
// after 60 s and at most 5 per number per hour, within the app's hourly SMS budget. The table
// enforces every limit (SmsCodeStore); this service makes codes and words the refusals.
export const SMS_CODE_TTL_MS = 3 * 60 * 1000;

// The hash binds the code to the user, so one user's code is useless for another.
const hashOf = (username: string, code: string) => sha256(`${username}:${code}`);

export const smsLimits = (appPerHour: number): SmsBudgetLimits => ({
  minGapMs: LIMITS.phoneResendSeconds * 1000,
  perNumberPerHour: LIMITS.smsCodesPerNumberPerHour,
  appPerHour,
});

export const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
export const minutesText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** The refusal as the person reads it, with when to try again. */
export function smsRefusalError(refusal: SmsRefusal, now: Date): RateLimitedError {
  const seconds = secondsUntil(refusal.retryAt, now);
  const message =
    refusal.reason === 'too-soon'
      ? `Please wait ${LIMITS.phoneResendSeconds} seconds before asking for another code.`
      : refusal.reason === 'number-budget'
        ? `Too many codes were sent to this number. Please try again in ${minutesText(seconds)}.`
        : `We are sending too many codes right now. Please try again in ${minutesText(seconds)}.`;
  return new RateLimitedError(message, 'phone', seconds);
}

// The code's text in each language. In India each must match its DLT-registered template word for word.
const smsTextsIn = serverTexts({ smsCodes: { en: enSmsCodes, hi: hiSmsCodes } });

/**
 * The senders of the code's text, one per language whose template is registered. English always
 * is; a language without its own sender gets the English text, so nothing unregistered is sent.
 */
export type SmsSenders = { [DEFAULT_LANGUAGE]: SmsSender } & Partial<Record<LanguageCode, SmsSender>>;

export interface SmsCodeIssuer {
  /** Texts a new code to the number, within the limits, in `language` when its text is registered. */
  send(username: string, phone: string, language?: LanguageCode): Promise<void>;
  /**
   * The same work and per-number limits for a challenge that must never succeed (unknown number,
   * account without a phone): a code hash no answer can match is stored, nothing is texted, and
   * the app's SMS budget is not spent.
   */
  decoy(username: string, phone: string): Promise<void>;
}

export function createSmsCodeIssuer(deps: {
  codes: SmsCodeStore;
  sms: SmsSenders;
  clock: Clock;
  appHourlyBudget: number;
  /** SmsCodesSent per code texted, SmsBudgetRefusals per code the app's budget stopped (the alarm's inputs). */
  metrics?: BusinessMetrics;
}): SmsCodeIssuer {
  const { codes, sms, clock } = deps;
  const limits = smsLimits(deps.appHourlyBudget);
  const store = async (username: string, phone: string, codeHash: string, texted: boolean) => {
    const now = clock.now();
    const refusal = await codes.issue({
      phone,
      username,
      codeHash,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      now,
      limits,
      texted,
    });
    if (refusal?.reason === 'app-budget') deps.metrics?.count('SmsBudgetRefusals');
    if (refusal) throw smsRefusalError(refusal, now);
  };
  return {
    async send(username, phone, wanted = DEFAULT_LANGUAGE) {
      const code = newSixDigitCode();
      await store(username, phone, hashOf(username, code), true);
      const language = sms[wanted] ? wanted : DEFAULT_LANGUAGE;
      await sms[language]!.send(phone, smsTextsIn(language)('smsCodes.code', { code, brand: BRAND.name }));
      deps.metrics?.count('SmsCodesSent');
    },
    // The number's own limits apply as for a real code (the answers look alike); the app's SMS
    // budget does not: a decoy texts nothing, and a flood of them must not stop real sign-ins.
    async decoy(username, phone) {
      await store(username, phone, `never:${randomBytes(32).toString('hex')}`, false);
    },
  };
}

/** Verify trigger: true once for the current, unexpired, unburnt code. Every answer counts. */
export function createSmsCodeVerifier(deps: { codes: SmsCodeStore; clock: Clock }) {
  const { codes, clock } = deps;
  return async function verify(username: string, code: string): Promise<boolean> {
    return (await codes.attempt(username, hashOf(username, code), clock.now(), LIMITS.smsCodeAttempts)) === 'correct';
  };
}

/** POST /api/auth/phone: a clear 429 before sign-in starts when no code could be sent now. */
export function createSmsBudgetCheck(deps: { codes: SmsCodeStore; clock: Clock; appHourlyBudget: number }) {
  const limits = smsLimits(deps.appHourlyBudget);
  return async function assertCanSend(phone: string): Promise<void> {
    const now = deps.clock.now();
    const refusal = await deps.codes.refusal(phone, now, limits);
    // The 60 s gap is the code step's own countdown; only a spent budget stops the phone step.
    if (refusal && refusal.reason !== 'too-soon') throw smsRefusalError(refusal, now);
  };
}
