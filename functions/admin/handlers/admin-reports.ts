import { ADMIN_REPORT_ACTIONS, takeDownInputSchema } from '@shared/schemas/game-reports';
import { REVIEW_MODERATION_ACTIONS } from '@shared/schemas/review-reports';
import { MESSAGES } from '@shared/messages';
import { gameReportService } from '../game-reports';
import { reviewReportService } from '@functions/communities/public-review-moderation';
import { adminOf } from '../admin-claims';
import { httpHandler, json, parseBody, pathParameter, type HttpEvent } from '@functions/platform/http/http';
import { NotFoundError } from '@functions/platform/errors';

// Admins, in one function (decision 024): GET /api/admin/reports lists open reports of games (by
// game) and of community reviews; POST /api/admin/reports/{gameId}/dismiss closes a game's reports;
// POST …/take-down cancels the game as its host's cancel does (players told, paid ones refunded)
// and closes them; POST /api/admin/review-reports/{communityId}/{userId}/dismiss keeps the review
// and closes its report, …/remove deletes the review (its rating off the community's totals).
export const handler = httpHandler(async (event) => {
  adminOf(event);
  if (event.requestContext.http.method === 'GET') {
    const [games, reviews] = await Promise.all([gameReportService().open(), reviewReportService().open()]);
    return json(200, { ...games, reviews: reviews.reviews, reviews_truncated: reviews.truncated });
  }
  const action = pathParameter(event, 'action');
  if (event.pathParameters?.communityId !== undefined) return moderateReview(event, action);
  const gameId = pathParameter(event, 'gameId');
  if (!(ADMIN_REPORT_ACTIONS as readonly string[]).includes(action)) throw unknownPath(event);
  if (action === 'dismiss') return json(200, await gameReportService().dismiss(gameId));
  const { note } = parseBody(event, takeDownInputSchema);
  return json(200, await gameReportService().takeGameDown(gameId, note ?? null));
});

const unknownPath = (event: HttpEvent) => new NotFoundError(`${MESSAGES.notFound}: ${event.rawPath}`);

async function moderateReview(event: HttpEvent, action: string) {
  if (!(REVIEW_MODERATION_ACTIONS as readonly string[]).includes(action)) throw unknownPath(event);
  const communityId = pathParameter(event, 'communityId');
  const userId = pathParameter(event, 'userId');
  const reviews = reviewReportService();
  return json(
    200,
    action === 'dismiss' ? await reviews.dismiss(communityId, userId) : await reviews.remove(communityId, userId),
  );
}
