// Every route the community functions serve, written out once: the stack test checks the CDK has
// exactly these, and the authorization test checks it covers exactly these, so a new route must be
// added here on purpose and then fails both until it is built and guarded.
export const EVERY_COMMUNITY_ROUTE = [
  'GET /api/communities',
  'POST /api/communities',
  'GET /api/communities/{id}',
  'GET /api/me/communities/{id}',
  'GET /api/communities/{id}/members',
  'GET /api/communities/{id}/reviews',
  'GET /api/me/communities/{id}/members',
  'GET /api/me/communities/{id}/reviews',
  'GET /api/communities/{id}/games',
  'GET /api/me/communities/{id}/games',
  'PUT /api/communities/{id}',
  'DELETE /api/communities/{id}',
  'POST /api/communities/{id}/members',
  'DELETE /api/communities/{id}/members/me',
  'GET /api/communities/{id}/requests',
  'POST /api/communities/{id}/requests/{userId}/decision',
  'PUT /api/communities/{id}/reviews/me',
  'POST /api/communities/{id}/reviews/{userId}/reports',
  'GET /api/host/communities',
  'POST /api/uploads/community-image',
];
