// Moderation: players report games; operators decide on reports and on host applications. Routes
// on one subject share a function so the stack stays within CloudFormation's 500 resources
// (decision 024); admin routes answer 404 to anyone outside the pool group `admins`
// (admin-claims.ts, docs/api-admin.md).

import { ENV } from '../platform/env-names';
import type { FunctionSpec } from '../platform/function-spec';

export const adminFunctions: FunctionSpec[] = [
  {
    name: 'post-game-report',
    entry: 'functions/admin/handlers/post-game-report.ts',
    description: 'Records one report per user per game for the moderators',
    routes: [{ method: 'POST', path: '/api/games/{id}/reports', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'admin-host-applications',
    entry: 'functions/admin/handlers/admin-host-applications.ts',
    description: 'Admins: host applications by status; approve (role in profile and pool) or reject',
    routes: [
      { method: 'GET', path: '/api/admin/host-applications', auth: true },
      { method: 'POST', path: '/api/admin/host-applications/{id}/decision', auth: true },
    ],
    env: [ENV.tableName, ENV.userPoolId],
    table: 'readwrite',
    userPool: 'role',
  },
  {
    name: 'admin-reports',
    entry: 'functions/admin/handlers/admin-reports.ts',
    description: 'Admins: open game reports by game; dismiss them or take the game down',
    routes: [
      { method: 'GET', path: '/api/admin/reports', auth: true },
      { method: 'POST', path: '/api/admin/reports/{gameId}/{action}', auth: true },
    ],
    env: [ENV.tableName],
    table: 'readwrite',
  },
];
