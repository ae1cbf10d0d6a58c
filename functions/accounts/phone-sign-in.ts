import { setTimeout as sleep } from 'node:timers/promises';
import { LIMITS } from '@shared/constants';
import { DEFAULT_SMS_COUNTRY_CODES, parseCountryCodes } from '@shared/phone';
import { ENV } from '../platform/env-names';
import { createPhoneSignInStarter } from './phone-sign-in-service';
import { createSmsBudgetCheck } from './sms-otp-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { smsCodes } from './secret-stores';
import { userDirectory } from './user-directory-client';
import { dynamoSignInSourceLimits } from './adapters/sign-in-source-limits';
import { table } from '../platform/dynamo/table';
import { networkOf } from '../platform/http/client-address';

/** Every answer of POST /api/auth/phone takes this long (a pool user is created well within it). */
export const PHONE_SIGN_IN_ANSWER_MS = 600;

export const allowedSmsCountryCodes = () => {
  const configured = process.env[ENV.smsCountryCodes];
  const codes = configured ? parseCountryCodes(configured) : [...DEFAULT_SMS_COUNTRY_CODES];
  if (!codes) throw new Error(`${ENV.smsCountryCodes} must be country codes separated by commas, e.g. 91,65`);
  return codes;
};

export const phoneSignInStarter = /* @__PURE__ */ once(() =>
  createPhoneSignInStarter({
    directory: userDirectory(),
    sourceLimits: dynamoSignInSourceLimits(table().db, table().name),
    networkOf,
    assertCanSend: createSmsBudgetCheck({
      codes: smsCodes(),
      clock: systemClock,
      appHourlyBudget: LIMITS.smsCodesPerAppPerHour,
    }),
    allowedCountryCodes: allowedSmsCountryCodes(),
    clock: systemClock,
    sleep: (ms) => sleep(ms),
    answerAfterMs: PHONE_SIGN_IN_ANSWER_MS,
    onOverrun: (elapsedMs) =>
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'phone sign-in slower than its fixed answer time', elapsedMs }),
      ),
  }),
);
