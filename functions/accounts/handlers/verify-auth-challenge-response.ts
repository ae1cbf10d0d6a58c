import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { magicLinkVerifier, smsCodeVerifier } from '../sign-in-checks';
import { classifyAnswer } from '../custom-auth';

export const handler = async (event: VerifyAuthChallengeResponseTriggerEvent) => {
  const answer = String(event.request.challengeAnswer ?? '');
  // Judged by what Create issued in this session, never by the client's metadata, which a guesser controls.
  const kind = classifyAnswer(answer, event.request.privateChallengeParameters);
  event.response.answerCorrect =
    kind === 'magicLink'
      ? await magicLinkVerifier()(answer, {
          username: event.userName,
          userPoolId: event.userPoolId,
          clientId: event.callerContext.clientId,
        })
      : kind === 'smsCode'
        ? await smsCodeVerifier()(event.userName, answer)
        : false;
  return event;
};
