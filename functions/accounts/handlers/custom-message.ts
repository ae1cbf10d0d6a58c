import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { ENV } from '@functions/platform/env-names';
import { readEnv } from '@functions/platform/env';
import { languageOf } from '@functions/platform/texts/server-texts';
import { accountEmail } from '../emails/account-emails';

// Cognito's own e-mails in our words: the sign-up confirmation becomes a link into the app
// (/auth/callback confirms it), the password reset carries its code; both in the app's language.
export const handler = async (event: CustomMessageTriggerEvent) => {
  const message = accountEmail(event.triggerSource, {
    appUrl: readEnv([ENV.appUrl]).APP_URL,
    code: event.request.codeParameter,
    email: event.request.userAttributes.email ?? '',
    name: event.request.userAttributes.name ?? null,
    // The sign-up form passes the page to return to as client metadata.
    next: event.request.clientMetadata?.next,
    // The app sends the language it speaks with the sign-up and the reset request.
    language: languageOf({ language: event.request.clientMetadata?.language }),
  });
  if (message) {
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
  }
  return event;
};
