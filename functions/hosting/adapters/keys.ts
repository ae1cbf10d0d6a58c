// The hosting items' keys. Host applications: the applicant's open marker makes "one open
// application per player" a condition of the create transaction; the decision deletes it.
// The dashboard's aggregates: one totals item and one item per IST calendar month in the host's
// own partition, moved by ADD in the change's transaction or by the host-stats consumer, whose
// marker per event id sits in the same transaction (each event counted once).

export const hostingKeys = {
  hostApplication: (applicationId: string) => ({ pk: `HOSTAPP#${applicationId}`, sk: 'APPLICATION' }),
  openHostApplicationMarker: (userId: string) => ({ pk: `HOSTAPPOPEN#${userId}`, sk: 'MARKER' }),
  /** byOwner: a player's applications, newest first. */
  hostApplicationOfApplicant: (userId: string, createdAt: string, applicationId: string) => ({
    gsi1pk: `APPLICANT#${userId}`,
    gsi1sk: `HOSTAPP#${createdAt}#${applicationId}`,
  }),
  applicantApplicationsPrefix: (userId: string) => ({ gsi1pk: `APPLICANT#${userId}`, gsi1skPrefix: 'HOSTAPP#' }),
  /** byLookup: applications by status, oldest first (moved when decided). */
  hostApplicationByStatus: (status: string, createdAt: string, applicationId: string) => ({
    gsi5pk: `HOSTAPPS#${status}`,
    gsi5sk: `${createdAt}#${applicationId}`,
  }),
  hostApplicationsWithStatus: (status: string) => ({ gsi5pk: `HOSTAPPS#${status}` }),
  hostTotals: (hostId: string) => ({ pk: `HOSTSTATS#${hostId}`, sk: 'TOTALS' }),
  hostMonth: (hostId: string, month: string) => ({ pk: `HOSTSTATS#${hostId}`, sk: `MONTH#${month}` }),
  hostMonths: (hostId: string, from: string, to: string) => ({
    pk: `HOSTSTATS#${hostId}`,
    skFrom: `MONTH#${from}`,
    skTo: `MONTH#${to}`,
  }),
  /** The dashboard's lists kept between changes (decision 032), up to ~300 kB: written only on a keep. */
  hostDashboard: (hostId: string) => ({ pk: `HOSTSTATS#${hostId}`, sk: 'DASHBOARD' }),
  /**
   * The version every change to a host's games or requests moves: a tiny item of its own, so a
   * join pays for a few bytes rather than for the kept lists (decision 047).
   */
  hostDashboardVersion: (hostId: string) => ({ pk: `HOSTSTATS#${hostId}`, sk: 'DASHBOARD#VERSION' }),
  /** `eventKey`: what the consumer applied, e.g. `<event id>` (TTL clears it). */
  hostStatsApplied: (eventKey: string) => ({ pk: `HOSTSTATSEVENT#${eventKey}`, sk: 'APPLIED' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const HOSTING_ITEM_TYPES = {
  hostApplication: 'host-application',
  openHostApplicationMarker: 'open-host-application-marker',
  hostTotals: 'host-totals',
  hostMonth: 'host-month',
  hostDashboard: 'host-dashboard',
  hostDashboardVersion: 'host-dashboard-version',
  hostStatsApplied: 'host-stats-applied',
} as const;
