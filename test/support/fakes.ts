import type { Clock } from '@functions/platform/clock';
import type {
  DirectoryUser,
  OneTimeSecretStore,
  ProfileExpectation,
  ProfileRepository,
  UserDirectory,
} from '@functions/accounts/ports';
import type { Mailer, OutgoingEmail, SmsSender } from '@functions/platform/messaging-ports';
import type { PendingEvent } from '@functions/platform/event-ports';
import type { CommunityRepository, StoredCommunity } from '@functions/communities/ports';
import { NO_LINKED_GAMES } from '@functions/communities/linked-game-counts';
import type { GameListQuery, GamePage, GameRepository, StoredGame } from '@functions/games/ports';
import type { SearchDocument, SearchIndex } from '@functions/search/ports';
import { defaultPreferences, type Profile } from '@shared/schemas/profile';
import { titleKey } from '@functions/games/adapters/keys';
import { geohash } from '@shared/rules/geo';
import { communityCreateSchema } from '@shared/schemas/community';

// In-memory stand-ins for the ports, with the same conditional behaviour as the DynamoDB ones.
export function fakeClock(start = '2026-11-21T10:00:00.000Z') {
  let now = new Date(start).getTime();
  const clock: Clock & { advance(ms: number): void } = { now: () => new Date(now), advance: (ms) => (now += ms) };
  return clock;
}

export function fakeSecrets() {
  const slots = new Map<string, number>();
  const secrets = new Map<string, { secretHash: string; expiresAt: Date }>();
  const events: PendingEvent[] = [];
  const store: OneTimeSecretStore = {
    async claimSendSlot(purpose, subject, now, minGapMs, pending = []) {
      const key = `${purpose}#${subject}`;
      const last = slots.get(key);
      if (last !== undefined && last > now.getTime() - minGapMs) return false;
      slots.set(key, now.getTime());
      events.push(...pending);
      return true;
    },
    async put(purpose, subject, secretHash, expiresAt) {
      secrets.set(`${purpose}#${subject}`, { secretHash, expiresAt });
    },
    async get(purpose, subject) {
      return secrets.get(`${purpose}#${subject}`) ?? null;
    },
    async consume(purpose, subject, secretHash) {
      const key = `${purpose}#${subject}`;
      if (secrets.get(key)?.secretHash !== secretHash) return false;
      secrets.delete(key);
      return true;
    },
  };
  return { store, events, secrets };
}

export function fakeMailer() {
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = { send: async (email) => void sent.push(email) };
  return { mailer, sent };
}

export function fakeSms() {
  const sent: { phone: string; message: string }[] = [];
  const sms: SmsSender = { send: async (phone, message) => void sent.push({ phone, message }) };
  return { sms, sent };
}

export function fakeDirectory(users: DirectoryUser[] = []): UserDirectory & { users: DirectoryUser[] } {
  return {
    users,
    findByEmail: async (email) => users.find((u) => u.email === email) ?? null,
    findByPhone: async (phone) => users.find((u) => u.phone === phone) ?? null,
    createPhoneUser: async (phone) => {
      const user = { username: `sub-${users.length + 1}`, email: null, phone, name: null };
      users.push(user);
      return user;
    },
  };
}

export function fakeProfiles(list: Partial<Profile>[] = []) {
  const profiles = new Map<string, Profile>();
  for (const p of list) {
    profiles.set(p.id!, {
      id: p.id!,
      name: p.name ?? p.id!,
      email: null,
      phone: null,
      instagram_handle: null,
      profile_pic: null,
      avatar_url: null,
      role: 'player',
      profile_setup_completed: true,
      ...defaultPreferences(),
      created_at: '',
      updated_at: '',
      ...p,
    });
  }
  const repository: ProfileRepository = {
    get: async (id) => profiles.get(id) ?? null,
    save: async (profile, _events, expected) => {
      if (!profileExpectationHolds(profiles.get(profile.id) ?? null, expected)) return false;
      profiles.set(profile.id, profile);
      return true;
    },
  };
  return { repository, profiles };
}

/** The adapter's condition on a profile save (profile-repository.ts), for in-memory fakes. */
export function profileExpectationHolds(stored: Profile | null, expected: ProfileExpectation | undefined): boolean {
  if (expected === undefined) return true;
  if (expected === 'absent') return stored === null;
  return (
    stored !== null &&
    stored.role === expected.role &&
    stored.profile_setup_completed === expected.profile_setup_completed
  );
}

/**
 * Games in memory with the DynamoDB adapter's conditions: one marker per host/day/title, moved on
 * edit, freed on cancel and delete; deletes refused while join requests exist.
 */
export function fakeGames(profiles: Map<string, Profile> = new Map()) {
  const games = new Map<string, StoredGame>();
  const markers = new Map<string, string>();
  const requests = new Map<string, number>();
  const reports = new Set<string>();
  const events: PendingEvent[] = [];
  const markerOf = (g: StoredGame) => `${g.host_id}#${g.game_date}#${titleKey(g.title)}`;
  const clone = <T>(value: T): T => structuredClone(value);
  /** Simulates a join request arriving just before the delete's condition is evaluated. */
  let beforeDelete: ((game: StoredGame) => void) | null = null;
  const repository: GameRepository = {
    get: async (id) => (games.has(id) ? clone(games.get(id)!) : null),
    async create(game, pending) {
      if (markers.has(markerOf(game))) return 'duplicate';
      markers.set(markerOf(game), game.id);
      games.set(game.id, clone(game));
      events.push(...pending);
      return 'created';
    },
    async update(previous, next, pending) {
      const stored = games.get(previous.id);
      if (
        !stored ||
        stored.host_id !== previous.host_id ||
        stored.status !== 'upcoming' ||
        stored.current_players > next.max_players
      )
        return 'refused';
      const [from, to] = [markerOf(previous), markerOf(next)];
      if (from !== to) {
        if (markers.has(to)) return 'duplicate';
        markers.delete(from);
        markers.set(to, next.id);
      }
      games.set(next.id, clone({ ...next, current_players: stored.current_players, status: stored.status }));
      events.push(...pending);
      return 'updated';
    },
    async delete(game, pending) {
      beforeDelete?.(game);
      const stored = games.get(game.id);
      if (!stored || stored.host_id !== game.host_id) return 'gone';
      if ((requests.get(game.id) ?? 0) > 0) return 'has-requests';
      games.delete(game.id);
      if (game.status === 'upcoming') markers.delete(markerOf(game));
      events.push(...pending);
      return 'deleted';
    },
    async cancel(game, at, pending) {
      const stored = games.get(game.id);
      if (!stored || stored.host_id !== game.host_id || stored.status !== 'upcoming') return 'gone';
      games.set(game.id, { ...stored, status: 'cancelled', updated_at: at });
      markers.delete(markerOf(game));
      events.push(...pending);
      return 'cancelled';
    },
    hasJoinRequests: async (id) => (requests.get(id) ?? 0) > 0,
    async moveStatus(game, to, at, pending) {
      const stored = games.get(game.id);
      if (
        !stored ||
        stored.status !== game.status ||
        stored.game_datetime !== game.game_datetime ||
        stored.duration_minutes !== game.duration_minutes
      )
        return 'stale';
      games.set(game.id, { ...stored, status: to, updated_at: at });
      events.push(...pending);
      return 'moved';
    },
    async overdue(now, limit) {
      const due = (g: StoredGame) =>
        g.status === 'upcoming' ? g.game_datetime : g.status === 'ongoing' ? g.ends_at : null;
      return [...games.values()]
        .filter((g) => (due(g) ?? '\uffff') < now)
        .sort((a, b) => due(a)!.localeCompare(due(b)!))
        .slice(0, limit)
        .map(clone);
    },
    async upcoming(query) {
      return pageOf([...games.values()], query);
    },
    async near(cover, query) {
      const inCover = (g: StoredGame) =>
        g.latitude != null &&
        g.longitude != null &&
        cover.cells.includes(geohash({ lat: g.latitude, lng: g.longitude }, cover.precision));
      return pageOf([...games.values()].filter(inCover), query);
    },
    async byHost(hostId, limit) {
      return [...games.values()]
        .filter((g) => g.host_id === hostId)
        .sort((a, b) => b.game_datetime.localeCompare(a.game_datetime))
        .slice(0, limit)
        .map(clone);
    },
    async hosts(ids) {
      return new Map(
        ids
          .filter((id) => profiles.has(id))
          .map((id) => [id, { id, name: profiles.get(id)!.name, profile_pic: profiles.get(id)!.profile_pic }]),
      );
    },
    async addReport({ gameId, userId }) {
      const key = `${gameId}#${userId}`;
      if (reports.has(key)) return false;
      reports.add(key);
      return true;
    },
  };
  return {
    repository,
    games,
    markers,
    requests,
    reports,
    events,
    setBeforeDelete: (hook: typeof beforeDelete) => {
      beforeDelete = hook;
    },
  };
}

const inWindow = (g: StoredGame, w: { from: string; to?: string; sport?: string; skill_level?: string }) =>
  g.status === 'upcoming' &&
  g.game_datetime > w.from &&
  (!w.to || g.game_datetime < w.to) &&
  (!w.sport || g.sport === w.sport) &&
  (!w.skill_level || g.skill_level === w.skill_level);

/** Brute force: every candidate in the window after the position, sorted, accepted, cut at the limit. */
function pageOf(candidates: StoredGame[], query: GameListQuery): GamePage {
  const key = (g: { game_datetime: string; id: string }) => `${g.game_datetime}#${g.id}`;
  const after = query.after ? key(query.after) : '';
  const sorted = candidates
    .filter((g) => g.status === 'upcoming' && inWindow(g, query.window) && key(g) > after)
    .sort((a, b) => key(a).localeCompare(key(b)));
  const games: StoredGame[] = [];
  for (const game of sorted) {
    if (!query.accept(game)) continue;
    games.push(structuredClone(game));
    if (games.length === query.limit)
      return {
        games,
        next: game !== sorted.at(-1) ? { game_datetime: game.game_datetime, id: game.id } : null,
        read: sorted.indexOf(game) + 1,
      };
  }
  return { games, next: null, read: sorted.length };
}

/** What the search service reads of communities. */
export function fakeCommunities(list: StoredCommunity[] = []) {
  const communities = new Map(list.map((c) => [c.id, c]));
  const repository: Pick<CommunityRepository, 'get'> = { get: async (id) => communities.get(id) ?? null };
  return { repository, communities };
}

/** A stored community with every counter, for tests. */
export function storedCommunity(over: Partial<StoredCommunity> = {}): StoredCommunity {
  const at = over.created_at ?? '2026-11-21T10:00:00.000Z';
  return {
    id: 'c1',
    // The host's create form with only what it requires, the rest as the shared schema fills it in.
    ...communityCreateSchema.parse({
      name: 'Bandra Badminton Circle',
      sports: ['badminton'],
      location: 'Bandra West, Mumbai',
    }),
    host_id: 'h',
    created_at: at,
    updated_at: at,
    member_count: 1,
    review_sum: 0,
    review_count: 0,
    pending_count: 0,
    last_activity_at: at,
    games: NO_LINKED_GAMES,
    highlight: null,
    ...over,
  };
}

export function fakeSearchIndex() {
  const docs = new Map<string, SearchDocument>();
  const index: SearchIndex = {
    async replace(kind, id, doc) {
      if (doc) docs.set(`${kind}#${id}`, structuredClone(doc));
      else docs.delete(`${kind}#${id}`);
    },
    async find(word, { from, limit, accept }) {
      const start = (d: SearchDocument) => d.game_datetime ?? '~';
      const matches = [...docs.values()]
        .filter((d) => d.tokens.some((t) => t.startsWith(word)) && start(d) >= from)
        .sort((a, b) => (`${start(a)}#${a.kind}#${a.id}` < `${start(b)}#${b.kind}#${b.id}` ? -1 : 1));
      return {
        docs: matches
          .filter(accept)
          .slice(0, limit)
          .map((d) => structuredClone(d)),
        read: matches.length,
      };
    },
  };
  return { index, docs };
}
