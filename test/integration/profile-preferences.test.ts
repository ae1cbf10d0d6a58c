import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SPORTS } from '@shared/constants';
import { PROFILE_MESSAGES } from '@shared/schemas/profile';
import { freshPlayer } from '../support/fresh-player';

// The player's own choices on GET/PUT /api/me: sports, level and city, notification switches,
// who-is-going visibility and language. A fresh account, so no other suite's changes leak in.
const base = inject('localStackUrl');

describe('profile preferences on /api/me', () => {
  let token: string;
  beforeAll(async () => {
    token = (await freshPlayer(base, 'Prefs Player')).token;
  }, 60_000);

  const me = async () => (await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  const putMe = (body: object) =>
    fetch(`${base}/api/me`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  it('starts with every notification on, shown in who is going, English, and nothing picked', async () => {
    expect(await me()).toMatchObject({
      sports: [],
      skill_level: null,
      city: null,
      notify_email: true,
      notify_in_app: true,
      notify_reminders: true,
      show_in_going: true,
      language: 'en',
      push_reminders: true,
    });
  });

  it('saves each choice, leaves the others alone, and keeps a sport picked twice once', async () => {
    const response = await putMe({ sports: ['football', 'tennis', 'football'], skill_level: 'advanced' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sports: ['football', 'tennis'], skill_level: 'advanced' });
    expect((await putMe({ city: 'pune', notify_email: false, show_in_going: false })).status).toBe(200);
    expect((await putMe({ notify_reminders: false })).status).toBe(200);
    expect(await me()).toMatchObject({
      name: 'Prefs Player',
      sports: ['football', 'tennis'],
      skill_level: 'advanced',
      city: 'pune',
      notify_email: false,
      notify_in_app: true,
      notify_reminders: false,
      show_in_going: false,
      language: 'en',
    });
  });

  it('keeps Hindi as the account language, so another device follows it, and the data export carries it', async () => {
    const response = await putMe({ language: 'hi' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ language: 'hi' });
    expect(await me()).toMatchObject({ language: 'hi' });
    const exported = await fetch(`${base}/api/me/data`, { headers: { authorization: `Bearer ${token}` } });
    // The export carries every choice of the profile, the push switches among them.
    expect((await exported.json()).profile).toMatchObject({ language: 'hi', push_reminders: true });
    expect((await putMe({ language: 'en' })).status).toBe(200);
    expect(await me()).toMatchObject({ language: 'en' });
  });

  it('clears level and city with null, and turns switches back on', async () => {
    expect((await putMe({ skill_level: null, city: null, notify_email: true, show_in_going: true })).status).toBe(200);
    expect(await me()).toMatchObject({ skill_level: null, city: null, notify_email: true, show_in_going: true });
  });

  it.each([
    [{ sports: ['quidditch'] }, 'sports.0', PROFILE_MESSAGES.sportUnknown],
    [{ sports: 'football' }, 'sports', PROFILE_MESSAGES.sportUnknown],
    [{ skill_level: 'all_levels' }, 'skill_level', PROFILE_MESSAGES.skillLevelUnknown],
    [{ city: 'atlantis' }, 'city', PROFILE_MESSAGES.cityUnknown],
    [{ notify_email: 'no' }, 'notify_email', PROFILE_MESSAGES.switchInvalid],
    [{ show_in_going: null }, 'show_in_going', PROFILE_MESSAGES.switchInvalid],
    [{ push_reminders: 'yes' }, 'push_reminders', PROFILE_MESSAGES.switchInvalid],
    [{ language: 'xx' }, 'language', PROFILE_MESSAGES.languageUnknown],
    [{ language: 'hi-IN' }, 'language', PROFILE_MESSAGES.languageUnknown],
    [{ language: null }, 'language', PROFILE_MESSAGES.languageUnknown],
  ])('refuses %j with a message on its field', async (body, field, message) => {
    const response = await putMe(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message });
  });

  it('refuses more than ten different sports', async () => {
    const eleven = [...SPORTS];
    expect(eleven).toHaveLength(11);
    const response = await putMe({ sports: eleven });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'sports', message: PROFILE_MESSAGES.sportsTooMany });
    expect((await me()).sports).toEqual(['football', 'tennis']);
  });
});
