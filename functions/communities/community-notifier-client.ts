import { noticePorts } from '@functions/notifications/public-notice-ports';
import { createCommunityNotifier } from './community-notifier';
import { once } from '../platform/once';

/** The notifier consumer: the table, the once-guard and SES (a module of its own, so only it bundles the guard). */
export const communityNotifier = /* @__PURE__ */ once(() => createCommunityNotifier(noticePorts()));
