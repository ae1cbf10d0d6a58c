import type { SmsCodeStore } from '@functions/accounts/ports';

// In memory, the same rules the DynamoDB store enforces with conditions (functions/accounts/adapters/sms-code-store.ts).
const HOUR_MS = 60 * 60 * 1000;

export function fakeSmsCodes() {
  const sends = new Map<string, number[]>();
  const appHours = new Map<number, number>();
  const codes = new Map<string, { secretHash: string; expiresAt: number; attempts: number }>();
  const numberRefusal = (phone: string, now: number, limits: { minGapMs: number; perNumberPerHour: number }) => {
    const recent = (sends.get(phone) ?? []).filter((at) => at > now - HOUR_MS);
    const last = recent.at(-1);
    if (last !== undefined && last > now - limits.minGapMs)
      return { reason: 'too-soon' as const, retryAt: new Date(last + limits.minGapMs) };
    if (recent.length >= limits.perNumberPerHour)
      return {
        reason: 'number-budget' as const,
        retryAt: new Date(recent[recent.length - limits.perNumberPerHour]! + HOUR_MS),
      };
    return null;
  };
  const store: SmsCodeStore = {
    async refusal(phone, now, limits) {
      const hour = Math.floor(now.getTime() / HOUR_MS);
      return (
        numberRefusal(phone, now.getTime(), limits) ??
        ((appHours.get(hour) ?? 0) >= limits.appPerHour
          ? { reason: 'app-budget', retryAt: new Date((hour + 1) * HOUR_MS) }
          : null)
      );
    },
    async issue({ phone, username, codeHash, expiresAt, now, limits, texted }) {
      const hour = Math.floor(now.getTime() / HOUR_MS);
      // A decoy texts nothing: only the number's limits apply to it.
      const refusal = texted ? await store.refusal(phone, now, limits) : numberRefusal(phone, now.getTime(), limits);
      if (refusal) return refusal;
      if (texted) appHours.set(hour, (appHours.get(hour) ?? 0) + 1);
      sends.set(phone, [...(sends.get(phone) ?? []), now.getTime()]);
      codes.set(username, { secretHash: codeHash, expiresAt: expiresAt.getTime(), attempts: 0 });
      return null;
    },
    async attempt(username, answerHash, now, maxAttempts) {
      const code = codes.get(username);
      if (!code || code.expiresAt <= now.getTime() || code.attempts >= maxAttempts) return 'none';
      code.attempts += 1;
      if (code.secretHash === answerHash) {
        codes.delete(username);
        return 'correct';
      }
      if (code.attempts >= maxAttempts) codes.delete(username);
      return 'wrong';
    },
  };
  return { store, codes, appHours };
}
