import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { setLocalStackEnv } from '../support/local-handler-env';
import { ENV } from '@functions/platform/env-names';
import { dynamoSpotAlertStore } from '@functions/notifications/adapters/spot-alert-store';
import { notificationKeys } from '@functions/notifications/adapters/keys';
import { cellBounds, distanceKm, geohash } from '@shared/rules/geo';
import { distanceLabel } from '@shared/rules/distance-label';
import { relativeWhen } from '@shared/rules/relative-day';
import { gameDateTime } from '@shared/rules/game-time';
import { SPOT_ALERT_MESSAGES, SPOT_ALERTS_PER_DAY } from '@shared/rules/spot-alerts';
import { freshUser } from '../support/fresh-user';
import { apiClient, gameBody, minutesFromNow, uniqueTag, until } from '../support/games-client';

// Spot alerts through the stack: players opt in through PUT /api/me, the stack's consumer files
// them from ProfileUpdated.v1, and a SpotOpened.v1 (published here, delivered to the consumer in
// this process, SES mocked) reaches exactly the nearby subscribers of the sport who have no
// request for the game, once each however often it is delivered, in the bell and by e-mail with
// the exact text. The venue is a random point of central India, so no other test's players are near.
const base = inject('localStackUrl');
const endpoint = inject('dynamoEndpoint');
const { call } = apiClient(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint, region: LOCAL.region, credentials: localCredentials }),
);
const ses = mockClient(SESv2Client);

const VENUE = { lat: 20 + Math.random() * 3, lng: 76 + Math.random() * 6 };
/** A 5-letter cell `km` north of the venue. */
const cellNorth = (km: number) => geohash({ lat: VENUE.lat + km / 111.2, lng: VENUE.lng }, 5);
const centreOf = (cell: string) => {
  const { south, north, west, east } = cellBounds(cell);
  return { lat: (south + north) / 2, lng: (west + east) / 2 };
};

type Account = Awaited<ReturnType<typeof freshUser>>;
const registration = async (userId: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: LOCAL.tableName,
        Key: notificationKeys.spotAlertRegistration(userId),
        ConsistentRead: true,
      }),
    )
  ).Item;
const filedSports = async (userId: string) =>
  ((await registration(userId))?.entries as { sport: string }[] | undefined)?.map((e) => e.sport).sort() ?? null;
const untilFiled = (account: Account, sports: string[]) =>
  until(
    async () => JSON.stringify(await filedSports(account.sub)) === JSON.stringify(sports),
    20_000,
    `${account.name} filed under ${sports.join(', ') || 'nothing'}`,
  );
const setAlerts = async (account: Account, body: object) => {
  const answer = await call('/api/me', { method: 'PUT', token: account.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const bell = async (account: Account) =>
  (await call('/api/notifications', { token: account.token })).body.notifications as {
    title: string;
    body: string;
    link: string;
  }[];
const mailsTo = (email: string) =>
  ses.commandCalls(SendEmailCommand).filter((c) => c.args[0].input.Destination?.ToAddresses?.includes(email));

let handler: typeof import('@functions/notifications/handlers/send-spot-alerts')['handler'];
let host: Account;
let near: Account;
let far: Account;
let cricketer: Account;
let turnedOff: Account;
let requested: Account;
const NEAR_CELL = cellNorth(4);

beforeAll(async () => {
  setLocalStackEnv(endpoint, {
    [ENV.appUrl]: 'https://app.test',
    [ENV.emailFrom]: LOCAL.emailFrom,
    // The alerts ring each player's bell on the stack's live-update stand-in.
    [ENV.realtimePublishUrl]: new URL(`${LOCAL.paths.realtime}/event`, base).href,
  });
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
  [host, near, far, cricketer, turnedOff, requested] = await Promise.all([
    freshUser(base, 'host', 'Alert Host'),
    freshUser(base, 'player', 'Near Player'),
    freshUser(base, 'player', 'Far Player'),
    freshUser(base, 'player', 'Cricket Player'),
    freshUser(base, 'player', 'Quiet Player'),
    freshUser(base, 'player', 'Asking Player'),
  ]);
  const football = { sports: ['football'], spot_alerts: true, spot_alerts_near: NEAR_CELL, spot_alerts_km: 10 };
  await Promise.all([
    setAlerts(host, football),
    setAlerts(near, football),
    // 40 km away: out of even the largest radius.
    setAlerts(far, { ...football, spot_alerts_near: cellNorth(40), spot_alerts_km: 25 }),
    setAlerts(cricketer, { ...football, sports: ['cricket'] }),
    setAlerts(turnedOff, football),
    setAlerts(requested, football),
  ]);
  await Promise.all(
    [host, near, far, turnedOff, requested]
      .map((a) => untilFiled(a, ['football']))
      .concat(untilFiled(cricketer, ['cricket'])),
  );
  await setAlerts(turnedOff, { spot_alerts: false });
  await untilFiled(turnedOff, []);
  ({ handler } = await import('@functions/notifications/handlers/send-spot-alerts'));
}, 120_000);

describe('turning spot alerts on', () => {
  it('needs a sport and a place, and refuses a precise point or a radius out of range', async () => {
    const fresh = await freshUser(base, 'player', 'Unready Player');
    const put = (body: object) => call('/api/me', { method: 'PUT', token: fresh.token, body });
    const refused = await put({ spot_alerts: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SPOT_ALERT_MESSAGES.needsSports);
    const noPlace = await put({ spot_alerts: true, sports: ['football'] });
    expect(noPlace.body.message).toBe(SPOT_ALERT_MESSAGES.needsPlace);
    expect((await put({ spot_alerts_near: `${VENUE.lat},${VENUE.lng}` })).body.message).toBe(
      SPOT_ALERT_MESSAGES.pointInvalid,
    );
    expect((await put({ spot_alerts_km: 100 })).body.message).toBe(SPOT_ALERT_MESSAGES.radiusInvalid);
    const on = await put({ spot_alerts: true, sports: ['football'], city: 'pune' });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ spot_alerts: true, spot_alerts_near: null, spot_alerts_km: 10 });
    await untilFiled(fresh, ['football']);
  }, 60_000);
});

describe('a spot opening in a game about to start', () => {
  let game: { id: string; title: string; startsAt: string };
  const opened = (eventId: string, spots = 1) => ({
    'detail-type': 'SpotOpened.v1',
    time: new Date().toISOString(),
    detail: { eventId, gameId: game.id, hostId: host.sub, sport: 'football', startsAt: game.startsAt, spots },
  });

  beforeAll(async () => {
    const when = minutesFromNow(120);
    const body = gameBody({
      title: `Spot Alert Football ${uniqueTag()}`,
      maps_link: `${VENUE.lat.toFixed(5)},${VENUE.lng.toFixed(5)}`,
      game_date: when.date,
      game_time: when.time,
      price: 150,
    });
    const created = await call('/api/games', { method: 'POST', token: host.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    game = { id: created.body.id, title: body.title, startsAt: gameDateTime(when.date, when.time) };
    const joined = await call(`/api/games/${game.id}/join`, {
      method: 'POST',
      token: requested.token,
      body: { answers: {}, contactInfo: { name: requested.name, email: requested.email } },
    });
    expect(joined.status).toBe(201);
  }, 60_000);

  it('tells the nearby player of the sport once, in the bell and by e-mail, with the exact text', async () => {
    const eventId = randomUUID();
    await handler(opened(eventId));
    await handler(opened(eventId)); // delivered twice: nothing more is sent

    const km = distanceKm(centreOf(NEAR_CELL), VENUE);
    const text = `A spot just opened: ${game.title}, ${relativeWhen(game.startsAt, new Date())}, ₹150, ${distanceLabel(km)}`;
    // A tenth that rounds to a whole number is written without it: "2 km away".
    expect(text).toMatch(/, ₹150, \d(\.\d)? km away$/);
    const mails = mailsTo(near.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.args[0].input.Content?.Simple;
    expect(mail?.Subject?.Data).toBe(text);
    expect(mail?.Body?.Text?.Data).toContain(`https://app.test/game/${game.id}`);
    const alerts = (await bell(near)).filter((n) => n.title.startsWith('A spot just opened'));
    expect(alerts).toEqual([expect.objectContaining({ title: text, link: `/game/${game.id}` })]);
  }, 30_000);

  it('tells nobody out of radius, of another sport, with alerts off, the host, or a player who asked already', async () => {
    await handler(opened(randomUUID()));
    for (const account of [far, cricketer, turnedOff, host, requested]) {
      expect(mailsTo(account.email), account.name).toEqual([]);
      expect(
        (await bell(account)).filter((n) => n.title.startsWith('A spot just opened')),
        account.name,
      ).toEqual([]);
    }
    // A second opening of the same game tells the near player nothing new either.
    expect(mailsTo(near.email)).toHaveLength(1);
  }, 30_000);

  it('refiles a player whose sports change and forgets one whose account is deleted', async () => {
    await setAlerts(cricketer, { sports: ['cricket', 'football'] });
    await untilFiled(cricketer, ['cricket', 'football']);
    const deleted = await call('/api/me', { method: 'DELETE', token: near.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBe(200);
    await until(async () => (await registration(near.sub)) === undefined, 20_000, 'the deleted filing');
    const entry = await db.send(
      new GetCommand({
        TableName: LOCAL.tableName,
        Key: notificationKeys.spotAlertEntry('football', NEAR_CELL.slice(0, 4), near.sub),
        ConsistentRead: true,
      }),
    );
    expect(entry.Item).toBeUndefined();
    // The day's record of the game they were alerted about goes with the account.
    const { Items: days = [] } = await db.send(
      new QueryCommand({
        TableName: LOCAL.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :days)',
        ExpressionAttributeValues: { ':pk': `USER#${near.sub}`, ':days': 'SPOTALERTDAY#' },
        ConsistentRead: true,
      }),
    );
    expect(days).toEqual([]);
  }, 60_000);
});

describe('through the whole stack', () => {
  it('a confirmed player leaving a free game about to start, with nobody waiting, puts the alert in a nearby bell', async () => {
    const when = minutesFromNow(90);
    const body = gameBody({
      title: `Spot Alert Free Game ${uniqueTag()}`,
      maps_link: `${VENUE.lat.toFixed(5)},${VENUE.lng.toFixed(5)}`,
      game_date: when.date,
      game_time: when.time,
      price: 0,
    });
    const created = await call('/api/games', { method: 'POST', token: host.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const joined = await call(`/api/games/${created.body.id}/join`, {
      method: 'POST',
      token: far.token,
      body: { answers: {}, contactInfo: { name: far.name, email: far.email } },
    });
    expect(joined.status).toBe(201);
    const accept = { method: 'POST', token: host.token, body: { action: 'accept' } };
    expect((await call(`/api/requests/${joined.body.joinRequestId}/decision`, accept)).status).toBe(200);
    const left = await call(`/api/requests/${joined.body.joinRequestId}/withdraw`, {
      method: 'POST',
      token: far.token,
    });
    expect(left.status).toBe(200);

    // The cricketer now plays football too (refiled above) and lives near the venue.
    const km = distanceKm(centreOf(NEAR_CELL), VENUE);
    const startsAt = gameDateTime(when.date, when.time);
    const text = `A spot just opened: ${body.title}, ${relativeWhen(startsAt, new Date())}, Free, ${distanceLabel(km)}`;
    const alert = await until(
      async () => (await bell(cricketer)).find((n) => n.title === text),
      20_000,
      'the alert in the bell',
    );
    expect(alert.link).toBe(`/game/${created.body.id}`);
    expect((await bell(far)).filter((n) => n.title.startsWith('A spot just opened'))).toEqual([]);
  }, 60_000);
});

describe('the daily limit', () => {
  it(`counts ${SPOT_ALERTS_PER_DAY} games a day per player; a redelivery claims its game again, another event does not`, async () => {
    const store = dynamoSpotAlertStore(db, LOCAL.tableName);
    const userId = `limit-${randomUUID()}`;
    const claim = (gameId: string, eventId: string) => store.claimDay({ userId, day: '2026-11-27', gameId, eventId });
    for (let i = 0; i < SPOT_ALERTS_PER_DAY; i++) expect(await claim(`g${i}`, `e${i}`)).toBe('claimed');
    expect(await claim('g0', 'e0')).toBe('claimed');
    expect(await claim('g0', 'e-later')).toBe('refused');
    expect(await claim('g-next', 'e-next')).toBe('refused');
    expect(await store.claimDay({ userId, day: '2026-11-28', gameId: 'g-next', eventId: 'e-next' })).toBe('claimed');
  });
});
