import { LIMITS } from '@shared/constants';
import { snsSmsSender } from '../platform/aws/sms-sender';
import { createSmsCodeIssuer } from './sms-otp-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { metrics } from '../platform/observability/metrics';
import { smsCodes } from './secret-stores';

export const smsCodeIssuer = /* @__PURE__ */ once(() =>
  createSmsCodeIssuer({
    codes: smsCodes(),
    sms: snsSmsSender(),
    clock: systemClock,
    appHourlyBudget: LIMITS.smsCodesPerAppPerHour,
    metrics,
  }),
);
