// Accounts: sign-in (magic links, SMS codes and the Cognito triggers behind both), the
// signed-in user's profile, and the stat tiles and recent activity kept for it (decision 029).

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';

export const accountsFunctions = declareFunctions('accounts', [
  {
    name: 'get-me',
    description: "The signed-in user's profile (spec users-me)",
    routes: ['GET /api/me'],
    table: 'read',
  },
  {
    name: 'put-me',
    description: "Updates the signed-in user's own profile, and the chosen role in profile and pool",
    routes: ['PUT /api/me', 'PUT /api/me/role'],
    env: [ENV.userPoolId],
    table: 'readwrite',
    // The app client may not write custom:role; completing the profile sets it through here.
    userPool: 'role',
  },
  {
    name: 'post-magic-link',
    description: 'Records a magic-link request (one per address per minute); the same answer for every address',
    publicRoutes: ['POST /api/auth/magic-link'],
    env: [ENV.userPoolId, ENV.userPoolClientId, ENV.appUrl, ENV.authSecretArn, ENV.emailFrom],
    table: 'readwrite',
  },
  {
    name: 'send-magic-link',
    description: 'Issues the newest magic link and e-mails it, once per request event',
    events: { detailType: ['MagicLinkRequested.v1'] },
    env: [ENV.userPoolId, ENV.userPoolClientId, ENV.appUrl, ENV.authSecretArn, ENV.emailFrom],
    table: 'readwrite',
    readsAuthSecret: true,
    userPool: 'read',
    sendsEmail: true,
  },
  {
    name: 'post-phone-sign-in',
    description: 'Makes sure a phone number has a pool user before its code sign-in',
    publicRoutes: ['POST /api/auth/phone'],
    // The table holds the SMS budget it checks, and the per-caller and per-network counts it
    // spends, before any account is created.
    env: [ENV.userPoolId, ENV.smsCountryCodes],
    table: 'readwrite',
    userPool: 'admin',
  },
  {
    name: 'define-auth-challenge',
    description: 'Custom auth: decides the next step of a magic-link or SMS-code sign-in',
    cognitoTrigger: 'defineAuthChallenge',
  },
  {
    name: 'create-auth-challenge',
    description: 'Custom auth: asks for the link or sends the SMS code',
    cognitoTrigger: 'createAuthChallenge',
    // India's DLT registration of the code text (decision 050).
    env: [ENV.smsDltEntityId, ENV.smsDltTemplateId, ENV.smsDltTemplateIdHi, ENV.smsSenderId],
    table: 'readwrite',
    sendsSms: true,
  },
  {
    name: 'verify-auth-challenge-response',
    description: 'Custom auth: checks a magic link or an SMS code, once',
    cognitoTrigger: 'verifyAuthChallengeResponse',
    env: [ENV.authSecretArn],
    table: 'readwrite',
    readsAuthSecret: true,
  },
  {
    name: 'pre-sign-up',
    description: 'Checks and keeps the role chosen at sign-up; confirms phone users the API creates',
    cognitoTrigger: 'preSignUp',
    table: 'readwrite',
  },
  {
    name: 'post-confirmation',
    description: 'Creates the profile item of a confirmed sign-up',
    cognitoTrigger: 'postConfirmation',
    table: 'readwrite',
  },
  {
    name: 'custom-message',
    description: "Writes the pool's confirmation and password-reset e-mails",
    cognitoTrigger: 'customMessage',
    env: [ENV.appUrl],
  },
  {
    name: 'get-my-stats',
    description: "The caller's stat tiles and latest activity, from kept counters",
    routes: ['GET /api/me/stats'],
    table: 'read',
  },
  {
    name: 'update-profile-stats',
    description: "Games, requests, payments and community events → each person's counters and activity, once per event",
    events: {
      detailType: [
        'JoinRequested.v1',
        'JoinDecided.v1',
        'PlayerPromoted.v1',
        'PaymentConfirmed.v1',
        'GameCreated.v1',
        'GameDeleted.v1',
        'GameCancelled.v1',
        'GameStatusChanged.v1',
        'CommunityJoined.v1',
        'CommunityJoinDecided.v1',
        'CommunityReviewed.v1',
        'AccountDeleted.v1',
      ],
    },
    table: 'readwrite',
    timeoutSeconds: 30,
  },
  {
    name: 'get-my-data',
    description: 'Download my data: everything the app holds about the caller, read from each domain',
    routes: ['GET /api/me/data'],
    table: 'read',
    timeoutSeconds: 30,
  },
  {
    name: 'delete-me',
    description: "Deletes the caller's account: the profile with AccountDeleted.v1, then the pool user",
    routes: ['DELETE /api/me'],
    env: [ENV.userPoolId],
    table: 'readwrite',
    userPool: 'delete',
  },
]);
