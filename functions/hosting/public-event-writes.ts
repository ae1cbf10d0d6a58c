// How a transaction records its events: the outbox items, and the move of the dashboard version of
// every host they name, so a kept dashboard goes stale with the change. Nearly every domain's
// adapters write it, so it has an entry of its own that brings no host totals along.
export { eventWrites, moveDashboardVersions } from './adapters/host-dashboard-version';
