import { createJoinNotifier } from './join-notifier';
import { notifierPorts } from './notifier-ports';
import { once } from '../platform/once';

/** The consumer: the table, the once-guard and SES. */
export const joinNotifier = /* @__PURE__ */ once(() => createJoinNotifier(notifierPorts()));
