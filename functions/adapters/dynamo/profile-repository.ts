import type { Profile } from '../../../shared/schemas/profile';
import type { PendingEvent, ProfileRepository } from '../../services/ports';
import { outboxItem } from './outbox';
import type { TableService } from './table';
import type { EntityItem } from 'electrodb';
import type { profileEntity } from './entities/profile';

type ProfileItem = EntityItem<typeof profileEntity>;

const toProfile = (item: ProfileItem): Profile => ({
  id: item.userId,
  name: item.name,
  email: item.email ?? null,
  phone: item.phone ?? null,
  instagram_handle: item.instagramHandle ?? null,
  profile_pic: item.profilePic ?? null,
  avatar_url: item.profilePic ?? null,
  role: item.role,
  profile_setup_completed: item.profileSetupCompleted,
  created_at: item.createdAt,
  updated_at: item.updatedAt,
});

export function dynamoProfileRepository(service: TableService): ProfileRepository {
  const { profile } = service.entities;
  return {
    async get(userId) {
      const { data } = await profile.get({ userId }).go();
      return data ? toProfile(data) : null;
    },
    async save(next: Profile, events: PendingEvent[]) {
      const now = new Date(next.updated_at);
      await service.transaction
        .write(({ profile: p, outboxEvent }) => [
          p
            .put({
              userId: next.id,
              name: next.name,
              email: next.email ?? undefined,
              phone: next.phone ?? undefined,
              instagramHandle: next.instagram_handle ?? undefined,
              profilePic: next.profile_pic ?? undefined,
              role: next.role,
              profileSetupCompleted: next.profile_setup_completed,
              createdAt: next.created_at,
              updatedAt: next.updated_at,
            })
            .commit(),
          ...events.map((event) => outboxEvent.create(outboxItem(event, now)).commit()),
        ])
        .go();
    },
  };
}
