import { describe, expect, it } from 'vitest';
import { createProfileService, type ProfileService } from '@functions/accounts/profile-service';
import type { PendingEvent } from '@functions/platform/event-ports';
import type { ProfileRepository } from '@functions/accounts/ports';
import type { Profile } from '@shared/schemas/profile';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { PROFILE_MESSAGES } from '@shared/schemas/profile';
import { profileExpectationHolds } from '../support/fakes';

// The service with an in-memory repository and a fixed clock: no AWS anywhere.
function fakeRepository() {
  const profiles = new Map<string, Profile>();
  const events: PendingEvent[] = [];
  const repository: ProfileRepository = {
    get: async (id) => profiles.get(id) ?? null,
    save: async (profile, pending, expected) => {
      if (!profileExpectationHolds(profiles.get(profile.id) ?? null, expected)) return false;
      profiles.set(profile.id, profile);
      events.push(...pending);
      return true;
    },
  };
  return { repository, profiles, events };
}
const clock = { now: () => new Date('2026-11-21T10:00:00.000Z') };

describe('profile service', () => {
  it('creates a profile on the first save, with the defaults (role player)', async () => {
    const { repository, events } = fakeRepository();
    const service = createProfileService({ profiles: repository, clock });
    const saved = await service.updateProfile('u1', { name: 'Asha' });
    expect(saved).toMatchObject({
      id: 'u1',
      name: 'Asha',
      role: 'player',
      profile_setup_completed: false,
      created_at: clock.now().toISOString(),
    });
    expect(events).toEqual([
      { name: 'ProfileUpdated.v1', detail: { userId: 'u1', changed: ['name'], role: 'player' } },
    ]);
  });

  it('changes only what was sent and keeps the rest', async () => {
    const { repository } = fakeRepository();
    const service = createProfileService({ profiles: repository, clock });
    await service.updateProfile('u1', { name: 'Asha', phone: '9876543210', instagram: 'asha' });
    const saved = await service.updateProfile('u1', { role: 'host', instagram: null });
    expect(saved).toMatchObject({ name: 'Asha', phone: '9876543210', instagram_handle: null, role: 'host' });
  });

  it('refuses to create a nameless profile', async () => {
    const { repository, profiles } = fakeRepository();
    const service = createProfileService({ profiles: repository, clock });
    await expect(service.updateProfile('u1', { role: 'host' })).rejects.toBeInstanceOf(ValidationError);
    expect(profiles.size).toBe(0);
  });

  it('reports a missing profile as not found', async () => {
    const service = createProfileService({ profiles: fakeRepository().repository, clock });
    await expect(service.getProfile('nobody')).rejects.toBeInstanceOf(NotFoundError);
  });

  describe('the role is chosen once', () => {
    const setUpPlayer = async () => {
      const fake = fakeRepository();
      const service = createProfileService({ profiles: fake.repository, clock });
      await service.updateProfile('u1', { name: 'Asha', role: 'player', profile_setup_completed: true });
      return { ...fake, service };
    };
    /** A profile read after which, the first time only, a host approval commits, as a racing approval would. */
    const approvalAfterFirstRead = (repository: ProfileRepository, service: ProfileService) => {
      let raced = false;
      return async (id: string) => {
        const read = await repository.get(id);
        if (!raced) {
          raced = true;
          await service.grantHostRole(id);
        }
        return read;
      };
    };

    it('lets profile completion choose the role of a profile not set up yet', async () => {
      const { repository } = fakeRepository();
      const service = createProfileService({ profiles: repository, clock });
      await service.updateProfile('u1', { name: 'Asha' });
      const completed = await service.updateProfile('u1', {
        name: 'Asha',
        role: 'host',
        profile_setup_completed: true,
      });
      expect(completed).toMatchObject({ role: 'host', profile_setup_completed: true });
    });

    it('refuses a set-up player who makes themselves a host, and changes nothing', async () => {
      const { service, profiles } = await setUpPlayer();
      const refused = service.updateProfile('u1', { role: 'host' });
      await expect(refused).rejects.toBeInstanceOf(ForbiddenError);
      await expect(refused).rejects.toThrow(PROFILE_MESSAGES.roleLocked);
      await expect(
        service.updateProfile('u1', { name: 'X', role: 'host', profile_setup_completed: true }),
      ).rejects.toThrow(PROFILE_MESSAGES.roleLocked);
      expect(profiles.get('u1')).toMatchObject({ name: 'Asha', role: 'player' });
    });

    it('refuses undoing the setup, which would reopen the choice', async () => {
      const { service, profiles } = await setUpPlayer();
      await expect(service.updateProfile('u1', { profile_setup_completed: false })).rejects.toThrow(
        PROFILE_MESSAGES.setupFinal,
      );
      expect(profiles.get('u1')!.profile_setup_completed).toBe(true);
    });

    it('accepts the same role again with other changes (the completion form resends it)', async () => {
      const { service } = await setUpPlayer();
      expect(
        await service.updateProfile('u1', { name: 'Asha R', role: 'player', profile_setup_completed: true }),
      ).toMatchObject({ name: 'Asha R', role: 'player' });
    });

    it('changes the role only through an approved host application', async () => {
      const { service, events } = await setUpPlayer();
      expect(await service.grantHostRole('u1')).toMatchObject({ role: 'host', name: 'Asha' });
      expect(events.at(-1)).toEqual({
        name: 'ProfileUpdated.v1',
        detail: { userId: 'u1', changed: ['role'], role: 'host' },
      });
      await expect(service.grantHostRole('nobody')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('never lets a name edit racing a host approval put the old role back', async () => {
      const { repository, profiles, service } = await setUpPlayer();
      // The edit reads the profile, then the approval commits, then the edit saves.
      const racing: ProfileRepository = { ...repository, get: approvalAfterFirstRead(repository, service) };
      const editing = createProfileService({ profiles: racing, clock });
      expect(await editing.updateProfile('u1', { name: 'Asha R' })).toMatchObject({ name: 'Asha R', role: 'host' });
      expect(profiles.get('u1')).toMatchObject({ name: 'Asha R', role: 'host' });
    });

    it('negative control: without the save condition the race loses the approval', async () => {
      const { repository, profiles, service } = await setUpPlayer();
      const unconditional: ProfileRepository = {
        get: approvalAfterFirstRead(repository, service),
        save: (profile, events) => repository.save(profile, events),
      };
      await createProfileService({ profiles: unconditional, clock }).updateProfile('u1', { name: 'Asha R' });
      expect(profiles.get('u1')!.role).toBe('player');
    });

    it('gives up with a clear conflict when the profile keeps changing', async () => {
      const { repository } = await setUpPlayer();
      const alwaysLost: ProfileRepository = { ...repository, save: async () => false };
      await expect(
        createProfileService({ profiles: alwaysLost, clock }).updateProfile('u1', { name: 'B' }),
      ).rejects.toBeInstanceOf(ConflictError);
    });
  });
});
