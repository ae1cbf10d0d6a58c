import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { newPasswordProblem } from '@shared/rules/password-policy';
import { defaultPreferences, type Profile } from '@shared/schemas/profile';
import { parseProfile } from '@web/lib/auth/parse-profile';
import { socialProviderOf } from '@web/lib/auth/social-provider';
import { CURRENT_PASSWORD_WRONG, passwordErrorOf, TOO_MANY_TRIES } from '@web/features/settings/api/change-password';
import { SETTINGS_GROUPS } from '@web/features/settings/settings-groups';
import { speak } from '@web/lib/i18n/texts';
import { speakHindi } from '../support/speak-hindi';

// The pure parts of Settings: the password rule and Cognito's errors in the form's words, the
// profile guard with the new choices, the social-account check and what each settings row shows.
const cognitoError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('newPasswordProblem', () => {
  it('applies the pool policy with the sign-up messages', () => {
    expect(newPasswordProblem('')).toBe(MESSAGES.passwordRequired);
    expect(newPasswordProblem('Ab1')).toBe(MESSAGES.passwordTooShort);
    expect(newPasswordProblem('alllowercase1')).toBe(MESSAGES.passwordWeak);
    expect(newPasswordProblem('NoDigitsHere')).toBe(MESSAGES.passwordWeak);
    expect(newPasswordProblem('N3wPassword')).toBeNull();
  });
});

describe('passwordErrorOf', () => {
  it('puts each Cognito refusal under the field it is about', () => {
    expect(passwordErrorOf(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toEqual({
      field: 'current',
      message: CURRENT_PASSWORD_WRONG,
    });
    expect(
      passwordErrorOf(
        cognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough'),
      ),
    ).toEqual({ field: 'password', message: 'Password not long enough' });
    expect(passwordErrorOf(cognitoError('CodeMismatchException')).field).toBe('code');
    expect(passwordErrorOf(cognitoError('ExpiredCodeException')).field).toBe('code');
    expect(passwordErrorOf(cognitoError('LimitExceededException'))).toEqual({ field: 'form', message: TOO_MANY_TRIES });
    expect(passwordErrorOf('nope').field).toBe('form');
  });
});

const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  name: 'Meera',
  email: 'meera@example.test',
  phone: null,
  instagram_handle: null,
  profile_pic: null,
  avatar_url: null,
  role: 'player',
  profile_setup_completed: true,
  ...defaultPreferences(),
  created_at: '',
  updated_at: '',
  ...over,
});

describe('parseProfile with the player’s choices', () => {
  it('keeps the choices and refuses a body without them or with a level a player cannot have', () => {
    const full = profile({ sports: ['football'], skill_level: 'advanced', city: 'pune', notify_email: false });
    expect(parseProfile(full)).toEqual(full);
    const { notify_email: _dropped, ...withoutSwitch } = full;
    expect(parseProfile(withoutSwitch)).toBeNull();
    expect(parseProfile({ ...full, skill_level: 'all_levels' })).toBeNull();
    expect(parseProfile({ ...full, sports: 'football' })).toBeNull();
  });
});

describe('socialProviderOf', () => {
  it('reads the identities claim as a list or as its JSON text; anything else is no provider', () => {
    expect(socialProviderOf([{ providerName: 'Google' }])).toBe('Google');
    expect(socialProviderOf('[{"providerName":"SignInWithApple"}]')).toBe('SignInWithApple');
    expect(socialProviderOf(undefined)).toBeNull();
    expect(socialProviderOf('not json')).toBeNull();
    expect(socialProviderOf([])).toBeNull();
  });
});

describe('settings rows', () => {
  it('keeps the four groups and shows the current privacy, language and city', () => {
    expect(SETTINGS_GROUPS.map((group) => group.title())).toEqual([
      'Account',
      'Privacy & Security',
      'App Settings',
      'Support',
    ]);
    const rows = SETTINGS_GROUPS.flatMap((group) => group.rows);
    const row = (label: string) => rows.find((each) => each.label() === label);
    const shown = (label: string, p: Profile) => row(label)?.currentOf?.(p);
    expect(shown('Privacy', profile({ show_in_going: false }))).toBe('Who is going: Off');
    // The device's language, visitors' too: no account needed.
    expect(row('Language')?.value?.()).toBe('English');
    expect(shown('Location', profile({ city: 'mumbai' }))).toBe('Mumbai');
    expect(shown('Location', profile({ city: null }))).toBe('Not set');
    expect(shown('Spot alerts', profile())).toBe('Off');
    expect(shown('Spot alerts', profile({ spot_alerts: true, spot_alerts_km: 5 }))).toBe('On, within 5 km');
  });

  it('speaks Hindi once it is chosen, values and all', async () => {
    speakHindi((await import('virtual:catalogue/hi')).default);
    try {
      expect(SETTINGS_GROUPS.map((group) => group.title())).toEqual(['अकाउंट', 'प्राइवेसी और सुरक्षा', 'ऐप सेटिंग्स', 'मदद']);
      const rows = SETTINGS_GROUPS.flatMap((group) => group.rows);
      const row = (label: string) => rows.find((each) => each.label() === label);
      expect(row('प्राइवेसी')?.currentOf?.(profile({ show_in_going: false }))).toBe('कौन आ रहा है: बंद');
      expect(row('स्पॉट अलर्ट')?.currentOf?.(profile({ spot_alerts: true, spot_alerts_km: 5 }))).toBe(
        'चालू, 5 किमी के अंदर',
      );
      expect(row('भाषा')?.value?.()).toBe('हिन्दी');
    } finally {
      speak('en');
    }
  });
});
