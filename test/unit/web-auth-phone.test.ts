import { describe, expect, it } from 'vitest';
import { toE164 } from '@shared/phone';
import { indianMobileDigits, phoneUsername, sanitizeCode } from '@web/features/auth/phone';
import { localAuthorizeUrl, socialRoute, unavailableMessage } from '@web/features/auth/social';
import { checkInput } from '@web/components/form';
import { confirmationError, schemas } from '@web/features/auth/validation/auth-schemas';

/** The check each auth form runs (the form kit's, with the form's schema), as values or errors. */
const validate = (name: keyof typeof schemas, input: Record<string, unknown>) => {
  const result = checkInput<unknown>(schemas[name], input);
  return result.ok ? { values: result.values } : { errors: result.errors };
};

describe('the sign-in form phone (10 digits starting 6-9)', () => {
  it.each([
    ['9876543210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('%s → %s', (input, digits) => {
    expect(indianMobileDigits(input)).toBe(digits);
  });

  it.each(['', '5876543210', '987654321', '98765432100', '+1 415 555 0100', 'call me', '98765x43210', '+0 9876543210'])(
    'refuses %j',
    (input) => {
      expect(indianMobileDigits(input)).toBeNull();
    },
  );

  it('signs in with the +91 username the pool stores', () => {
    expect(phoneUsername('9876543210')).toBe('+919876543210');
    expect(phoneUsername(indianMobileDigits('98765 43210')!)).toBe(toE164('98765 43210'));
  });
});

describe('the code field', () => {
  it('keeps digits only and at most six', () => {
    expect(sanitizeCode('12a3')).toBe('123');
    expect(sanitizeCode('12 34 56 78')).toBe('123456');
    expect(sanitizeCode('')).toBe('');
  });
});

describe('form validation messages', () => {
  const errors = (result: object) => ('errors' in result ? result.errors : {});

  it('sign-in', () => {
    expect(errors(validate('signInEmail', { email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errors(validate('signInEmail', { email: 'x@y', password: 'short' }))).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
    });
    expect(errors(validate('signInPhone', { phone: ' ', password: 'longenough' }))).toEqual({
      phone: 'Phone number is required',
    });
    expect(errors(validate('signInPhone', { phone: '12345', password: 'longenough' }))).toEqual({
      phone: 'Please enter a valid 10-digit Indian phone number',
    });
    expect(validate('signInPhone', { phone: '98765 43210', password: ' longenough ' })).toEqual({
      values: { phone: '+919876543210', password: 'longenough' },
    });
    expect(validate('signInEmail', { email: ' a@b.co ', password: 'longenough' })).toEqual({
      values: { email: 'a@b.co', password: 'longenough' },
    });
  });

  it('sign-up', () => {
    expect(errors(validate('signUp', { name: ' ', email: '', password: '', role: 'player' }))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errors(validate('signUp', { name: 'A', email: 'a@b.co', password: 'Short1', role: 'player' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      errors(validate('signUp', { name: 'A', email: 'a@b.co', password: 'alllowercase1', role: 'player' })),
    ).toEqual({
      password: 'Password must contain uppercase, lowercase, and number',
    });
    expect(confirmationError('Abcdefg1', 'Abcdefg2')).toBe('Passwords do not match');
    expect(confirmationError('Abcdefg1', 'Abcdefg1')).toBeUndefined();
    expect(
      validate('signUp', { name: '  Meera   Nair ', email: 'm@n.co', password: 'Abcdefg1', role: 'host' }),
    ).toEqual({
      values: { name: 'Meera Nair', email: 'm@n.co', password: 'Abcdefg1', role: 'host' },
    });
  });

  it('magic link, phone sign-in and code', () => {
    expect(errors(validate('magicLink', { email: '' }))).toEqual({ email: 'Email is required' });
    expect(errors(validate('magicLink', { email: 'nope' }))).toEqual({ email: 'Please enter a valid email' });
    expect(errors(validate('phone', { phone: '' }))).toEqual({ phone: 'Phone number is required' });
    expect(errors(validate('phone', { phone: 'call me' }))).toEqual({ phone: 'Please enter a valid phone number' });
    expect(validate('phone', { phone: '(987) 654-3210' })).toEqual({ values: { phone: '+919876543210' } });
    expect(errors(validate('code', { code: '' }))).toEqual({ code: 'Verification code is required' });
    expect(errors(validate('code', { code: '123' }))).toEqual({ code: 'Please enter a valid 6-digit code' });
  });

  it('profile completion', () => {
    const base = { name: 'Gita', phone: '', instagram: '', role: 'player' };
    expect(errors(validate('completeProfile', { ...base, name: '  ' }))).toEqual({ name: 'Display name is required' });
    expect(errors(validate('completeProfile', { ...base, phone: 'abc' }))).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(errors(validate('completeProfile', { ...base, instagram: 'bad handle!' }))).toEqual({
      instagram: 'Please enter a valid Instagram handle',
    });
    expect(validate('completeProfile', { ...base, instagram: '@gita.g', phone: '+91 98765 43210' })).toEqual({
      values: { name: 'Gita', phone: '+91 98765 43210', instagram: 'gita.g', role: 'player' },
    });
  });
});

describe('social buttons', () => {
  const config = {
    socialProviders: ['Google', 'Apple'] as ('Google' | 'Facebook' | 'Apple')[],
    oauthDomain: null,
    userPoolEndpoint: 'http://localhost:3000/local-cognito',
  };

  it('uses managed login in AWS, the stand-in locally, and says when a provider is not set up', () => {
    expect(socialRoute({ ...config, oauthDomain: 'auth.example.com', userPoolEndpoint: null }, 'Google')).toBe(
      'managed-login',
    );
    expect(socialRoute(config, 'Google')).toBe('local-stand-in');
    expect(socialRoute(config, 'Facebook')).toBe('unavailable');
    expect(socialRoute({ ...config, userPoolEndpoint: null }, 'Google')).toBe('unavailable');
    expect(unavailableMessage('Facebook')).toBe('Facebook sign-in isn’t set up for this app yet');
  });

  it('builds the stand-in authorize URL back to this app', () => {
    const url = new URL(localAuthorizeUrl('http://localhost:3000/local-cognito', 'Google', 'http://localhost:3000'));
    expect(url.pathname).toBe('/local-cognito/oauth2/authorize');
    expect(url.searchParams.get('identity_provider')).toBe('Google');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
    expect(localAuthorizeUrl('/local-cognito/', 'Apple', 'http://h:1')).toBe(
      'http://h:1/local-cognito/oauth2/authorize?identity_provider=Apple&redirect_uri=http%3A%2F%2Fh%3A1%2Fauth%2Fcallback',
    );
  });
});
