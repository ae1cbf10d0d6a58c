import { LIMITS } from '../../shared/constants';
import { RateLimitedError } from './errors';
import { newSixDigitCode, sameSecret, sha256 } from './auth-tokens';
import type { Clock, OneTimeSecretStore, SmsSender } from './ports';

// SMS codes for phone sign-in (spec §2, design §5): 6 digits, a resend only after 60 s, valid
// as long as the sign-in session (3 minutes), used once. Attempts are counted by the Define
// trigger from the session; this service only issues and checks codes.
export const SMS_CODE_TTL_MS = 3 * 60 * 1000;
const PURPOSE = 'sms-otp';

// The hash binds the code to the user, so one user's code is useless for another.
const hashOf = (username: string, code: string) => sha256(`${username}:${code}`);

/** Create trigger: texts a new code, at most once per 60 s per number. */
export function createSmsCodeIssuer(deps: { secrets: OneTimeSecretStore; sms: SmsSender; clock: Clock }) {
  const { secrets, sms, clock } = deps;
  return async function issue(username: string, phone: string): Promise<void> {
    const now = clock.now();
    const claimed = await secrets.claimSendSlot(`${PURPOSE}-send`, phone, now, LIMITS.phoneResendSeconds * 1000);
    if (!claimed) throw new RateLimitedError(`Please wait ${LIMITS.phoneResendSeconds} seconds before asking for another code.`);
    const code = newSixDigitCode();
    await secrets.put(PURPOSE, username, hashOf(username, code), new Date(now.getTime() + SMS_CODE_TTL_MS));
    await sms.send(phone, `${code} is your Yaktiv sign-in code. It expires in 3 minutes. Don't share it with anyone.`);
  };
}

/** Verify trigger: true once for the current, unexpired code. */
export function createSmsCodeVerifier(deps: { secrets: OneTimeSecretStore; clock: Clock }) {
  const { secrets, clock } = deps;
  return async function verify(username: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const current = await secrets.get(PURPOSE, username);
    if (!current || current.expiresAt.getTime() <= clock.now().getTime()) return false;
    if (!sameSecret(current.secretHash, hashOf(username, code))) return false;
    return secrets.consume(PURPOSE, username, current.secretHash);
  };
}
