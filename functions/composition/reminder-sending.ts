import { systemClock } from '../services/ports';
import { createReminderSending } from '../services/reminder-service';
import { notifierPorts } from './notifier-ports';
import { once } from './once';

/** The schedules' target: the table, the once-guard and SES. */
export const reminderSending = /* @__PURE__ */ once(() =>
  createReminderSending({ ...notifierPorts(), clock: systemClock }),
);
