import { describe, expect, it } from 'vitest';
import { createPhoneSignInStarter } from '@functions/accounts/phone-sign-in-service';
import { RateLimitedError, ValidationError } from '@functions/platform/errors';
import type { DirectoryUser, UserDirectory } from '@functions/accounts/ports';
import { countryNotAllowedMessage, inAllowedCountry, parseCountryCodes } from '@shared/phone';
import { fakeClock } from '../support/fakes';

// POST /api/auth/phone once took 33–36 ms for a new number and 3–5 ms for a known one, telling them apart.
// Here a fake clock stands for time: finding takes 4 ms, creating 35 ms.
function starter(options: { allowed?: string[]; refuse?: boolean } = {}) {
  const clock = fakeClock();
  const users = new Map<string, DirectoryUser>([
    ['+919876543210', { username: 'sub-known', email: null, phone: '+919876543210', name: null }],
  ]);
  const created: string[] = [];
  const directory: UserDirectory = {
    findByEmail: async () => null,
    findByPhone: async (phone) => {
      clock.advance(4);
      return users.get(phone) ?? null;
    },
    createPhoneUser: async (phone) => {
      clock.advance(35);
      created.push(phone);
      return { username: phone, email: null, phone, name: null };
    },
  };
  const start = createPhoneSignInStarter({
    directory,
    assertCanSend: async () => {
      if (options.refuse)
        throw new RateLimitedError(
          'Too many codes were sent to this number. Please try again in 55 minutes.',
          'phone',
          3300,
        );
    },
    allowedCountryCodes: options.allowed ?? ['91'],
    clock,
    sleep: async (ms) => clock.advance(ms),
    answerAfterMs: 600,
  });
  const timed = async (phone: string) => {
    const before = clock.now().getTime();
    const result = await start(phone);
    return { result, tookMs: clock.now().getTime() - before };
  };
  return { timed, start, created };
}

describe('phone sign-in start', () => {
  it('answers a known and a new number alike, after the same time', async () => {
    const { timed, created } = starter();
    const known = await timed('+919876543210');
    const fresh = await timed('+919000000001');
    expect(known.result).toEqual({ username: '+919876543210' });
    expect(fresh.result).toEqual({ username: '+919000000001' });
    expect(created).toEqual(['+919000000001']);
    expect(known.tookMs).toBe(600);
    expect(fresh.tookMs).toBe(known.tookMs);
  });

  it('refuses a number outside the allowed countries before any account exists', async () => {
    const { start, created } = starter();
    for (const phone of ['+882123456789', '+881234567890', '+5351234567', '+19005550100']) {
      const error = await start(phone).catch((e: ValidationError) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        field: 'phone',
        message: 'Sign-in by SMS is only available for numbers starting with +91.',
      });
    }
    expect(created).toEqual([]);
  });

  it('accepts the countries a deployment adds', async () => {
    const { start } = starter({ allowed: ['91', '65'] });
    await expect(start('+6591234567')).resolves.toEqual({ username: '+6591234567' });
  });

  it('creates nothing while the SMS budget is spent', async () => {
    const { start, created } = starter({ refuse: true });
    await expect(start('+919000000002')).rejects.toMatchObject({ retryAfterSeconds: 3300 });
    expect(created).toEqual([]);
  });
});

describe('allowed country codes', () => {
  it('reads a comma list with or without plus signs', () => {
    expect(parseCountryCodes('91')).toEqual(['91']);
    expect(parseCountryCodes(' +91, 65 ,91')).toEqual(['91', '65']);
    expect(parseCountryCodes('91,abc')).toBeNull();
    expect(parseCountryCodes('')).toBeNull();
    expect(parseCountryCodes('0')).toBeNull();
  });
  it('matches by prefix, and names the allowed codes', () => {
    expect(inAllowedCountry('+919876543210', ['91'])).toBe(true);
    expect(inAllowedCountry('+19005550100', ['91'])).toBe(false);
    expect(countryNotAllowedMessage(['91', '65'])).toBe(
      'Sign-in by SMS is only available for numbers starting with +91, +65.',
    );
  });
});
