import { dynamoGameRepository } from '@functions/games/public-storage';
import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { appSyncPublisher } from './adapters/appsync-publisher';
import { createLiveUpdateService } from './live-update-service';

// The consumer's service, built once per cold start from its environment.
export const liveUpdates = /* @__PURE__ */ once(() => {
  const { [ENV.realtimePublishUrl]: publishUrl } = readEnv([ENV.realtimePublishUrl]);
  return createLiveUpdateService({
    publisher: appSyncPublisher(publishUrl),
    games: dynamoGameRepository(table().db, table().name),
  });
});
