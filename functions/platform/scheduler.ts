import { ENV } from './env-names';
import { readEnv } from './env';
import { eventBridgeScheduler } from './aws/one-time-scheduler';
import type { OneTimeScheduler } from './scheduler-port';
import { once } from './once';

/**
 * EventBridge Scheduler, built on first use: a function that only sends (a schedule's target) never
 * reads the scheduler settings, so it needs none in its env.
 */
const scheduler = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns]);
  const targets = JSON.parse(env[ENV.scheduleTargetArns]) as Record<string, string>;
  return eventBridgeScheduler({ groupName: env[ENV.scheduleGroupName], roleArn: env[ENV.schedulerRoleArn], targets });
});

export const lazyScheduler: OneTimeScheduler = {
  upsert: (name, at, target, payload) => scheduler().upsert(name, at, target, payload),
  delete: (name) => scheduler().delete(name),
};
