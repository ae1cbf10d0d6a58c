import { LIMITS } from '../../shared/constants';
import { snsSmsSender } from '../adapters/aws/sms-sender';
import { createSmsCodeIssuer } from '../services/sms-otp-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { smsCodes } from './table';

export const smsCodeIssuer = /* @__PURE__ */ once(() =>
  createSmsCodeIssuer({
    codes: smsCodes(),
    sms: snsSmsSender(),
    clock: systemClock,
    appHourlyBudget: LIMITS.smsCodesPerAppPerHour,
  }),
);
