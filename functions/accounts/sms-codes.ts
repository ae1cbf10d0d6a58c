import { LIMITS } from '@shared/constants';
import { snsSmsSender } from '../platform/aws/sms-sender';
import { ENV } from '../platform/env-names';
import { createSmsCodeIssuer } from './sms-otp-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { metrics } from '../platform/observability/metrics';
import { smsCodes } from './secret-stores';

export const smsCodeIssuer = /* @__PURE__ */ once(() =>
  createSmsCodeIssuer({
    codes: smsCodes(),
    // Empty ids (a deployment without DLT registration) send without them.
    sms: snsSmsSender(undefined, {
      entityId: process.env[ENV.smsDltEntityId] ?? '',
      templateId: process.env[ENV.smsDltTemplateId] ?? '',
      senderId: process.env[ENV.smsSenderId] ?? '',
    }),
    clock: systemClock,
    appHourlyBudget: LIMITS.smsCodesPerAppPerHour,
    metrics,
  }),
);
