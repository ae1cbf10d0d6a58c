import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { dynamoSportPlayerStore } from './adapters/sport-player-store';
import { createSportPlayersService } from './sport-players-service';

/** Popular-sports counts on the table: the consumer that keeps them and the public read share it. */
export const sportPlayersService = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  return createSportPlayersService({
    store: dynamoSportPlayerStore(db, name),
    requests: dynamoJoinRequestRepository(db, name),
  });
});
