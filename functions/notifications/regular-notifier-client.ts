import { once } from '../platform/once';
import { noticePorts } from './public-notice-ports';
import { createRegularNotifier } from './regular-notifier';

export const regularNotifier = /* @__PURE__ */ once(() => createRegularNotifier(noticePorts()));
