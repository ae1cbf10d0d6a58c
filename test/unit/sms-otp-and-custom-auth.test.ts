import { describe, expect, it } from 'vitest';
import { createSmsCodeIssuer, createSmsCodeVerifier, SMS_CODE_TTL_MS } from '../../functions/services/sms-otp-service';
import { classifyAnswer, defineNext, planChallenge, type SessionEntry } from '../../functions/services/custom-auth';
import { RateLimitedError } from '../../functions/services/errors';
import { fakeClock, fakeSecrets, fakeSms } from '../support/fakes';

function otp() {
  const clock = fakeClock();
  const { sms, sent } = fakeSms();
  const secrets = fakeSecrets().store;
  const service = { issue: createSmsCodeIssuer({ secrets, sms, clock }), verify: createSmsCodeVerifier({ secrets, clock }) };
  const codeOf = (i: number) => /(\d{6})/.exec(sent[i]!.message)![1]!;
  return { clock, sent, service, codeOf };
}

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
    const wrong = codeOf(0) === '000000' ? '000001' : '000000';
    expect(await service.verify('sub-1', wrong)).toBe(false);
    expect(await service.verify('sub-1', codeOf(0))).toBe(true);
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
});

const round = (metadata: string, result: boolean): SessionEntry => ({ challengeName: 'CUSTOM_CHALLENGE', challengeResult: result, challengeMetadata: metadata });

describe('custom-auth state machine', () => {
  it('starts with a request for auth parameters', () => {
    expect(defineNext([], undefined, false)).toEqual({ kind: 'challenge' });
    expect(planChallenge([])).toEqual({ kind: 'provideAuthParameters' });
  });
  it('fails for an unknown user from the start', () => {
    expect(defineNext([], undefined, true)).toEqual({ kind: 'fail' });
  });
  it('issues tokens after a correct magic link, fails after a wrong one', () => {
    expect(defineNext([round('PROVIDE_AUTH_PARAMETERS', true)], { signInMethod: 'MAGIC_LINK' }, false)).toEqual({ kind: 'issueTokens' });
    expect(defineNext([round('PROVIDE_AUTH_PARAMETERS', false)], { signInMethod: 'MAGIC_LINK' }, false)).toEqual({ kind: 'fail' });
  });
  it('sends one SMS code and keeps it across wrong answers, ending after the third', () => {
    const asked = [round('PROVIDE_AUTH_PARAMETERS', false)];
    expect(defineNext(asked, { signInMethod: 'SMS_OTP' }, false)).toEqual({ kind: 'challenge' });
    expect(planChallenge(asked)).toEqual({ kind: 'smsOtp', sendCode: true, attemptsLeft: 3 });
    const oneWrong = [...asked, round('SMS_OTP', false)];
    expect(defineNext(oneWrong, { signInMethod: 'SMS_OTP' }, false)).toEqual({ kind: 'challenge' });
    expect(planChallenge(oneWrong)).toEqual({ kind: 'smsOtp', sendCode: false, attemptsLeft: 2 });
    const threeWrong = [...asked, round('SMS_OTP', false), round('SMS_OTP', false), round('SMS_OTP', false)];
    expect(defineNext(threeWrong, { signInMethod: 'SMS_OTP' }, false)).toEqual({ kind: 'fail' });
    expect(defineNext([...asked, round('SMS_OTP', false), round('SMS_OTP', true)], { signInMethod: 'SMS_OTP' }, false)).toEqual({ kind: 'issueTokens' });
  });
  it('treats the SMS request answer as a request, not as a code', () => {
    expect(classifyAnswer('__request_sms', { signInMethod: 'SMS_OTP' })).toBe('smsRequest');
    expect(classifyAnswer('123456', { signInMethod: 'SMS_OTP' })).toBe('smsCode');
    expect(classifyAnswer('token', { signInMethod: 'MAGIC_LINK' })).toBe('magicLink');
    expect(classifyAnswer('anything', undefined)).toBe('unknown');
  });
});
