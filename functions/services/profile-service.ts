import type { Profile, UpdateProfile } from '../../shared/schemas/profile';
import { DEFAULT_ROLE } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { NotFoundError, ValidationError } from './errors';
import type { Clock, ProfileRepository } from './ports';

export const PROFILE_NOT_FOUND = 'Profile not found';

export function createProfileService(deps: { profiles: ProfileRepository; clock: Clock }) {
  const { profiles, clock } = deps;

  async function getProfile(userId: string): Promise<Profile> {
    const profile = await profiles.get(userId);
    if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
    return profile;
  }

  /** Applies the user's own changes; a first save creates the profile. */
  async function updateProfile(userId: string, changes: UpdateProfile): Promise<Profile> {
    const now = clock.now().toISOString();
    const existing = await profiles.get(userId);
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
      created_at: now,
      updated_at: now,
    };
    const next: Profile = {
      ...base,
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.instagram !== undefined ? { instagram_handle: changes.instagram } : {}),
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.profile_setup_completed !== undefined ? { profile_setup_completed: changes.profile_setup_completed } : {}),
      updated_at: now,
    };
    // A profile is never stored without a name: the first save must carry one.
    if (!next.name) throw new ValidationError(MESSAGES.displayNameRequired, 'name');
    const changed = (Object.keys(changes) as (keyof UpdateProfile)[]).filter((key) => changes[key] !== undefined);
    await profiles.save(next, [{ name: 'ProfileUpdated.v1', detail: { userId, changed, role: next.role } }]);
    return next;
  }

  /** Post-confirmation: the profile a sign-up asked for. A profile that exists already wins. */
  async function createFromSignUp(
    userId: string,
    input: { name: string; email: string | null; role?: Profile['role']; profileSetupCompleted: boolean },
  ): Promise<void> {
    if (await profiles.get(userId)) return;
    const now = clock.now().toISOString();
    await profiles.save(
      {
        id: userId,
        name: input.name.trim(),
        email: input.email,
        phone: null,
        instagram_handle: null,
        profile_pic: null,
        avatar_url: null,
        role: input.role ?? DEFAULT_ROLE,
        profile_setup_completed: input.profileSetupCompleted && !!input.name.trim(),
        created_at: now,
        updated_at: now,
      },
      [],
    );
  }

  return { getProfile, updateProfile, createFromSignUp };
}
export type ProfileService = ReturnType<typeof createProfileService>;
