import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { eventBridgeScheduler } from '../adapters/aws/one-time-scheduler';
import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { createGameStatusService } from '../services/game-status-service';
import { systemClock } from '../services/ports';
import type { OneTimeScheduler } from '../services/scheduler-port';
import { once } from './once';
import { table } from './table';

/** Built on first use: the schedules' target only moves statuses and has no scheduler settings. */
const scheduler = once(() => {
  const env = readEnv([ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns]);
  const targets = JSON.parse(env[ENV.scheduleTargetArns]) as Record<string, string>;
  return eventBridgeScheduler({ groupName: env[ENV.scheduleGroupName], roleArn: env[ENV.schedulerRoleArn], targets });
});
const lazyScheduler: OneTimeScheduler = {
  upsert: (name, at, target, payload) => scheduler().upsert(name, at, target, payload),
  delete: (name) => scheduler().delete(name),
};

export const gameStatusService = once(() =>
  createGameStatusService({ games: dynamoGameRepository(table().db, table().name), scheduler: lazyScheduler, clock: systemClock }),
);
