import { describe, expect, it } from 'vitest';
import {
  createSmsBudgetCheck,
  createSmsCodeIssuer,
  createSmsCodeVerifier,
  SMS_CODE_TTL_MS,
} from '@functions/accounts/sms-otp-service';
import {
  classifyAnswer,
  defineNext,
  planChallenge,
  smsTarget,
  type SessionEntry,
} from '@functions/accounts/custom-auth';
import { RateLimitedError } from '@functions/platform/errors';
import { fakeClock, fakeSms } from '../support/fakes';
import { fakeSmsCodes } from '../support/sms-fakes';

function otp(appHourlyBudget = 500) {
  const clock = fakeClock();
  const { sms, sent } = fakeSms();
  const codes = fakeSmsCodes();
  const counted: string[] = [];
  const metrics = { count: (metric: string) => void counted.push(metric) };
  const issuer = createSmsCodeIssuer({ codes: codes.store, sms: { en: sms }, clock, appHourlyBudget, metrics });
  const service = {
    issue: issuer.send,
    decoy: issuer.decoy,
    verify: createSmsCodeVerifier({ codes: codes.store, clock }),
    budget: createSmsBudgetCheck({ codes: codes.store, clock, appHourlyBudget }),
  };
  const codeOf = (i: number) => /(\d{6})/.exec(sent[i]!.message)![1]!;
  return { clock, sent, service, codeOf, codes, counted };
}
const wrongFor = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe("SMS codes in the reader's language", () => {
  const issuerWith = (senders: 'en' | 'en+hi') => {
    const english = fakeSms();
    const hindi = fakeSms();
    const issuer = createSmsCodeIssuer({
      codes: fakeSmsCodes().store,
      sms: senders === 'en' ? { en: english.sms } : { en: english.sms, hi: hindi.sms },
      clock: fakeClock(),
      appHourlyBudget: 500,
    });
    return { issuer, english: english.sent, hindi: hindi.sent };
  };

  it("texts Hindi through the Hindi template's sender once it is registered; English as before otherwise", async () => {
    const { issuer, english, hindi } = issuerWith('en+hi');
    await issuer.send('sub-1', '+919876543210', 'hi');
    await issuer.send('sub-2', '+919876543211', 'en');
    expect(hindi.map((m) => m.message)).toEqual([
      expect.stringMatching(/^\d{6} आपका Yaktiv साइन-इन कोड है। 3 मिनट तक चलेगा। किसी को न बताएँ।$/),
    ]);
    // One SMS: a Hindi (Unicode) text fits 70 characters.
    expect(hindi[0]!.message.length).toBeLessThanOrEqual(70);
    expect(english.map((m) => m.message)).toEqual([
      expect.stringMatching(
        /^\d{6} is your Yaktiv sign-in code\. It expires in 3 minutes\. Don't share it with anyone\.$/,
      ),
    ]);
  });

  it('sends the English text, registered, to a Hindi reader while the Hindi template is not', async () => {
    const { issuer, english, hindi } = issuerWith('en');
    await issuer.send('sub-1', '+919876543210', 'hi');
    expect(hindi).toEqual([]);
    expect(english[0]!.message).toMatch(/ is your Yaktiv sign-in code\./);
  });
});

describe('SMS codes', () => {
  it('texts a 6-digit code that works once', async () => {
    const { service, sent, codeOf } = otp();
    await service.issue('sub-1', '+919876543210');
    expect(sent[0]!.phone).toBe('+919876543210');
    expect(codeOf(0)).toMatch(/^\d{6}$/);
    expect(await service.verify('sub-1', codeOf(0))).toBe(true);
    expect(await service.verify('sub-1', codeOf(0))).toBe(false);
  });

  it('refuses a wrong code without using up the right one', async () => {
    const { service, codeOf } = otp();
    await service.issue('sub-1', '+919876543210');
    expect(await service.verify('sub-1', wrongFor(codeOf(0)))).toBe(false);
    expect(await service.verify('sub-1', codeOf(0))).toBe(true);
  });

  // The count lives with the code, not in a session a guesser can throw away.
  it('burns the code after 3 wrong answers, however many sessions they come from', async () => {
    const { service, codeOf } = otp();
    await service.issue('sub-1', '+919876543210');
    for (let i = 0; i < 3; i++) expect(await service.verify('sub-1', wrongFor(codeOf(0), i))).toBe(false);
    expect(await service.verify('sub-1', codeOf(0))).toBe(false);
  });

  it('binds the code to its user', async () => {
    const { service, codeOf } = otp();
    await service.issue('sub-1', '+919876543210');
    expect(await service.verify('sub-2', codeOf(0))).toBe(false);
  });

  it('expires with the sign-in session', async () => {
    const { service, clock, codeOf } = otp();
    await service.issue('sub-1', '+919876543210');
    clock.advance(SMS_CODE_TTL_MS);
    expect(await service.verify('sub-1', codeOf(0))).toBe(false);
  });

  it('allows a resend only after 60 s', async () => {
    const { service, clock } = otp();
    await service.issue('sub-1', '+919876543210');
    clock.advance(59_999);
    await expect(service.issue('sub-1', '+919876543210')).rejects.toBeInstanceOf(RateLimitedError);
    clock.advance(1);
    await expect(service.issue('sub-1', '+919876543210')).resolves.toBeUndefined();
  });

  it('sends at most 5 codes per number per hour, and says when to try again', async () => {
    const { service, clock, sent } = otp();
    for (let i = 0; i < 5; i++) {
      await service.issue('sub-1', '+919876543210');
      clock.advance(60_000);
    }
    const refused = await service.issue('sub-1', '+919876543210').catch((e: RateLimitedError) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).message).toBe(
      'Too many codes were sent to this number. Please try again in 55 minutes.',
    );
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(55 * 60);
    await expect(service.budget('+919876543210')).rejects.toMatchObject({ retryAfterSeconds: 55 * 60 });
    await expect(service.budget('+919876500000')).resolves.toBeUndefined();
    expect(sent).toHaveLength(5);
    clock.advance(55 * 60_000);
    await expect(service.issue('sub-1', '+919876543210')).resolves.toBeUndefined();
  });

  it("stops every number once the app's hourly budget is spent", async () => {
    const { service, sent } = otp(2);
    await service.issue('a', '+919800000001');
    await service.issue('b', '+919800000002');
    const refused = await service.issue('c', '+919800000003').catch((e: RateLimitedError) => e);
    expect(refused).toMatchObject({
      message: expect.stringMatching(/^We are sending too many codes right now\. Please try again in \d+ minutes?\.$/),
    });
    await expect(service.budget('+919800000004')).rejects.toBeInstanceOf(RateLimitedError);
    expect(sent).toHaveLength(2);
  });

  it('counts each code texted and each one the budget stopped, for the SMS budget alarm', async () => {
    const { service, counted } = otp(1);
    await service.issue('a', '+919800000001');
    await service.issue('b', '+919800000002').catch(() => undefined);
    await service.decoy('ghost', '+919800000003');
    expect(counted).toEqual(['SmsCodesSent', 'SmsBudgetRefusals']);
  });

  it("a decoy spends the number's limits, texts nothing, and no answer matches it", async () => {
    const { service, sent, codes } = otp();
    await service.decoy('ghost', '+919811111111');
    expect(sent).toHaveLength(0);
    await expect(service.decoy('ghost', '+919811111111')).rejects.toBeInstanceOf(RateLimitedError);
    const stored = codes.codes.get('ghost')!.secretHash;
    expect(stored).toMatch(/^never:[0-9a-f]{64}$/);
    expect(await service.verify('ghost', '000000')).toBe(false);
  });

  it("decoys never spend the app's SMS budget: after a flood of them a real number still gets its code", async () => {
    const { service, sent, codes } = otp(2);
    for (let i = 0; i < 50; i++) await service.decoy(`ghost-${i}`, `+9198222${String(i).padStart(5, '0')}`);
    expect([...codes.appHours.values()]).toEqual([]);
    await service.issue('real', '+919800000001');
    expect(sent).toHaveLength(1);
  });
});

const round = (metadata: string, result: boolean): SessionEntry => ({
  challengeName: 'CUSTOM_CHALLENGE',
  challengeResult: result,
  challengeMetadata: metadata,
});

describe('custom-auth state machine', () => {
  it('starts with a request for auth parameters', () => {
    expect(defineNext([], undefined)).toEqual({ kind: 'challenge' });
    expect(planChallenge([])).toEqual({ kind: 'provideAuthParameters' });
  });
  it('issues tokens after a correct magic link, fails after a wrong one', () => {
    expect(defineNext([round('PROVIDE_AUTH_PARAMETERS', true)], { signInMethod: 'MAGIC_LINK' })).toEqual({
      kind: 'issueTokens',
    });
    expect(defineNext([round('PROVIDE_AUTH_PARAMETERS', false)], { signInMethod: 'MAGIC_LINK' })).toEqual({
      kind: 'fail',
    });
  });
  it('sends one SMS code and keeps it across wrong answers, ending after the third', () => {
    const asked = [round('PROVIDE_AUTH_PARAMETERS', false)];
    expect(defineNext(asked, { signInMethod: 'SMS_OTP' })).toEqual({ kind: 'challenge' });
    expect(planChallenge(asked)).toEqual({ kind: 'smsOtp', sendCode: true, attemptsLeft: 3 });
    const oneWrong = [...asked, round('SMS_OTP', false)];
    expect(defineNext(oneWrong, { signInMethod: 'SMS_OTP' })).toEqual({ kind: 'challenge' });
    expect(planChallenge(oneWrong)).toEqual({ kind: 'smsOtp', sendCode: false, attemptsLeft: 2 });
    const threeWrong = [...asked, round('SMS_OTP', false), round('SMS_OTP', false), round('SMS_OTP', false)];
    expect(defineNext(threeWrong, { signInMethod: 'SMS_OTP' })).toEqual({ kind: 'fail' });
    expect(
      defineNext([...asked, round('SMS_OTP', false), round('SMS_OTP', true)], { signInMethod: 'SMS_OTP' }),
    ).toEqual({ kind: 'issueTokens' });
  });
  it('judges an answer by the challenge Create issued, never by the client', () => {
    const first = { kind: 'PROVIDE_AUTH_PARAMETERS' };
    expect(classifyAnswer('__request_sms', first)).toBe('smsRequest');
    // A first-round guess is never checked as an SMS code, whatever the client says.
    expect(classifyAnswer('123456', first)).toBe('magicLink');
    expect(classifyAnswer('123456', { kind: 'SMS_OTP' })).toBe('smsCode');
    expect(classifyAnswer('anything', undefined)).toBe('unknown');
  });

  it('asks for a code only in the first round', () => {
    expect(
      defineNext([round('PROVIDE_AUTH_PARAMETERS', false), round('PROVIDE_AUTH_PARAMETERS', false)], {
        signInMethod: 'SMS_OTP',
      }),
    ).toEqual({ kind: 'fail' });
  });
});

describe('SMS targets (no enumeration)', () => {
  it('texts only a verified number', () => {
    expect(smsTarget('sub-1', { phone_number: '+919876543210', phone_number_verified: 'true' }, false)).toEqual({
      phone: '+919876543210',
      limitSubject: '+919876543210',
      destination: '+91 ••••• •3210',
    });
    expect(
      smsTarget('sub-1', { phone_number: '+919876543210', phone_number_verified: 'false' }, false).phone,
    ).toBeNull();
  });

  it('gives an unknown number the same destination a known one shows', () => {
    expect(smsTarget('+919876543210', {}, true)).toEqual({
      phone: null,
      limitSubject: '+919876543210',
      destination: '+91 ••••• •3210',
    });
  });

  it('gives an e-mail account without a phone the same number-shaped destination as an unknown name', () => {
    const target = smsTarget('0b6c8f4e-uuid', { email: 'asha@example.com' }, false);
    expect(target.phone).toBeNull();
    expect(target.destination).toMatch(/^\+91 ••••• •\d{4}$/);
    expect(smsTarget('asha@example.com', {}, true).destination).toBe(target.destination);
  });
});
