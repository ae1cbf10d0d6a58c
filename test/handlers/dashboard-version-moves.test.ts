import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from '@functions/platform/dynamo/transact';
import type { PendingEvent } from '@functions/platform/event-ports';
import { hostingKeys } from '@functions/hosting/adapters/keys';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoSeriesRepository } from '@functions/games/series/adapters/series-repository';
import { templateOf } from '@functions/games/series/series-occurrence';
import { toGame } from '@functions/games/adapters/game-item';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { dynamoPaymentStore } from '@functions/payments/adapters/payment-repository';
import { dynamoSpotCheckStore } from '@functions/payments/adapters/spot-check-store';
import { dynamoRemovalStore } from '@functions/joins/adapters/removal-store';
import { dynamoRegularsStore } from '@functions/joins/regulars/adapters/regulars-store';
import type { StoredRegular } from '@functions/joins/regulars/ports';
import type { StoredOrder, StoredRequestPayment } from '@functions/payments/payment-ports';
import type { StoredRefund } from '@functions/payments/refund-record';
import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { dynamoHostApplicationRepository } from '@functions/hosting/adapters/host-application-repository';
import { dynamoHostStatsStore } from '@functions/hosting/adapters/host-stats-store';
import type { StoredHostApplication } from '@functions/hosting/ports';
import type { RequestDecision } from '@functions/joins/ports';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { dynamoOneTimeSecretStore } from '@functions/accounts/adapters/one-time-secret-store';
import { dynamoAccountDeletionStore } from '@functions/accounts/adapters/account-deletion-store';
import { dynamoReminderEvents } from '@functions/notifications/adapters/reminder-events';
import { storedCommunity } from '../support/fakes';
import { syntheticRequest } from '../support/join-fixtures';
import { freshOrder } from '../support/record-defaults';

// The host dashboard keeps its lists behind a version that every change to a host's games or
// requests moves in its own transaction; the change's events name the host. Each write path that
// records events is driven here with events naming two hosts, and the transaction it sends must
// move both hosts' versions. A path that records its events but leaves the moves out fails here;
// so does a new path that records events without being driven here (the count below).
// Two paths move it elsewhere, each checked here: a player's join leaves it to the consumer that
// counts the request for the host (in the same transaction as that count: see the last test), and a
// host's decision moves it right after its transaction commits, before the host hears back.
// One moves it nowhere: a check-in changes no list the dashboard keeps (its games carry players and
// pending counts, not arrivals), and its event is there only for the host's other screens.

const ROOT = join(import.meta.dirname, '..', '..');
const T = 'test-table';
const doc = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-south-1' }));
afterAll(() => doc.restore());

const AT = '2099-12-01T10:00:00.000Z';
const regulars = () => dynamoRegularsStore(db, T);
const regular: StoredRegular = {
  series_id: 's1',
  user_id: 'p1',
  host_id: 'host-a',
  status: 'pending',
  name: 'Asha',
  email: 'asha@example.test',
  phone: null,
  instagram: null,
  answers: [],
  skipped_game_ids: [],
  asked_at: AT,
  approved_at: null,
  updated_at: AT,
};
const join_ = { requestId: 'r1', gameId: 'g1', userId: 'p1', title: 'Evening Football' };
/** Two hosts, one of them named twice. */
const events: PendingEvent[] = [
  { name: 'GameUpdated.v1', detail: { gameId: 'g1', hostId: 'host-a', changed: ['title'] } },
  { name: 'JoinRequested.v1', detail: { ...join_, hostId: 'host-b', playerName: 'P' } },
  { name: 'HostNudged.v1', detail: { ...join_, hostId: 'host-a', playerName: 'P', nudgeCount: 1 } },
];
const HOSTS = ['host-a', 'host-b'];

const game = toGame({
  id: 'g1',
  host_id: 'host-1',
  title: 'Evening Football',
  sport: 'football',
  location: 'Koramangala, Bengaluru',
  latitude: 12.9352,
  longitude: 77.6245,
  game_datetime: '2099-12-05T13:00:00.000Z',
  game_date: '2099-12-05',
  game_time: '18:30',
  max_players: 10,
  price: 0,
  status: 'upcoming',
  created_at: AT,
  updated_at: AT,
});
const request = (status: 'pending' | 'confirmed' | 'waitlist' | 'accepted') =>
  syntheticRequest('g1', 'p1', { id: 'r1', status });
const order: StoredOrder = {
  order_id: 'o1',
  request_id: 'r1',
  game_id: 'g1',
  user_id: 'p1',
  amount: 20000,
  currency: 'INR',
  receipt: 'r1-1',
  ...freshOrder(),
  created_at: AT,
  updated_at: AT,
  check_at: null,
};
const refund: StoredRefund = {
  payment_id: 'pay1',
  key: 'refund-pay1',
  order_id: 'o1',
  request_id: 'r1',
  game_id: 'g1',
  user_id: 'p1',
  amount: 20000,
  reason: 'withdrawn',
  status: 'requested',
  razorpay_refund_id: null,
  error: null,
  created_at: AT,
  updated_at: AT,
};
const payment: StoredRequestPayment = {
  request_id: 'r1',
  game_id: 'g1',
  user_id: 'p1',
  order_id: null,
  order_seq: 1,
  payment_id: null,
  paid_amount: null,
  paid_at: null,
  offer_due_at: AT,
  offer_lapsed_at: null,
};
const community = storedCommunity({ host_id: 'host-1' });
const review = {
  id: 'rv1',
  community_id: 'c1',
  user_id: 'p1',
  rating: 5,
  review_text: 'Good games, on time.',
  created_at: AT,
  updated_at: AT,
  version: 1,
};
const application = {
  id: 'a1',
  user_id: 'p1',
  username: 'p1',
  status: 'pending',
  created_at: AT,
  decided_by: null,
} as unknown as StoredHostApplication;
const profile = {
  id: 'p1',
  name: 'P',
  email: 'p1@players.test',
  role: 'player',
  profile_setup_completed: true,
  created_at: AT,
  updated_at: AT,
} as Parameters<ReturnType<typeof dynamoProfileRepository>['save']>[0];

const games = () => dynamoGameRepository(db, T);
const requests = () => dynamoJoinRequestRepository(db, T);
const payments = () => dynamoPaymentStore(db, T);
const removals = () => dynamoRemovalStore(db, T);
const spotChecks = () => dynamoSpotCheckStore(db, T);
const communities = () => dynamoCommunityRepository(db, T);
const decision: RequestDecision = {
  status: 'confirmed',
  payment_status: 'not_required',
  game_pass: 'PASS1',
  host_message: null,
  at: AT,
};

/** Where a path moves the versions: in its own transaction unless said otherwise. */
type Moves = 'after-commit' | 'by-consumer' | 'nothing-kept-changes';
/** Every write path that records events, by the file it is written in (under functions/). */
const paths: { file: string; path: string; run: () => Promise<unknown>; moves?: Moves }[] = [
  { file: 'games/adapters/game-repository.ts', path: 'create', run: () => games().create(game, events) },
  {
    file: 'games/series/adapters/series-repository.ts',
    path: 'create',
    run: () =>
      dynamoSeriesRepository(db, T).create(
        {
          id: 's1',
          host_id: game.host_id,
          repeat: { days: ['SU'], interval: 1, until: null, count: 4 },
          rrule: 'DTSTART:20991206T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;COUNT=4',
          first_date: '2099-12-06',
          first_game_id: game.id,
          template: templateOf(game),
          filled_through: '2099-12-06',
          status: 'active',
          regulars: { skip_cutoff_hours: 24, public_opens_hours: 48 },
          regulars_count: 0,
          ended_at: null,
          created_at: AT,
          updated_at: AT,
        },
        events,
        AT,
      ),
  },
  // Regulars (decision 071): the ask, the approval (with the series' count) and the decline or removal.
  { file: 'joins/regulars/adapters/regulars-store.ts', path: 'ask', run: () => regulars().ask(regular, events) },
  {
    file: 'joins/regulars/adapters/regulars-store.ts',
    path: 'approve',
    run: () => regulars().approve(regular, 10, AT, events),
  },
  {
    file: 'joins/regulars/adapters/regulars-store.ts',
    path: 'remove',
    run: () => regulars().remove({ ...regular, status: 'approved' }, events, AT),
  },
  {
    file: 'games/adapters/game-repository.ts',
    path: 'update',
    run: () => games().update(game, { ...game, title: 'Late Football' }, events),
  },
  { file: 'games/adapters/game-repository.ts', path: 'delete', run: () => games().delete(game, events) },
  { file: 'games/adapters/game-repository.ts', path: 'cancel', run: () => games().cancel(game, AT, events) },
  {
    file: 'games/adapters/game-repository.ts',
    path: 'moveStatus',
    run: () => games().moveStatus(game, 'ongoing', AT, events),
  },
  {
    file: 'joins/adapters/join-request-repository.ts',
    path: 'create',
    run: () => requests().create(request('pending'), AT, null, events, 'host-1'),
    moves: 'by-consumer',
  },
  {
    file: 'joins/adapters/join-request-repository.ts',
    path: 'withdraw',
    run: () => requests().withdraw(request('confirmed'), AT, events, refund),
  },
  {
    file: 'joins/adapters/removal-store.ts',
    path: 'remove',
    run: () => removals().remove(request('confirmed'), 'Sorry', AT, events, refund),
  },
  {
    file: 'payments/adapters/spot-check-store.ts',
    path: 'announceOnce',
    run: () => spotChecks().announceOnce('g1', AT, events, AT),
  },
  {
    file: 'joins/adapters/join-request-repository.ts',
    path: 'nudge',
    run: () => requests().nudge(request('pending'), AT, AT, 3, events, 'host-1'),
  },
  {
    file: 'joins/adapters/join-decisions.ts',
    path: 'decide',
    run: () => requests().decide(request('pending'), decision, 'take', events),
    moves: 'after-commit',
  },
  {
    file: 'joins/adapters/join-decisions.ts',
    path: 'checkIn',
    run: () => requests().checkIn(request('confirmed'), AT, 'host-1', events),
    moves: 'nothing-kept-changes',
  },
  {
    file: 'joins/adapters/join-decisions.ts',
    path: 'promote',
    run: () => requests().promote(request('waitlist'), AT, events),
  },
  {
    file: 'payments/adapters/offer-store.ts',
    path: 'offer',
    run: () => payments().offer({ request: request('waitlist'), dueAt: AT, amountDue: {} as never, at: AT, events }),
  },
  {
    file: 'payments/adapters/offer-store.ts',
    path: 'expireOffer',
    run: () =>
      payments().expireOffer({
        request: { ...request('accepted'), payment_status: 'pending' },
        payment,
        at: AT,
        events,
      }),
  },
  {
    file: 'payments/adapters/offer-take-store.ts',
    path: 'takeOffer',
    run: () =>
      payments().takeOffer({
        request: { ...request('accepted'), payment_status: 'not_required' },
        pass: 'P1',
        at: AT,
        events,
      }),
  },
  {
    file: 'payments/adapters/offer-take-store.ts',
    path: 'announce',
    run: () => payments().announce(events, AT),
  },
  {
    // A sent reminder's event names no host, but the adapter records whatever it is given with the moves.
    file: 'notifications/adapters/reminder-events.ts',
    path: 'record',
    run: () => dynamoReminderEvents(db, T).record(events, AT),
  },
  {
    file: 'payments/adapters/refund-store.ts',
    path: 'refundPaid',
    run: () => payments().refundPaid({ request: request('confirmed'), refund, at: AT, events }),
  },
  {
    file: 'payments/adapters/settlement-store.ts',
    path: 'confirm',
    run: () =>
      payments().confirm({ request: request('accepted'), order, paymentId: 'pay1', pass: 'P1', at: AT, events }),
  },
  {
    file: 'payments/adapters/settlement-store.ts',
    path: 'waitlistAndRefund',
    run: () =>
      payments().waitlistAndRefund({
        request: request('accepted'),
        order,
        paymentId: 'pay1',
        pass: 'P1',
        at: AT,
        events,
        refund,
      }),
  },
  {
    file: 'payments/adapters/settlement-store.ts',
    path: 'refundUnawaited',
    run: () => payments().refundUnawaited({ order, refund, at: AT, events }),
  },
  {
    file: 'communities/adapters/community-repository.ts',
    path: 'create',
    run: () => communities().create(community, events),
  },
  {
    file: 'communities/adapters/community-repository.ts',
    path: 'update',
    run: () => communities().update(community, { ...community, updated_at: AT }, events),
  },
  {
    file: 'communities/adapters/community-repository.ts',
    path: 'delete',
    run: () => communities().delete(community, events),
  },
  {
    file: 'communities/adapters/community-member-repository.ts',
    path: 'join',
    run: () =>
      communities().join(
        community,
        { community_id: 'c1', user_id: 'p1', role_in_community: 'member', joined_at: AT },
        events,
      ),
  },
  {
    file: 'communities/adapters/community-member-repository.ts',
    path: 'requestToJoin',
    run: () =>
      communities().requestToJoin(
        community,
        { community_id: 'c1', user_id: 'p1', status: 'pending', created_at: AT },
        events,
      ),
  },
  {
    file: 'communities/adapters/community-member-repository.ts',
    path: 'decide (approve)',
    run: () => communities().decide(community, 'p1', 'approve', AT, events),
  },
  {
    file: 'communities/adapters/community-member-repository.ts',
    path: 'decide (reject)',
    run: () => communities().decide(community, 'p1', 'reject', AT, events),
  },
  {
    file: 'communities/adapters/community-review-repository.ts',
    path: 'saveReview',
    run: () => communities().saveReview(community, review, null, 'P', events),
  },
  {
    file: 'hosting/adapters/host-application-repository.ts',
    path: 'create',
    run: () => dynamoHostApplicationRepository(db, T).create(application, events),
  },
  {
    file: 'hosting/adapters/host-application-repository.ts',
    path: 'decide',
    run: () =>
      dynamoHostApplicationRepository(db, T).decide(
        application,
        { status: 'approved', reason: null, decided_at: AT, decided_by: 'admin-1' },
        events,
      ),
  },
  {
    file: 'accounts/adapters/profile-repository.ts',
    path: 'save',
    run: () => dynamoProfileRepository(db, T).save(profile, events),
  },
  {
    file: 'accounts/adapters/one-time-secret-store.ts',
    path: 'claimSendSlot',
    run: () =>
      dynamoOneTimeSecretStore(db, T).claimSendSlot('magic-link', 'p1@players.test', new Date(AT), 60_000, events),
  },
  {
    file: 'accounts/adapters/account-deletion-store.ts',
    path: 'deleteProfile',
    run: () => dynamoAccountDeletionStore(db, T).deleteProfile('p1', events, AT),
  },
];

/** The hosts a transaction's outbox items name, read back from what was sent. */
const hostsNamed = (items: TransactItem[]) =>
  new Set(
    items
      .filter((item) => item.Put?.Item?.type === 'outbox-event')
      .map((item) => (JSON.parse(String(item.Put!.Item!.detail)) as { hostId?: string }).hostId)
      .filter((hostId): hostId is string => Boolean(hostId)),
  );
/** The hosts whose dashboard version a transaction moves. */
const hostsMoved = (items: TransactItem[]) =>
  HOSTS.filter((hostId) =>
    items.some(
      (item) =>
        item.Update?.Key?.pk === hostingKeys.hostDashboardVersion(hostId).pk &&
        item.Update.Key.sk === hostingKeys.hostDashboardVersion(hostId).sk &&
        /ADD version :one/.test(item.Update.UpdateExpression ?? ''),
    ),
  );

beforeEach(() => {
  doc.reset();
  doc.on(TransactWriteCommand).resolves({});
  doc.on(GetCommand).resolves({});
  doc.onAnyCommand().resolves({});
});

/** The hosts whose dashboard version plain updates (outside any transaction) moved. */
const hostsMovedAfter = () =>
  HOSTS.filter((hostId) =>
    doc
      .commandCalls(UpdateCommand)
      .some(
        (call) =>
          call.args[0].input.Key?.pk === hostingKeys.hostDashboardVersion(hostId).pk &&
          call.args[0].input.Key?.sk === hostingKeys.hostDashboardVersion(hostId).sk &&
          /ADD version :one/.test(call.args[0].input.UpdateExpression ?? ''),
      ),
  );

describe('every write path that records an event naming a host moves that host’s dashboard version', () => {
  it.each(paths)('$file $path', async ({ run, moves: movedBy }) => {
    await run();
    const transactions = doc.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
    const recording = transactions.filter((items) => hostsNamed(items).size > 0);
    expect(recording, 'one transaction records the events').toHaveLength(1);
    expect([...hostsNamed(recording[0]!)].sort()).toEqual(HOSTS);
    if (movedBy) {
      // Not in the transaction (each move there is billed twice), and never both ways.
      expect(hostsMoved(recording[0]!)).toEqual([]);
      expect(hostsMovedAfter(), 'the hosts whose version moved after the commit').toEqual(
        movedBy === 'after-commit' ? HOSTS : [],
      );
      return;
    }
    expect(hostsMoved(recording[0]!), 'the hosts whose version moved with the events').toEqual(HOSTS);
    // One move per host: a transaction may name an item once.
    const moves = recording[0]!.filter((item) => String(item.Update?.Key?.sk) === 'DASHBOARD#VERSION');
    expect(moves).toHaveLength(HOSTS.length);
    // Never the kept lists' item (up to ~300 kB): each change would be billed at its size.
    expect(recording[0]!.filter((item) => String(item.Update?.Key?.sk) === 'DASHBOARD')).toHaveLength(0);
  });

  it('drives every place in functions/ that records events (a new write path belongs in the list above)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const functions = join(ROOT, 'functions');
    const recorded: Record<string, number> = {};
    for (const file of files(functions)) {
      const calls = readFileSync(file, 'utf8').match(/\beventWrites\(/g)?.length ?? 0;
      const name = relative(functions, file);
      if (calls > 0 && name !== join('hosting', 'adapters', 'host-dashboard-version.ts')) recorded[name] = calls;
    }
    const driven: Record<string, number> = {};
    for (const { file } of paths) driven[file] = (driven[file] ?? 0) + 1;
    // At least one case per place (a place may write more than one shape of transaction).
    expect(Object.keys(driven).sort()).toEqual(Object.keys(recorded).sort());
    for (const [file, places] of Object.entries(recorded))
      expect(driven[file], `${file} records events in ${places} places`).toBeGreaterThanOrEqual(places);
  });

  it('the consumer that counts a request entering or leaving pending moves the version with the count', async () => {
    const store = dynamoHostStatsStore(db, T);
    await store.applyOnce('join-event', 'host-a', { pending_total: 1 });
    await store.applyOnce('decision-event', 'host-b', { pending_total: -1 });
    await store.applyOnce('payment-event', 'host-a', { captured_paise: 20000 });
    const [joined, decided, paid] = doc
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems!);
    expect(hostsMoved(joined!)).toEqual(['host-a']);
    expect(hostsMoved(decided!)).toEqual(['host-b']);
    // A payment changes no list the dashboard keeps: its writer moved the version already.
    expect(hostsMoved(paid!)).toEqual([]);
  });

  it('events reach a transaction only through eventWrites, which hands back the moves with them', () => {
    const outboxBuilders = ['platform/dynamo/outbox.ts', 'hosting/adapters/host-dashboard-version.ts'];
    const offenders = readdirSync(join(ROOT, 'functions'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !outboxBuilders.includes(name))
      .filter((name) => /\boutboxPut\b/.test(readFileSync(join(ROOT, 'functions', name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
