import { LIMITS } from '@shared/constants';
import { snsClient, snsSmsSender } from '../platform/aws/sms-sender';
import { ENV } from '../platform/env-names';
import { createSmsCodeIssuer, type SmsSenders } from './sms-otp-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { metrics } from '../platform/observability/metrics';
import { smsCodes } from './secret-stores';

/**
 * One sender per registered text: empty ids (a deployment without DLT registration) send English
 * without them; Hindi has a sender only once its own template id is configured.
 */
function smsSenders(): SmsSenders {
  const client = snsClient();
  const registered = (templateId: string) =>
    snsSmsSender(client, {
      entityId: process.env[ENV.smsDltEntityId] ?? '',
      templateId,
      senderId: process.env[ENV.smsSenderId] ?? '',
    });
  const hindi = process.env[ENV.smsDltTemplateIdHi] ?? '';
  return { en: registered(process.env[ENV.smsDltTemplateId] ?? ''), ...(hindi ? { hi: registered(hindi) } : {}) };
}

export const smsCodeIssuer = /* @__PURE__ */ once(() =>
  createSmsCodeIssuer({
    codes: smsCodes(),
    sms: smsSenders(),
    clock: systemClock,
    appHourlyBudget: LIMITS.smsCodesPerAppPerHour,
    metrics,
  }),
);
