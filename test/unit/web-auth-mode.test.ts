import { describe, expect, it } from 'vitest';
import { authModeFrom, nextPathFrom } from '@web/features/auth/auth-mode';
import { callbackRequestFrom, MALFORMED_LINK } from '@web/features/auth/callback-request';
import { isSetupComplete } from '@web/features/auth/setup-complete';
import { usernameFromToken } from '@web/features/auth/sign-in-token';
import type { Profile } from '@shared/schemas/profile';
import { welcomePath } from '@shared/rules/return-path';
import { hasWelcomeChoices } from '@web/features/onboarding/welcome-state';

const token = (payload: unknown, rest = 'signature') =>
  `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${rest}`;

describe('auth mode from the path', () => {
  it.each([
    ['/auth', '', 'signin'],
    ['/auth/signin', '', 'signin'],
    ['/auth/signup', '', 'signup'],
    ['/auth/magic-link', '', 'magic-link'],
    ['/auth/phone', '', 'phone'],
    ['/auth/phone-signin', '', 'phone'],
    ['/auth/callback', '?method=magic-link', 'callback'],
    ['/auth/callback/', '', 'callback'],
    ['/auth', '?mode=signup', 'signup'],
    ['/auth', '?mode=magic-link', 'magic-link'],
    ['/auth', '?mode=phone', 'phone'],
    ['/auth', '?mode=forgot', 'forgot'],
    ['/auth', '?mode=callback', 'signin'],
    ['/auth', '?mode=nonsense', 'signin'],
    ['/auth/signup', '?mode=signin', 'signup'],
  ])('%s%s → %s', (path, search, mode) => {
    expect(authModeFrom(path, search)).toBe(mode);
  });
});

describe('the ?next= page after signing in', () => {
  it.each([
    ['', '/'],
    ['?next=/my-requests', '/my-requests'],
    ['?next=%2Fgame%2Fabc%3Ftab%3D1', '/game/abc?tab=1'],
    ['?next=//evil.example', '/'],
    ['?next=/\\evil.example', '/'],
    ['?next=https://evil.example/', '/'],
    ['?next=javascript:alert(1)', '/'],
    ['?next=/%09/evil.example', '/'],
    ['?next=/auth', '/'],
    ['?next=/auth/signin', '/'],
    ['?next=/authors', '/authors'],
  ])('%s → %s', (search, next) => {
    expect(nextPathFrom(search)).toBe(next);
  });
});

describe('the welcome a new account passes through', () => {
  it('wraps the page to go on to, and is itself a page sign-in may return to', () => {
    expect(welcomePath('/')).toBe('/welcome');
    expect(welcomePath('/game/g 1?join=1')).toBe('/welcome?next=%2Fgame%2Fg%201%3Fjoin%3D1');
    expect(nextPathFrom(`?next=${encodeURIComponent(welcomePath('/game/g1?join=1'))}`)).toBe(
      '/welcome?next=%2Fgame%2Fg1%3Fjoin%3D1',
    );
  });

  it('moves straight on for someone who already picked sports or a city', () => {
    const profile = (extra: object) => ({ id: 'u', name: 'A', ...extra }) as unknown as Profile;
    expect(hasWelcomeChoices(null)).toBe(false);
    expect(hasWelcomeChoices(profile({}))).toBe(false);
    expect(hasWelcomeChoices(profile({ sports: [], city: null }))).toBe(false);
    expect(hasWelcomeChoices(profile({ sports: ['football'] }))).toBe(true);
    expect(hasWelcomeChoices(profile({ sports: [], city: 'pune' }))).toBe(true);
  });
});

describe('magic-link token', () => {
  it('reads the pool username from the first part', () => {
    expect(usernameFromToken(token({ u: 'sub-123', e: 1 }))).toBe('sub-123');
    expect(usernameFromToken(token({ u: 'ünïcode' }))).toBe('ünïcode');
  });

  it('answers null for anything malformed', () => {
    for (const bad of ['', 'abc', '.x', '!!!.x', token({ v: 'x' }), token({ u: 5 }), token('text'), token({ u: '' })]) {
      expect(usernameFromToken(bad)).toBeNull();
    }
  });
});

describe('what /auth/callback is asked to do', () => {
  it('confirms a sign-up from the e-mailed link', () => {
    expect(callbackRequestFrom('?method=confirm-sign-up&email=a%40b.test&code=123456')).toEqual({
      kind: 'confirm-sign-up',
      email: 'a@b.test',
      code: '123456',
      next: '/',
    });
    // The page the new player was heading for rides in the link; a foreign one is dropped.
    expect(
      callbackRequestFrom(
        '?method=confirm-sign-up&email=a%40b.test&code=123456&next=%2Fwelcome%3Fnext%3D%252Fgame%252Fg1',
      ),
    ).toMatchObject({ kind: 'confirm-sign-up', next: '/welcome?next=%2Fgame%2Fg1' });
    expect(
      callbackRequestFrom('?method=confirm-sign-up&email=a%40b.test&code=123456&next=%2F%2Fevil.example'),
    ).toMatchObject({ kind: 'confirm-sign-up', next: '/' });
    expect(callbackRequestFrom('?method=confirm-sign-up&email=a%40b.test&code=12')).toEqual({
      kind: 'error',
      message: MALFORMED_LINK,
    });
  });

  it('signs in with a magic-link or stand-in social token', () => {
    const t = token({ u: 'sub-1' });
    expect(callbackRequestFrom(`?method=magic-link&token=${t}`)).toEqual({
      kind: 'token',
      method: 'magic-link',
      username: 'sub-1',
      token: t,
    });
    expect(callbackRequestFrom(`?method=social&provider=Google&token=${t}`)).toMatchObject({
      kind: 'token',
      method: 'social',
    });
    expect(callbackRequestFrom('?method=magic-link&token=garbage')).toEqual({ kind: 'error', message: MALFORMED_LINK });
  });

  it('reports a provider error, a managed-login code, or nothing to do', () => {
    expect(callbackRequestFrom('?error=access_denied&error_description=Sign-in+was+cancelled')).toEqual({
      kind: 'error',
      message: 'Sign-in was cancelled',
    });
    expect(callbackRequestFrom('?error=server_error')).toEqual({ kind: 'error', message: 'server_error' });
    expect(callbackRequestFrom('?code=abc&state=xyz')).toEqual({ kind: 'managed-login' });
    expect(callbackRequestFrom('')).toEqual({ kind: 'none' });
  });
});

describe('profile setup done', () => {
  const profile = (done: boolean) => ({ profile_setup_completed: done }) as Profile;
  it('is done when the profile or the ID token says so', () => {
    expect(isSetupComplete(profile(true), { profileSetupClaim: false })).toBe(true);
    expect(isSetupComplete(null, { profileSetupClaim: true })).toBe(true);
    expect(isSetupComplete(profile(false), { profileSetupClaim: true })).toBe(true);
  });
  it('is not done for a new identity', () => {
    expect(isSetupComplete(null, { profileSetupClaim: false })).toBe(false);
    expect(isSetupComplete(profile(false), { profileSetupClaim: false })).toBe(false);
  });
});
