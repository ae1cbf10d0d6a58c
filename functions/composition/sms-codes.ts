import { snsSmsSender } from '../adapters/aws/sms-sender';
import { createSmsCodeIssuer } from '../services/sms-otp-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { oneTimeSecrets } from './table';

export const smsCodeIssuer = once(() => createSmsCodeIssuer({ secrets: oneTimeSecrets(), sms: snsSmsSender(), clock: systemClock }));
