// Joining a game: a player's requests, the host's decisions, nudges, passes and check-in (decision 013).

import { ENV } from '../platform/env-names';
import type { FunctionSpec } from '../platform/function-spec';

export const joinsFunctions: FunctionSpec[] = [
  {
    name: 'post-join-request',
    entry: 'functions/joins/handlers/post-join-request.ts',
    description: 'join-game: a player asks to join (one request per player per game, race-free)',
    routes: [{ method: 'POST', path: '/api/games/{id}/join', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-my-request',
    entry: 'functions/joins/handlers/get-my-request.ts',
    description: "The caller's own request for a game",
    routes: [{ method: 'GET', path: '/api/games/{id}/my-request', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-my-requests',
    entry: 'functions/joins/handlers/get-my-requests.ts',
    description: "My Game Requests: the caller's requests with their games and passes",
    routes: [{ method: 'GET', path: '/api/me/requests', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-join-requests',
    entry: 'functions/joins/handlers/get-join-requests.ts',
    description: "get-join-requests: the game's host reads its requests",
    routes: [{ method: 'GET', path: '/api/games/{id}/requests', auth: true }],
    env: [ENV.tableName, ENV.appUrl],
    table: 'read',
  },
  {
    name: 'post-join-decision',
    entry: 'functions/joins/handlers/post-join-decision.ts',
    description: "update-join-request: the game's host accepts, waitlists or rejects (capacity race-free)",
    routes: [{ method: 'POST', path: '/api/requests/{id}/decision', auth: true }],
    env: [ENV.tableName, ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'post-request-withdrawal',
    entry: 'functions/joins/handlers/post-request-withdrawal.ts',
    description:
      'A player withdraws their request: a paid one is refunded per the policy; a freed spot goes to the waitlist',
    routes: [{ method: 'POST', path: '/api/requests/{id}/withdraw', auth: true }],
    // APP_URL: a freed paid spot is offered with a payment link.
    env: [ENV.tableName, ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'post-nudge',
    entry: 'functions/joins/handlers/post-nudge.ts',
    description: 'nudge_host: a pending player reminds the host (3 times, 24 h apart, race-free)',
    routes: [{ method: 'POST', path: '/api/requests/{id}/nudge', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'post-check-in',
    entry: 'functions/joins/handlers/post-check-in.ts',
    description: "The game's host checks a pass in at the venue, once",
    routes: [{ method: 'POST', path: '/api/games/{id}/check-ins', auth: true }],
    env: [ENV.tableName, ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'get-check-ins',
    entry: 'functions/joins/handlers/get-check-ins.ts',
    description: "Who has arrived at the host's game",
    routes: [{ method: 'GET', path: '/api/games/{id}/check-ins', auth: true }],
    env: [ENV.tableName, ENV.appUrl],
    table: 'read',
  },
];
