// Moderation: players report games; operators decide on reports and on host applications. Routes
// on one subject share a function so the stack stays within CloudFormation's 500 resources
// (decision 024); admin routes answer 404 to anyone outside the pool group `admins`
// (admin-claims.ts, docs/api-admin.md).

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';

export const adminFunctions = declareFunctions('admin', [
  {
    name: 'post-game-report',
    description: 'Records one report per user per game for the moderators',
    routes: ['POST /api/games/{id}/reports'],
    table: 'readwrite',
  },
  {
    name: 'admin-host-applications',
    description: 'Admins: host applications by status; approve (role in profile and pool) or reject',
    routes: ['GET /api/admin/host-applications', 'POST /api/admin/host-applications/{id}/decision'],
    env: [ENV.userPoolId],
    table: 'readwrite',
    userPool: 'role',
  },
  {
    name: 'admin-reports',
    description:
      'Admins: open game reports by game (dismiss, take the game down) and reported reviews (dismiss, remove)',
    routes: [
      'GET /api/admin/reports',
      'POST /api/admin/reports/{gameId}/{action}',
      'POST /api/admin/review-reports/{communityId}/{userId}/{action}',
    ],
    table: 'readwrite',
  },
]);
