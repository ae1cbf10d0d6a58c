import { systemClock } from '../platform/clock';
import { createReminderSending } from './reminder-service';
import { notifierPorts } from './notifier-ports';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { dynamoPushSubscriptionStore } from './adapters/push-store';
import { dynamoReminderEvents } from './adapters/reminder-events';

/** The schedules' target: the table, the once-guard and SES (and the outbox, for the person's phones). */
export const reminderSending = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  return createReminderSending({
    ...notifierPorts(),
    clock: systemClock,
    pushDevices: dynamoPushSubscriptionStore(db, name),
    events: dynamoReminderEvents(db, name),
  });
});
