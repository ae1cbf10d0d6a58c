import { describe, expect, inject, it } from 'vitest';
import { apiClient, gameBody, inDays } from '../support/games-client';
import { freshUser } from '../support/fresh-user';
import { demoTokens } from '../support/demo-tokens';
import { communityInput, communityServices, localDb, syntheticUser } from '../support/community-fixtures';

// A community's members, reviews and upcoming games past the page's first, through the router:
// every one once across pages in the page's order, a cursor not made here a 400, and a private
// community's lists only for its members (under /api/me/, signed in).
const base = inject('localStackUrl');
const db = localDb(inject('dynamoEndpoint'));
const { call } = apiClient(base);
const { service, membership } = communityServices(db);
const tokens = demoTokens(base, ['rahul', 'ananya']);
const MEMBERS = 45;
const REVIEWERS = 23;
const subOf = (token: string) => String(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

type Person = { user_id: string };
/** Every page of a list from the community's own first page, following the cursors to the end. */
async function allOf(
  path: string,
  list: 'members' | 'reviews',
  first: { items: Person[]; cursor: string | null },
  token?: string,
) {
  const seen = [...first.items];
  let cursor = first.cursor;
  let pages = 1;
  while (cursor && pages < 20) {
    const answer = await call(`${path}/${list}?cursor=${encodeURIComponent(cursor)}`, token ? { token } : {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body as Record<string, Person[]> & { cursor: string | null };
    seen.push(...body[list]!);
    cursor = body.cursor;
    pages += 1;
  }
  return { seen: seen.map((p) => p.user_id), pages };
}

describe("a community's members and reviews in pages", () => {
  it('a public one: all of them once each, in order, for anyone; a forged cursor is a 400', async () => {
    const hostId = await syntheticUser(db, 'host', 'Paging Host');
    const created = await service.create(hostId, communityInput({ max_members: null }));
    const id = created.community.id;
    const players: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const player = await syntheticUser(db, 'player', `Member ${String(i).padStart(2, '0')}`);
      await membership.join(player, id);
      players.push(player);
    }
    for (const [i, player] of players.slice(0, REVIEWERS).entries())
      await membership.review(player, id, { rating: 1 + (i % 5), review_text: `Review ${i}` });

    const page = (await call(`/api/communities/${id}`)).body;
    expect(page.members).toHaveLength(20);
    expect(page.reviews).toHaveLength(10);
    const members = await allOf(`/api/communities/${id}`, 'members', {
      items: page.members,
      cursor: page.members_cursor,
    });
    // The owner first (they joined at creation), then everyone by joining date.
    expect(members.seen).toEqual([hostId, ...players]);
    expect(members.pages).toBe(3);
    const reviews = await allOf(`/api/communities/${id}`, 'reviews', {
      items: page.reviews,
      cursor: page.reviews_cursor,
    });
    // Newest first.
    expect(reviews.seen).toEqual(players.slice(0, REVIEWERS).reverse());
    expect(reviews.pages).toBe(3);

    // Signed in, the same lists under /api/me/.
    const mine = (await call(`/api/me/communities/${id}`, { token: tokens.rahul })).body;
    const signedIn = await allOf(
      `/api/me/communities/${id}`,
      'members',
      { items: mine.members, cursor: mine.members_cursor },
      tokens.rahul,
    );
    expect(signedIn.seen).toEqual(members.seen);

    // A cursor that isn't one of this list's is a 400, whatever it looks like.
    const otherList = encodeURIComponent(page.reviews_cursor);
    for (const cursor of ['%2F%2F..', 'bm90LWpzb24', otherList]) {
      const answer = await call(`/api/communities/${id}/members?cursor=${cursor}`);
      expect(answer, cursor).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
    expect((await call(`/api/communities/no-such-community/members`)).status).toBe(404);
  }, 120_000);

  it('a private one: its lists only for members, signed in; others are refused as for the page', async () => {
    const hostId = await syntheticUser(db, 'host', 'Private Host');
    const created = await service.create(
      hostId,
      communityInput({ is_public: false, requires_approval: true, max_members: null }),
    );
    const id = created.community.id;
    const rahul = subOf(tokens.rahul);
    await membership.join(rahul, id);
    await membership.decide(hostId, id, rahul, 'approve');
    await membership.review(rahul, id, { rating: 5, review_text: 'Great people' });

    for (const list of ['members', 'reviews']) {
      expect((await call(`/api/communities/${id}/${list}`)).status, `signed out ${list}`).toBe(403);
      expect((await call(`/api/me/communities/${id}/${list}`, { token: tokens.ananya })).status).toBe(403);
      expect((await call(`/api/me/communities/${id}/${list}`)).status, `no token ${list}`).toBe(401);
    }
    const members = await call(`/api/me/communities/${id}/members`, { token: tokens.rahul });
    expect(members.status).toBe(200);
    expect(members.body.members.map((m: Person) => m.user_id).sort()).toEqual([hostId, rahul].sort());
    const reviews = await call(`/api/me/communities/${id}/reviews`, { token: tokens.rahul });
    expect(reviews.body).toMatchObject({ reviews: [{ user_id: rahul, rating: 5 }], cursor: null });
  }, 60_000);

  it("its upcoming games: the page holds the soonest 5, the rest follow by cursor in start order; a private one's only for members", async () => {
    const games = 12;
    const host = await freshUser(base, 'host', 'Events Host');
    const made = await call('/api/communities', { method: 'POST', token: host.token, body: communityInput() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.community.id as string;
    const starts: string[] = [];
    // Made out of start order: the list's order is the games' starts, not their creation.
    for (const day of Array.from({ length: games }, (_, i) => 2 + ((i * 5) % games))) {
      const game = await call('/api/games', {
        method: 'POST',
        token: host.token,
        body: gameBody({ community_id: id, game_date: inDays(day), game_time: '07:00' }),
      });
      expect(game.status, JSON.stringify(game.body)).toBe(201);
      starts.push(game.body.id);
    }
    const page = (await call(`/api/communities/${id}`)).body;
    expect(page.upcoming_games).toHaveLength(5);
    const seen = [...page.upcoming_games];
    let cursor = page.upcoming_games_cursor as string | null;
    let pages = 1;
    while (cursor && pages < 10) {
      const next = await call(`/api/communities/${id}/games?cursor=${encodeURIComponent(cursor)}`);
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      seen.push(...next.body.games);
      cursor = next.body.cursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    const byStart = [...seen].sort((a, b) => a.game_datetime.localeCompare(b.game_datetime));
    expect(seen.map((g) => g.id)).toEqual(byStart.map((g) => g.id));
    expect(new Set(seen.map((g) => g.id))).toEqual(new Set(starts));
    // Signed in, the same list under /api/me/; a cursor of another list is a 400.
    const mine = (await call(`/api/me/communities/${id}`, { token: tokens.rahul })).body;
    const next = await call(
      `/api/me/communities/${id}/games?cursor=${encodeURIComponent(mine.upcoming_games_cursor)}`,
      {
        token: tokens.rahul,
      },
    );
    expect(next.body.games.map((g: { id: string }) => g.id)).toEqual(seen.slice(5, 10).map((g) => g.id));
    const otherList = encodeURIComponent(page.members_cursor ?? 'bm90LWpzb24');
    expect(await call(`/api/communities/${id}/games?cursor=${otherList}`)).toMatchObject({
      status: 400,
      body: { message: 'Invalid cursor' },
    });

    const privateHost = await freshUser(base, 'host', 'Private Events Host');
    const closed = await call('/api/communities', {
      method: 'POST',
      token: privateHost.token,
      body: communityInput({ is_public: false, requires_approval: true }),
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    const privateId = closed.body.community.id as string;
    expect((await call(`/api/communities/${privateId}/games`)).status).toBe(403);
    expect((await call(`/api/me/communities/${privateId}/games`, { token: tokens.ananya })).status).toBe(403);
    expect((await call(`/api/me/communities/${privateId}/games`)).status).toBe(401);
    const own = await call(`/api/me/communities/${privateId}/games`, { token: privateHost.token });
    expect(own).toMatchObject({ status: 200, body: { games: [], cursor: null } });
  }, 120_000);
});
