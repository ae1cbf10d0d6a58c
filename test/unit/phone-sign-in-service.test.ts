import { describe, expect, it } from 'vitest';
import {
  createPhoneSignInStarter,
  PHONE_SIGN_INS_PER_CLIENT_PER_HOUR,
  PHONE_SIGN_INS_PER_NETWORK_PER_HOUR,
} from '@functions/accounts/phone-sign-in-service';
import { clientAddress, networkOf } from '@functions/platform/http/client-address';
import { RateLimitedError, ValidationError } from '@functions/platform/errors';
import type { DirectoryUser, SignInSourceLimits, UserDirectory } from '@functions/accounts/ports';
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
  // The per-caller and per-network counts, in memory, as the table keeps them.
  const counts = new Map<string, number>();
  const sourceLimits: SignInSourceLimits = {
    async spend(sources, now) {
      const over = sources.find((s) => (counts.get(`${s.kind}:${s.id}`) ?? 0) >= s.perHour);
      if (over) return { kind: over.kind, retryAt: new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000) };
      for (const s of sources) counts.set(`${s.kind}:${s.id}`, (counts.get(`${s.kind}:${s.id}`) ?? 0) + 1);
      return null;
    },
  };
  const startFrom = createPhoneSignInStarter({
    directory,
    sourceLimits,
    networkOf,
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
  const start = (phone: string, ip = '203.0.113.7') => startFrom(phone, ip);
  const timed = async (phone: string) => {
    const before = clock.now().getTime();
    const result = await start(phone);
    return { result, tookMs: clock.now().getTime() - before };
  };
  return { timed, start, created, counts };
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

describe('phone sign-ins per caller and per network', () => {
  it(`lets one address start ${PHONE_SIGN_INS_PER_CLIENT_PER_HOUR} an hour, then says when to try again, creating nothing`, async () => {
    const { start, created } = starter();
    for (let i = 0; i < PHONE_SIGN_INS_PER_CLIENT_PER_HOUR; i++) await start(`+91900000${String(i).padStart(4, '0')}`);
    const refused = await start('+919111111111').catch((e: RateLimitedError) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({
      field: 'phone',
      message: expect.stringMatching(/^Too many sign-ins from your network\. Please try again in \d+ minutes?\.$/),
    });
    expect(created).not.toContain('+919111111111');
    // Another network is not affected.
    await expect(start('+919111111111', '198.51.100.9')).resolves.toEqual({ username: '+919111111111' });
  });

  it(`counts a whole /24 together: ${PHONE_SIGN_INS_PER_NETWORK_PER_HOUR} an hour over its addresses`, async () => {
    const { start } = starter();
    for (let i = 0; i < PHONE_SIGN_INS_PER_NETWORK_PER_HOUR; i++)
      await start(`+9190000${String(i).padStart(5, '0')}`, `203.0.113.${i % 250}`);
    await expect(start('+919222222222', '203.0.113.251')).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe('the caller and their network', () => {
  const event = (sourceIp: string, viewer?: string) =>
    ({
      headers: viewer ? { 'cloudfront-viewer-address': viewer } : {},
      requestContext: { http: { sourceIp } },
    }) as never;
  it("reads CloudFront's viewer address first, the connection's otherwise", () => {
    expect(clientAddress(event('130.176.1.1', '203.0.113.7:46532'))).toBe('203.0.113.7');
    expect(clientAddress(event('130.176.1.1', '2001:db8:85a3::8a2e:370:7334:443'))).toBe(
      '2001:db8:85a3::8a2e:370:7334',
    );
    expect(clientAddress(event('203.0.113.8'))).toBe('203.0.113.8');
  });
  it('groups IPv4 by /24 and IPv6 by /48', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3::/48');
    expect(networkOf('2001:0db8:85a3:0001:0000:8a2e:0370:7334')).toBe('2001:db8:85a3::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
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
