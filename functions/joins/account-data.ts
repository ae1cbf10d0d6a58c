import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinAccountData } from './adapters/account-data-store';
import { dynamoJoinRequestRepository } from './adapters/join-request-repository';
import { createJoinAccountErasure, MOST_REQUESTS_OF_A_PLAYER } from './account-erasure';
import { joinService } from './joins';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { dynamoRegularsStore } from './regulars/adapters/regulars-store';

const requests = /* @__PURE__ */ once(() => dynamoJoinRequestRepository(table().db, table().name));
// The store alone: the export's and the teams' bundles need no regulars use case.
const regularsStore = /* @__PURE__ */ once(() => dynamoRegularsStore(table().db, table().name));

/** A player's join requests (answers, statuses, passes) and the series they are a regular of, for their data export. */
export const joinAccountData = /* @__PURE__ */ once(() => ({
  requestsOf: (userId: string) => requests().byPlayer(userId, MOST_REQUESTS_OF_A_PLAYER),
  regularsOf: (userId: string) => regularsStore().ofPlayer(userId),
}));

/**
 * A deleted account leaves every series it was a regular of (an approved one's place on the count
 * freed in the same write); its requests for the dates are withdrawn with the rest of its requests.
 */
export async function eraseRegulars(userId: string) {
  const store = regularsStore();
  for (const regular of await store.ofPlayer(userId)) await store.remove(regular, [], systemClock.now().toISOString());
}

/** What a deleted account's requests become (join-account-changes). */
export const joinAccountErasure = /* @__PURE__ */ once(() =>
  createJoinAccountErasure({
    requests: requests(),
    games: dynamoGameRepository(table().db, table().name),
    withdraw: (userId, requestId) => joinService().withdraw(userId, requestId),
    store: dynamoJoinAccountData(table().db, table().name),
    clock: systemClock,
  }),
);
