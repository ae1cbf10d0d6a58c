import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { dynamoJoinRequestRepository } from '../adapters/dynamo/join-request-repository';
import { systemClock } from '../services/ports';
import { createReminderScheduling } from '../services/reminder-service';
import { once } from './once';
import { lazyScheduler } from './scheduler';
import { table } from './table';

/** The scheduling consumer: the table and EventBridge Scheduler (the sender is reminder-sending.ts). */
export const reminderScheduling = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  return createReminderScheduling({
    games: dynamoGameRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
    scheduler: lazyScheduler,
    clock: systemClock,
  });
});
