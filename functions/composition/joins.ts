import { ENV } from '../../infra/manifest';
import { readEnv } from '../lib/env';
import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { dynamoJoinRequestRepository } from '../adapters/dynamo/join-request-repository';
import { createHostRequestService } from '../services/host-request-service';
import { createJoinService } from '../services/join-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { table } from './table';

// Join requests: the player's side and the host's side share the table and nothing else.
const requests = once(() => dynamoJoinRequestRepository(table().db, table().name));
const games = once(() => dynamoGameRepository(table().db, table().name));

export const joinService = once(() => createJoinService({ games: games(), requests: requests(), clock: systemClock }));

export const hostRequestService = once(() => {
  const { APP_URL } = readEnv([ENV.appUrl]);
  return createHostRequestService({ games: games(), requests: requests(), clock: systemClock, paymentUrl: (requestId) => `${APP_URL}/pay/${requestId}` });
});
