import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinAccountData } from './adapters/account-data-store';
import { dynamoJoinRequestRepository } from './adapters/join-request-repository';
import { createJoinAccountErasure, MOST_REQUESTS_OF_A_PLAYER } from './account-erasure';
import { joinService } from './joins';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

const requests = /* @__PURE__ */ once(() => dynamoJoinRequestRepository(table().db, table().name));

/** A player's join requests (answers, statuses, passes), for their data export. */
export const joinAccountData = /* @__PURE__ */ once(() => ({
  requestsOf: (userId: string) => requests().byPlayer(userId, MOST_REQUESTS_OF_A_PLAYER),
}));

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
