// Communities (docs/api-communities.md): create, find, join, review and run one.

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';

export const communitiesFunctions = declareFunctions('communities', [
  {
    name: 'get-communities',
    description: 'communities-list: public communities by sport, search and sort (score, members, events, recent)',
    publicRoutes: ['GET /api/communities'],
    table: 'read',
  },
  {
    name: 'post-community',
    description: 'A host creates their community (one per account, race-free); they become its admin',
    routes: ['POST /api/communities'],
    table: 'readwrite',
  },
  {
    name: 'get-community',
    description:
      "One community with stats, host, members, reviews and next games (a private one shows its name only); its members', reviews' and games' next pages",
    publicRoutes: [
      'GET /api/communities/{id}',
      'GET /api/communities/{id}/members',
      'GET /api/communities/{id}/reviews',
      'GET /api/communities/{id}/games',
    ],
    table: 'read',
  },
  {
    name: 'get-my-community-view',
    description:
      "One community as the signed-in caller sees it, with their membership; its members', reviews' and games' next pages (a private one's for members)",
    routes: [
      'GET /api/me/communities/{id}',
      'GET /api/me/communities/{id}/members',
      'GET /api/me/communities/{id}/reviews',
      'GET /api/me/communities/{id}/games',
    ],
    table: 'read',
  },
  {
    name: 'put-community',
    description: 'The owner edits their community; anyone else gets the same 404 as for nothing',
    routes: ['PUT /api/communities/{id}'],
    table: 'readwrite',
  },
  {
    name: 'delete-community',
    description: 'The owner deletes their community; members, reviews and game links go through an event',
    routes: ['DELETE /api/communities/{id}'],
    table: 'readwrite',
  },
  {
    name: 'post-community-member',
    description: 'Join a community (max_members race-free) or, when it needs approval, ask to',
    routes: ['POST /api/communities/{id}/members'],
    table: 'readwrite',
  },
  {
    name: 'delete-community-member',
    description: 'A member leaves a community, or a player takes back their pending request',
    routes: ['DELETE /api/communities/{id}/members/me'],
    table: 'readwrite',
  },
  {
    name: 'get-community-requests',
    description: "The community's admin reads its pending join requests",
    routes: ['GET /api/communities/{id}/requests'],
    table: 'read',
  },
  {
    name: 'post-community-decision',
    description: "The community's admin approves (max_members race-free) or rejects a join request",
    routes: ['POST /api/communities/{id}/requests/{userId}/decision'],
    table: 'readwrite',
  },
  {
    name: 'put-community-review',
    description:
      "A member writes or rewrites their review (the community's average stays exact); the owner reports one",
    routes: ['PUT /api/communities/{id}/reviews/me', 'POST /api/communities/{id}/reviews/{userId}/reports'],
    table: 'readwrite',
  },
  {
    name: 'post-community-image-upload',
    description: 'A host gets a presigned POST for a community image (10 MB on create, 5 MB on edit)',
    routes: ['POST /api/uploads/community-image'],
    env: [ENV.uploadsBucket, ENV.uploadsUrl],
    table: 'read',
    buckets: { uploads: 'put' },
  },
  {
    name: 'process-community-events',
    description:
      'Deleted community → members, requests, reviews removed and games unlinked; linked games → events count; any change → its place in the list orderings',
    events: {
      detailType: [
        'CommunityDeleted.v1',
        'CommunityGamesChanged.v1',
        'AccountDeleted.v1',
        'CommunityCreated.v1',
        'CommunityUpdated.v1',
        'CommunityJoined.v1',
        'CommunityJoinDecided.v1',
        'CommunityReviewed.v1',
      ],
    },
    table: 'readwrite',
    timeoutSeconds: 60,
  },
  {
    name: 'send-community-notifications',
    description: 'Community join request, decision and review → notification and e-mail, once each',
    events: { detailType: ['CommunityJoinRequested.v1', 'CommunityJoinDecided.v1', 'CommunityReviewed.v1'] },
    env: [ENV.appUrl, ENV.emailFrom, ENV.realtimePublishUrl],
    table: 'readwrite',
    sendsEmail: true,
    // Rings the bell on the member's or owner's live channel after writing the notification.
    publishesLive: true,
  },
]);
