// Reports of community reviews, for the moderators' routes in the admin domain.
export { reviewReportService } from './review-trust';
