// Joining a game: a player's requests, the host's decisions, nudges, passes and check-in (decision 013).

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';

export const joinsFunctions = declareFunctions('joins', [
  {
    name: 'post-join-request',
    description: 'join-game: a player asks to join (one request per player per game, race-free)',
    routes: ['POST /api/games/{id}/join'],
    table: 'readwrite',
  },
  {
    name: 'get-my-request',
    description: "The caller's own request for a game",
    routes: ['GET /api/games/{id}/my-request'],
    table: 'read',
  },
  {
    name: 'get-my-requests',
    description: "My Game Requests: the caller's requests with their games and passes",
    routes: ['GET /api/me/requests'],
    table: 'read',
  },
  {
    name: 'get-join-requests',
    description: "get-join-requests: the game's host reads its requests",
    routes: ['GET /api/games/{id}/requests'],
    env: [ENV.appUrl],
    table: 'read',
  },
  {
    name: 'post-join-decision',
    description: "update-join-request: the game's host accepts, waitlists or rejects (capacity race-free)",
    routes: ['POST /api/requests/{id}/decision'],
    env: [ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'post-request-withdrawal',
    description:
      'A player withdraws their request: a paid one is refunded per the policy; a freed spot goes to the waitlist',
    routes: ['POST /api/requests/{id}/withdraw'],
    // APP_URL: a freed paid spot is offered with a payment link.
    env: [ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'post-player-removal',
    description:
      "The game's host removes a player they accepted: rejected, a paid one refunded in full, the spot offered to the waitlist",
    routes: ['POST /api/requests/{id}/removal'],
    // APP_URL: a freed paid spot is offered with a payment link.
    env: [ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'game-regulars',
    description:
      'Regulars of a repeating series: ask, approve or decline, list, leave or remove; a regular skips a date or undoes it',
    routes: [
      'POST /api/game-series/{id}/regulars',
      'GET /api/game-series/{id}/regulars/me',
      'DELETE /api/game-series/{id}/regulars/me',
      'GET /api/game-series/{id}/regulars',
      'POST /api/game-series/{id}/regulars/{userId}/decision',
      'DELETE /api/game-series/{id}/regulars/{userId}',
      'POST /api/games/{id}/skip',
      'DELETE /api/games/{id}/skip',
    ],
    // APP_URL: a paid date's accept carries its pay link; a freed paid spot is offered with one.
    env: [ENV.appUrl],
    table: 'readwrite',
    // An approval writes the regular's request for each coming date; a leave withdraws each.
    timeoutSeconds: 30,
  },
  {
    name: 'enrol-regulars',
    description: "A series' new date: each approved regular's request for it, accepted (or waitlisted when full)",
    events: { detailType: ['GameCreated.v1'] },
    env: [ENV.appUrl],
    table: 'readwrite',
    timeoutSeconds: 60,
  },
  {
    name: 'post-nudge',
    description: 'nudge_host: a pending player reminds the host (3 times, 24 h apart, race-free)',
    routes: ['POST /api/requests/{id}/nudge'],
    table: 'readwrite',
  },
  {
    name: 'post-check-in',
    description: "The game's host checks a pass in at the venue, once",
    routes: ['POST /api/games/{id}/check-ins'],
    env: [ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'get-check-ins',
    description: "Who has arrived at the host's game",
    routes: ['GET /api/games/{id}/check-ins'],
    env: [ENV.appUrl],
    table: 'read',
  },
  {
    name: 'get-going',
    description:
      "Who is going: the avatars of a game's confirmed players who let others see them (cards in one batch, the game page)",
    publicRoutes: ['GET /api/games/going', 'GET /api/games/{id}/going'],
    table: 'read',
  },
  {
    name: 'join-account-changes',
    description:
      "A deleted account's requests: those to games still to come withdrawn (spot freed, refund per the policy), all anonymised, its avatars gone; a profile change moves its who-is-going avatars",
    events: { detailType: ['AccountDeleted.v1', 'ProfileUpdated.v1'] },
    // APP_URL: a freed paid spot is offered with a payment link, as any withdrawal does.
    env: [ENV.appUrl],
    table: 'readwrite',
    timeoutSeconds: 60,
  },
  {
    name: 'update-show-ups',
    description:
      "A completed game settles its players' show-up records (showed up, no-show, late drop); a game called off takes them back",
    events: { detailType: ['GameStatusChanged.v1', 'GameCancelled.v1'] },
    table: 'readwrite',
    timeoutSeconds: 60,
  },
]);
