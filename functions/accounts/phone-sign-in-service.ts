import { countryNotAllowedMessage, inAllowedCountry } from '@shared/phone';
import { ValidationError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { UserDirectory } from './ports';

// POST /api/auth/phone: only allowed countries, only while the SMS budget lasts, and
// the same answer in the same time for a new and a known number. Creating a pool user takes
// longer than finding one, so every answer waits until the same moment after the request began.
export interface PhoneSignInDeps {
  directory: UserDirectory;
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
  return async function start(phone: string): Promise<{ username: string }> {
    if (!inAllowedCountry(phone, deps.allowedCountryCodes))
      throw new ValidationError(countryNotAllowedMessage(deps.allowedCountryCodes), 'phone');
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
