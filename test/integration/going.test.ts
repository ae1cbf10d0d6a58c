import { describe, expect, inject, it, beforeAll } from 'vitest';
import { GOING_GAMES_MAX } from '@shared/rules/going';
import { GOING_MESSAGES } from '@functions/joins/going-service';
import { apiClient, gameBody, untilRead } from '../support/games-client';
import { acceptedJoin } from '../support/accepted-join';
import { payAccepted } from '../support/paid-join';
import { demoTokens } from '../support/demo-tokens';
import { freshPlayer } from '../support/fresh-player';

// Who is going on the local stack: confirmed players appear on the game page's and the cards'
// reads (public), those who turned the switch off never do, and a player leaves the avatars when
// they withdraw, turn the switch off, or delete their account; a new name follows them.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const tokens = demoTokens(base, ['meera']);
const PLACE = {
  location: 'Indiranagar Sports Arena, Bengaluru',
  maps_link: 'https://www.google.com/maps?q=12.9784,77.6408',
};
const joinAs = (name: string) => ({
  answers: {},
  contactInfo: { name, email: 'going@example.test', phone: '+919812345678' },
});

type Player = Awaited<ReturnType<typeof freshPlayer>>;
type Avatar = { user_id: string; name: string; profile_pic: string | null };

const newGame = async (over: Record<string, unknown> = {}) => {
  const created = await call('/api/games', {
    method: 'POST',
    token: tokens.meera,
    body: gameBody({ ...PLACE, price: 0, questions: [], ...over }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
};
const pageAvatars = async (gameId: string) => {
  const answer = await call(`/api/games/${gameId}/going`);
  expect(answer.status).toBe(200);
  return answer.body.players as Avatar[];
};
const idsOf = (avatars: Avatar[]) => avatars.map((a) => a.user_id).sort();
const putMe = (player: Player, body: object) => call('/api/me', { method: 'PUT', token: player.token, body });

describe('who is going', () => {
  let asha: Player;
  let rohan: Player;
  let hidden: Player;
  let gameId: string;
  let otherGameId: string;
  const requestIds: Record<string, string> = {};

  beforeAll(async () => {
    [asha, rohan, hidden] = await Promise.all([
      freshPlayer(base, 'Asha Verma'),
      freshPlayer(base, 'Rohan Iyer'),
      freshPlayer(base, 'Hidden Player'),
    ]);
    expect((await putMe(hidden, { show_in_going: false })).status).toBe(200);
    [gameId, otherGameId] = await Promise.all([newGame(), newGame()]);
    for (const player of [asha, rohan, hidden])
      requestIds[player.sub] = await acceptedJoin(
        call,
        gameId,
        { player: player.token, host: tokens.meera },
        joinAs(player.name),
      );
  }, 90_000);

  it('shows confirmed players who allow it on the game page, never one who turned it off', async () => {
    const avatars = await pageAvatars(gameId);
    expect(idsOf(avatars)).toEqual([asha.sub, rohan.sub].sort());
    expect(avatars.find((a) => a.user_id === asha.sub)).toEqual({
      user_id: asha.sub,
      name: 'Asha Verma',
      profile_pic: null,
    });
    // Everyone confirmed still counts: the game's number is 3 while 2 are drawn.
    expect((await call(`/api/games/${gameId}`)).body.current_players).toBe(3);
  });

  it('answers the cards on screen in one read, and an empty list for a game nobody joined', async () => {
    const answer = await call(`/api/games/going?ids=${gameId},${otherGameId},${gameId}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.games).sort()).toEqual([gameId, otherGameId].sort());
    expect(idsOf(answer.body.games[gameId])).toEqual([asha.sub, rohan.sub].sort());
    expect(answer.body.games[otherGameId]).toEqual([]);
  });

  it.each([
    ['', GOING_MESSAGES.idsMissing],
    ['?ids=', GOING_MESSAGES.idsMissing],
    [`?ids=${Array.from({ length: GOING_GAMES_MAX + 1 }, (_, i) => `g${i}`).join(',')}`, GOING_MESSAGES.tooManyIds],
    ['?ids=ok,%27%3B%20DROP', GOING_MESSAGES.badId],
  ])('refuses the batched read %s with a clear message', async (query, message) => {
    const answer = await call(`/api/games/going${query}`);
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ field: 'ids', message }) });
  });

  it('follows the switch: off removes the player from every game, on brings them back', async () => {
    const switched = async (player: Player, on: boolean) => {
      expect((await putMe(player, { show_in_going: on })).status).toBe(200);
      const shown = (avatars: Avatar[]) => idsOf(avatars).includes(player.sub) === on;
      await untilRead(() => pageAvatars(gameId), shown, 30_000, `${player.name} shown: ${on}`);
    };
    await switched(asha, false);
    await switched(asha, true);
    await switched(hidden, true);
    await switched(hidden, false);
  });

  it('follows a new name', async () => {
    expect((await putMe(rohan, { name: 'Rohan K' })).status).toBe(200);
    await untilRead(
      () => pageAvatars(gameId),
      (a) => a.some((p) => p.user_id === rohan.sub && p.name === 'Rohan K'),
      30_000,
      "Rohan's new name",
    );
  });

  it('drops a player who withdraws, in the withdrawal itself', async () => {
    const withdrawn = await call(`/api/requests/${requestIds[rohan.sub]}/withdraw`, {
      method: 'POST',
      token: rohan.token,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(idsOf(await pageAvatars(gameId))).toEqual([asha.sub]);
  });

  it('adds a player confirmed by their payment', async () => {
    const paidGame = await newGame({ price: 200 });
    const requestId = await acceptedJoin(
      call,
      paidGame,
      { player: rohan.token, host: tokens.meera },
      joinAs('Rohan K'),
    );
    // Accepted but not yet paid: not going.
    expect(await pageAvatars(paidGame)).toEqual([]);
    await payAccepted(base, call, requestId, rohan.token);
    expect(idsOf(await pageAvatars(paidGame))).toEqual([rohan.sub]);
  });

  it('adds a waitlisted player who takes the freed spot offered to them', async () => {
    const fullGame = await newGame({ max_players: 2 });
    const join = (player: Player) =>
      call(`/api/games/${fullGame}/join`, { method: 'POST', token: player.token, body: joinAs(player.name) });
    const [shown, first, second] = [await join(asha), await join(hidden), await join(rohan)];
    expect([shown.status, first.status, second.status]).toEqual([201, 201, 201]);
    const decide = (requestId: string, action: string) =>
      call(`/api/requests/${requestId}/decision`, { method: 'POST', token: tokens.meera, body: { action } });
    for (const confirmed of [shown, first])
      expect((await decide(confirmed.body.joinRequestId, 'accept')).status).toBe(200);
    expect((await decide(second.body.joinRequestId, 'waitlist')).status).toBe(200);
    // The second confirmed player chose not to be shown; the waitlisted one is not going yet.
    expect(idsOf(await pageAvatars(fullGame))).toEqual([asha.sub]);
    const withdrawn = await call(`/api/requests/${first.body.joinRequestId}/withdraw`, {
      method: 'POST',
      token: hidden.token,
    });
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', promoted: true });
    // Offered, not yet going (decision 060): going once they take it.
    expect(idsOf(await pageAvatars(fullGame))).toEqual([asha.sub]);
    const taken = await call(`/api/requests/${second.body.joinRequestId}/offer/take`, {
      method: 'POST',
      token: rohan.token,
    });
    expect(taken.status).toBe(200);
    expect(idsOf(await pageAvatars(fullGame))).toEqual([asha.sub, rohan.sub].sort());
  });

  it("removes a deleted account's avatars", async () => {
    const deleted = await call('/api/me', { method: 'DELETE', token: asha.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBe(200);
    await untilRead(
      () => pageAvatars(gameId),
      (a) => a.length === 0,
      30_000,
      "the deleted account's avatar gone",
    );
  });
});
