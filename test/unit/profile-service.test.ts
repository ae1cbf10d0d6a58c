import { describe, expect, it } from 'vitest';
import { createProfileService } from '../../functions/services/profile-service';
import type { PendingEvent, ProfileRepository } from '../../functions/services/ports';
import type { Profile } from '../../shared/schemas/profile';
import { NotFoundError, ValidationError } from '../../functions/services/errors';

// The service with an in-memory repository and a fixed clock: no AWS anywhere.
function fakeRepository() {
  const profiles = new Map<string, Profile>();
  const events: PendingEvent[] = [];
  const repository: ProfileRepository = {
    get: async (id) => profiles.get(id) ?? null,
    save: async (profile, pending) => {
      profiles.set(profile.id, profile);
      events.push(...pending);
    },
  };
  return { repository, profiles, events };
}
const clock = { now: () => new Date('2026-11-21T10:00:00.000Z') };

describe('profile service', () => {
  it('creates a profile on the first save, with the defaults of spec §9', async () => {
    const { repository, events } = fakeRepository();
    const service = createProfileService({ profiles: repository, clock });
    const saved = await service.updateProfile('u1', { name: 'Asha' });
    expect(saved).toMatchObject({ id: 'u1', name: 'Asha', role: 'player', profile_setup_completed: false, created_at: clock.now().toISOString() });
    expect(events).toEqual([{ name: 'ProfileUpdated.v1', detail: { userId: 'u1', changed: ['name'], role: 'player' } }]);
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
});
