import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { systemClock } from '../platform/clock';
import { createReminderScheduling } from './reminder-service';
import { once } from '../platform/once';
import { workQueueOf } from '../platform/work-queues';
import { lazyScheduler } from '../platform/scheduler';
import { table } from '../platform/dynamo/table';

/** The scheduling consumer: the table and EventBridge Scheduler (the sender is reminder-sending.ts). */
export const reminderScheduling = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  return createReminderScheduling({
    games: dynamoGameRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
    scheduler: lazyScheduler,
    clock: systemClock,
    queue: workQueueOf('schedule-reminders'),
  });
});
