import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { languageOf } from '@functions/platform/texts/server-texts';
import { smsCodeIssuer } from '../sms-codes';
import { CHALLENGE, planChallenge, privateParametersFor, smsTarget } from '../custom-auth';

export const handler = async (event: CreateAuthChallengeTriggerEvent) => {
  const plan = planChallenge(event.request.session);
  if (plan.kind === 'provideAuthParameters') {
    event.response.publicChallengeParameters = { method: CHALLENGE.provideAuthParameters };
    event.response.privateChallengeParameters = privateParametersFor(CHALLENGE.provideAuthParameters);
    event.response.challengeMetadata = CHALLENGE.provideAuthParameters;
    return event;
  }
  const target = smsTarget(event.userName, event.request.userAttributes ?? {}, event.request.userNotFound === true);
  // The app sends the language it speaks with its request for a code (RespondToAuthChallenge's
  // client metadata reaches this trigger; there may be no profile yet to ask).
  if (plan.sendCode) {
    const issuer = smsCodeIssuer();
    await (target.phone
      ? issuer.send(event.userName, target.phone, languageOf({ language: event.request.clientMetadata?.language }))
      : issuer.decoy(event.userName, target.limitSubject));
  }
  event.response.publicChallengeParameters = {
    method: CHALLENGE.smsOtp,
    destination: target.destination,
    attemptsLeft: String(plan.attemptsLeft),
  };
  event.response.privateChallengeParameters = privateParametersFor(CHALLENGE.smsOtp);
  event.response.challengeMetadata = CHALLENGE.smsOtp;
  return event;
};
