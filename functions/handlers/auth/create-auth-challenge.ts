import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { maskPhone } from '../../../shared/phone';
import { smsCodeIssuer } from '../../composition/sms-codes';
import { CHALLENGE, planChallenge } from '../../services/custom-auth';

export const handler = async (event: CreateAuthChallengeTriggerEvent) => {
  const plan = planChallenge(event.request.session);
  if (plan.kind === 'provideAuthParameters') {
    event.response.publicChallengeParameters = { method: CHALLENGE.provideAuthParameters };
    event.response.challengeMetadata = CHALLENGE.provideAuthParameters;
    return event;
  }
  const phone = event.request.userAttributes.phone_number;
  if (!phone) throw new Error('This account has no phone number.');
  if (plan.sendCode) await smsCodeIssuer()(event.userName, phone);
  event.response.publicChallengeParameters = { method: CHALLENGE.smsOtp, destination: maskPhone(phone), attemptsLeft: String(plan.attemptsLeft) };
  event.response.challengeMetadata = CHALLENGE.smsOtp;
  return event;
};
