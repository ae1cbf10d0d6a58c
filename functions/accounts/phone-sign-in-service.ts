import { countryNotAllowedMessage, inAllowedCountry } from '@shared/phone';
import { RateLimitedError, ValidationError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { SignInSourceLimits, UserDirectory } from './ports';
import { minutesText, secondsUntil } from './sms-otp-service';

// POST /api/auth/phone: only allowed countries, a limited number an hour per caller address and per
// network (so no one source can create accounts to text, or spend the app's SMS budget), only
// while the SMS budget lasts, and
// the same answer in the same time for a new and a known number. Creating a pool user takes
// longer than finding one, so every answer waits until the same moment after the request began.
/**
 * Phone sign-ins one address, and one /24 (or /48) network, may start in a clock hour. Generous:
 * Indian mobile carriers put many people behind one address (carrier-grade NAT).
 */
export const PHONE_SIGN_INS_PER_CLIENT_PER_HOUR = 60;
export const PHONE_SIGN_INS_PER_NETWORK_PER_HOUR = 300;

export interface PhoneSignInDeps {
  directory: UserDirectory;
  sourceLimits: SignInSourceLimits;
  /** The caller's network (e.g. its /24), for the per-network limit. */
  networkOf: (ip: string) => string;
  /** Throws RateLimitedError (with its retry time) when no code could be sent to this number now. */
  assertCanSend: (phone: string) => Promise<void>;
  allowedCountryCodes: readonly string[];
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  /** Longer than creating a user takes, so the fast path never shows. */
  answerAfterMs: number;
  /** Told when the slow path took longer than answerAfterMs (then timing could tell numbers apart). */
  onOverrun?: (elapsedMs: number) => void;
}

export function createPhoneSignInStarter(deps: PhoneSignInDeps) {
  const { directory, clock } = deps;
  return async function start(phone: string, callerIp: string): Promise<{ username: string }> {
    if (!inAllowedCountry(phone, deps.allowedCountryCodes))
      throw new ValidationError(countryNotAllowedMessage(deps.allowedCountryCodes), 'phone');
    const now = clock.now();
    const spent = await deps.sourceLimits.spend(
      [
        { kind: 'client', id: callerIp, perHour: PHONE_SIGN_INS_PER_CLIENT_PER_HOUR },
        { kind: 'network', id: deps.networkOf(callerIp), perHour: PHONE_SIGN_INS_PER_NETWORK_PER_HOUR },
      ],
      now,
    );
    if (spent) {
      const seconds = secondsUntil(spent.retryAt, now);
      throw new RateLimitedError(
        `Too many sign-ins from your network. Please try again in ${minutesText(seconds)}.`,
        'phone',
        seconds,
      );
    }
    await deps.assertCanSend(phone);
    const started = clock.now().getTime();
    try {
      if (!(await directory.findByPhone(phone))) await directory.createPhoneUser(phone);
    } finally {
      const elapsed = clock.now().getTime() - started;
      if (elapsed < deps.answerAfterMs) await deps.sleep(deps.answerAfterMs - elapsed);
      else deps.onOverrun?.(elapsed);
    }
    return { username: phone };
  };
}
