import { createJoinNotifier } from './join-notifier';
import { notifierPorts } from './notifier-ports';
import { once } from '../platform/once';
import { workQueueOf } from '../platform/work-queues';

/** The consumer: the table, the once-guard and SES. */
export const joinNotifier = /* @__PURE__ */ once(() =>
  createJoinNotifier({ ...notifierPorts(), queue: workQueueOf('send-join-notifications') }),
);
