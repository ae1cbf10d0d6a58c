import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { defineNext } from '../custom-auth';

export const handler = async (event: DefineAuthChallengeTriggerEvent) => {
  const decision = defineNext(event.request.session, event.request.clientMetadata);
  event.response.issueTokens = decision.kind === 'issueTokens';
  event.response.failAuthentication = decision.kind === 'fail';
  if (decision.kind === 'challenge') event.response.challengeName = 'CUSTOM_CHALLENGE';
  return event;
};
