import type { StoredGame } from '@functions/games/ports';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { untouchedRequest } from './record-defaults';

// The game and requests the join notifier's unit tests tell people about.
export const NOTICE_TIME = '2026-11-21T10:00:00.000Z';

/** Priya's game g1, on 5 Dec at 18:30 IST. */
export const sundayFootball = () =>
  ({
    id: 'g1',
    host_id: 'priya',
    title: 'Sunday Football',
    game_datetime: '2026-12-05T13:00:00.000Z',
    status: 'upcoming',
    location: 'HSR Turf, Bengaluru',
    maps_link: '',
    latitude: null,
    longitude: null,
    description: null,
  }) as unknown as StoredGame;

/** A pending request for g1; the contact name is the user id capitalised. */
export const noticeRequest = (userId: string, over: Partial<StoredJoinRequest> = {}): StoredJoinRequest => ({
  id: `req-${userId}`,
  game_id: 'g1',
  user_id: userId,
  status: 'pending',
  payment_status: 'not_required',
  game_pass: null,
  contact_name: userId[0]!.toUpperCase() + userId.slice(1),
  contact_email: `${userId}@contact.test`,
  ...untouchedRequest(),
  created_at: NOTICE_TIME,
  updated_at: NOTICE_TIME,
  decided_at: null,
  checked_in_at: null,
  ...over,
});
