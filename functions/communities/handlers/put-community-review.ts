import { communityReviewInputSchema } from '@shared/schemas/community';
import { reviewReportInputSchema } from '@shared/schemas/review-reports';
import { communityMembership } from '../communities';
import { reviewReportService } from '../review-trust';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// A community's reviews, in one function (routes on one subject share one): a member writes or
// rewrites their one review (PUT …/reviews/me); the owner reports someone's review to the
// moderators (POST …/reviews/{userId}/reports).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const communityId = pathParameter(event, 'id');
  // Optional: events built by tests and tools may carry no http context; a PUT is the default.
  if (event.requestContext.http?.method === 'POST') {
    const input = parseBody(event, reviewReportInputSchema);
    return json(201, await reviewReportService().report(userId, communityId, pathParameter(event, 'userId'), input));
  }
  const input = parseBody(event, communityReviewInputSchema);
  return json(200, await communityMembership().review(userId, communityId, input));
});
