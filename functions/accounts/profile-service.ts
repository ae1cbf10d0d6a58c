import {
  defaultPreferences,
  PROFILE_MESSAGES,
  type Profile,
  type ProfilePreferences,
  type UpdateProfile,
} from '@shared/schemas/profile';
import { DEFAULT_ROLE } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { normalizeSingleLine } from '@shared/rules/text';
import { spotAlertsBlocker } from '@shared/rules/spot-alerts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { ProfileExpectation, ProfileRepository } from './ports';

export const PROFILE_NOT_FOUND = 'Profile not found';

/** A profile re-read this many times when another write slips in between our read and our save. */
const SAVE_ATTEMPTS = 3;

/** The fields PUT /api/me sets under the same name in the profile. */
const PREFERENCE_KEYS = Object.keys(defaultPreferences()) as (keyof ProfilePreferences)[];

const preferenceChanges = (changes: UpdateProfile): Partial<ProfilePreferences> =>
  Object.fromEntries(PREFERENCE_KEYS.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key]]));

const expectationOf = (profile: Profile | null): ProfileExpectation =>
  profile ? { role: profile.role, profile_setup_completed: profile.profile_setup_completed } : 'absent';

/**
 * The role is chosen once — at sign-up, or at profile completion while the
 * profile is not set up yet. After that PUT /api/me can't change it (nor undo the setup, which
 * would reopen the choice); only an approved host application does (grantHostRole). A host sees
 * the contact details of their players, so nobody may make themselves one.
 */
function refuseRoleChange(existing: Profile | null, changes: UpdateProfile) {
  if (!existing?.profile_setup_completed) return;
  if (changes.profile_setup_completed === false)
    throw new ForbiddenError(PROFILE_MESSAGES.setupFinal, 'profile_setup_completed');
  if (changes.role !== undefined && changes.role !== existing.role)
    throw new ForbiddenError(PROFILE_MESSAGES.roleLocked, 'role');
}

export function createProfileService(deps: { profiles: ProfileRepository; clock: Clock }) {
  const { profiles, clock } = deps;

  async function getProfile(userId: string): Promise<Profile> {
    const profile = await profiles.get(userId);
    if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
    return profile;
  }

  /** Applies the user's own changes; a first save creates the profile. */
  async function updateProfile(userId: string, changes: UpdateProfile): Promise<Profile> {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const now = clock.now().toISOString();
      const existing = await profiles.get(userId);
      refuseRoleChange(existing, changes);
      const base: Profile = existing ?? {
        id: userId,
        name: '',
        email: null,
        phone: null,
        instagram_handle: null,
        profile_pic: null,
        avatar_url: null,
        role: DEFAULT_ROLE,
        profile_setup_completed: false,
        ...defaultPreferences(),
        created_at: now,
        updated_at: now,
      };
      const next: Profile = {
        ...base,
        ...preferenceChanges(changes),
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
        ...(changes.instagram !== undefined ? { instagram_handle: changes.instagram } : {}),
        ...(changes.role !== undefined ? { role: changes.role } : {}),
        ...(changes.profile_setup_completed !== undefined
          ? { profile_setup_completed: changes.profile_setup_completed }
          : {}),
        updated_at: now,
      };
      // A profile is never stored without a name: the first save must carry one.
      if (!next.name) throw new ValidationError(MESSAGES.displayNameRequired, 'name');
      // Turning spot alerts on needs what they are matched on. Later changes (sports cleared, city
      // unset) are allowed and simply leave the player unmatched until they choose again.
      const alertsBlocker = changes.spot_alerts === true ? spotAlertsBlocker(next) : null;
      if (alertsBlocker) throw new ValidationError(alertsBlocker, 'spot_alerts');
      const changed = (Object.keys(changes) as (keyof UpdateProfile)[]).filter((key) => changes[key] !== undefined);
      // Conditional on the role and setup flag read above: a completion racing another completion
      // or a host approval can't overwrite what the other wrote; the loser reads again.
      if (
        await profiles.save(
          next,
          [{ name: 'ProfileUpdated.v1', detail: { userId, changed, role: next.role } }],
          expectationOf(existing),
        )
      )
        return next;
    }
    throw new ConflictError(PROFILE_MESSAGES.changedMeanwhile);
  }

  /**
   * The one way a chosen role changes: the host-application flow (another issue) calls this when an
   * application is approved. No route reaches it; the user's own PUT /api/me never can.
   */
  async function grantHostRole(userId: string): Promise<Profile> {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const existing = await getProfile(userId);
      if (existing.role === 'host') return existing;
      const next: Profile = { ...existing, role: 'host', updated_at: clock.now().toISOString() };
      if (
        await profiles.save(
          next,
          [{ name: 'ProfileUpdated.v1', detail: { userId, changed: ['role'], role: 'host' } }],
          expectationOf(existing),
        )
      )
        return next;
    }
    throw new ConflictError(PROFILE_MESSAGES.changedMeanwhile);
  }

  /** Post-confirmation: the profile a sign-up asked for. A profile that exists already wins. */
  async function createFromSignUp(
    userId: string,
    input: { name: string; email: string | null; role?: Profile['role']; profileSetupCompleted: boolean },
  ): Promise<void> {
    if (await profiles.get(userId)) return;
    const now = clock.now().toISOString();
    // The sign-up's name reached Cognito without our schemas: the same hygiene and bound here.
    const name = normalizeSingleLine(input.name).slice(0, 100);
    await profiles.save(
      {
        id: userId,
        name,
        email: input.email,
        phone: null,
        instagram_handle: null,
        profile_pic: null,
        avatar_url: null,
        role: input.role ?? DEFAULT_ROLE,
        profile_setup_completed: input.profileSetupCompleted && !!name,
        ...defaultPreferences(),
        created_at: now,
        updated_at: now,
      },
      [],
      'absent',
    );
  }

  /**
   * The role chosen while completing the profile, under the same rule as PUT /api/me (chosen once;
   * after setup only the same role). Choosing the role the profile has writes nothing, so the
   * pool attribute can be set again safely.
   */
  async function chooseRole(userId: string, role: Profile['role']): Promise<Profile> {
    const existing = await getProfile(userId);
    if (existing.role === role) return existing;
    return updateProfile(userId, { role });
  }

  return { getProfile, updateProfile, grantHostRole, createFromSignUp, chooseRole };
}
export type ProfileService = ReturnType<typeof createProfileService>;
