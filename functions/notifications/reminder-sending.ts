import { systemClock } from '../platform/clock';
import { createReminderSending } from './reminder-service';
import { notifierPorts } from './notifier-ports';
import { once } from '../platform/once';

/** The schedules' target: the table, the once-guard and SES. */
export const reminderSending = /* @__PURE__ */ once(() =>
  createReminderSending({ ...notifierPorts(), clock: systemClock }),
);
