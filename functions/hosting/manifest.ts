// Hosting: the host's dashboard (docs/api-host.md) with its kept aggregates and lists (decisions
// 031, 032), and the application a player makes to become a host.

import { ENV } from '../platform/env-names';
import type { FunctionSpec } from '../platform/function-spec';

export const hostingFunctions: FunctionSpec[] = [
  {
    name: 'get-host-games',
    entry: 'functions/hosting/handlers/get-host-games.ts',
    description: "The signed-in host's games for the dashboard",
    routes: [{ method: 'GET', path: '/api/host/games', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-host-dashboard',
    entry: 'functions/hosting/handlers/get-host-dashboard.ts',
    description:
      "The signed-in host's dashboard in one call, from kept aggregates and kept lists (it writes them back when stale)",
    routes: [{ method: 'GET', path: '/api/host/dashboard', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-host-requests',
    entry: 'functions/hosting/handlers/get-host-requests.ts',
    description: "The dashboard's Requests tab, next page: the host's pending requests after a cursor, oldest first",
    routes: [{ method: 'GET', path: '/api/host/requests', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-host-analytics',
    entry: 'functions/hosting/handlers/get-host-analytics.ts',
    description: "The dashboard's Analytics tab: players per played game, revenue per IST month (last 12)",
    routes: [{ method: 'GET', path: '/api/host/analytics', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'update-host-stats',
    entry: 'functions/hosting/handlers/update-host-stats.ts',
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
      ],
    },
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-host-communities',
    entry: 'functions/hosting/handlers/get-host-communities.ts',
    description:
      "The signed-in host's communities with stats and pending requests, for the dashboard and the game form",
    routes: [{ method: 'GET', path: '/api/host/communities', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  // Both routes are about the caller's own application: one function (decision 024).
  {
    name: 'host-applications',
    entry: 'functions/hosting/handlers/host-applications.ts',
    description: 'A player applies to host (one open application at a time) and reads their newest application',
    routes: [
      { method: 'POST', path: '/api/host-applications', auth: true },
      { method: 'GET', path: '/api/me/host-application', auth: true },
    ],
    env: [ENV.tableName],
    table: 'readwrite',
  },
];
