// Hosting: the host's dashboard (docs/api-host.md) with its kept aggregates and lists (decisions
// 031, 032), and the application a player makes to become a host.

import { declareFunctions } from '../platform/function-spec';

export const hostingFunctions = declareFunctions('hosting', [
  {
    name: 'get-host-games',
    description: "The signed-in host's games for the dashboard",
    routes: ['GET /api/host/games'],
    table: 'read',
  },
  {
    name: 'get-host-dashboard',
    description:
      "The signed-in host's dashboard in one call, from kept aggregates and kept lists (it writes them back when stale)",
    routes: ['GET /api/host/dashboard'],
    table: 'readwrite',
  },
  {
    name: 'get-host-requests',
    description: "The dashboard's Requests tab, next page: the host's pending requests after a cursor, oldest first",
    routes: ['GET /api/host/requests'],
    table: 'read',
  },
  {
    name: 'get-host-analytics',
    description: "The dashboard's Analytics tab: players per played game, revenue per IST month (last 12)",
    routes: ['GET /api/host/analytics'],
    table: 'read',
  },
  {
    name: 'update-host-stats',
    description: "Keeps each host's dashboard aggregates (pending, money, finished games), once per event",
    events: {
      detailType: [
        'JoinRequested.v1',
        'JoinDecided.v1',
        'JoinWithdrawn.v1',
        'PaymentConfirmed.v1',
        'PaymentWaitlisted.v1',
        'RefundRequested.v1',
        'GameStatusChanged.v1',
        'AccountDeleted.v1',
      ],
    },
    table: 'readwrite',
  },
  {
    name: 'get-host-communities',
    description:
      "The signed-in host's communities with stats and pending requests, for the dashboard and the game form",
    routes: ['GET /api/host/communities'],
    table: 'read',
  },
  // Both routes are about the caller's own application: one function (decision 024).
  {
    name: 'host-applications',
    description: 'A player applies to host (one open application at a time) and reads their newest application',
    routes: ['POST /api/host-applications', 'GET /api/me/host-application'],
    table: 'readwrite',
  },
]);
