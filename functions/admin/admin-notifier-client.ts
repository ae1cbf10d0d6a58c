import { noticePorts } from '@functions/notifications/public-notice-ports';
import { createAdminNotifier } from './admin-notifier';
import { once } from '../platform/once';

export const adminNotifier = /* @__PURE__ */ once(() => createAdminNotifier(noticePorts()));
