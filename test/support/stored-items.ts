// Stored items as the handler suites' mocked table returns them: one upcoming free game (g1,
// hosted by host-1), player-1's pending request to it, a profile, and a public community (c1).
// Tests spread in only what they change.

/** A table item; its fields are whatever the test put in. */
export type StoredItem = Record<string, any>;

export const storedGame = (over: Record<string, unknown> = {}): StoredItem => ({
  pk: 'GAME#g1',
  sk: 'GAME',
  type: 'game',
  id: 'g1',
  host_id: 'host-1',
  title: 'Evening Football',
  sport: 'football',
  location: 'Koramangala',
  maps_link: '12.9,77.6',
  game_datetime: '2099-12-05T13:00:00.000Z',
  game_date: '2099-12-05',
  game_time: '18:30',
  max_players: 10,
  current_players: 0,
  price: 0,
  status: 'upcoming',
  skill_level: 'intermediate',
  cancellation_policy: 'flexible',
  equipment_provided: false,
  platform_fee_type: 'none',
  platform_fee_amount: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  questions: [],
  join_requests: 0,
  ...over,
});

export const storedRequest = (over: Record<string, unknown> = {}): StoredItem => ({
  pk: 'GAME#g1',
  sk: 'REQUEST#player-1',
  type: 'join-request',
  id: 'r1',
  game_id: 'g1',
  user_id: 'player-1',
  status: 'pending',
  payment_status: 'not_required',
  answers: [],
  nudge_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const storedProfile = (userId: string, role: 'host' | 'player') => ({
  pk: `USER#${userId}`,
  sk: 'PROFILE',
  type: 'profile',
  userId,
  name: `Name ${userId}`,
  role,
  profileSetupCompleted: true,
  createdAt: '',
  updatedAt: '',
});

export const storedCommunity = (over: Record<string, unknown> = {}): StoredItem => ({
  pk: 'COMMUNITY#c1',
  sk: 'COMMUNITY',
  type: 'community',
  id: 'c1',
  name: 'Koramangala Kickers',
  sport: 'football',
  sports: ['football'],
  location: 'Koramangala',
  description: null,
  host_id: 'host-1',
  is_public: true,
  requires_approval: false,
  profile_pic: null,
  cover_pic: null,
  tags: [],
  ...over,
});
