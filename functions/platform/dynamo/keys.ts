import type { GeoPrecision } from '@shared/rules/geo';

// Every key shape of the table, in one place (design §3: only this folder knows keys).
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  outboxEvent: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
  /** Subjects (e-mail addresses, phone numbers) are hashed so keys don't hold personal data. */
  sendSlot: (purpose: string, subjectHash: string) => ({ pk: `SENDSLOT#${purpose}#${subjectHash}`, sk: 'SLOT' }),
  oneTimeSecret: (purpose: string, subject: string) => ({ pk: `SECRET#${purpose}#${subject}`, sk: 'SECRET' }),
  /** The last sign-in codes texted to one number (hashed), for its 60 s gap and hourly budget. */
  smsSends: (phoneHash: string) => ({ pk: `SMSSENDS#${phoneHash}`, sk: 'SENDS' }),
  /** Codes the whole app texted in one clock hour (hours since the epoch). */
  smsAppBudget: (hour: number) => ({ pk: `SMSBUDGET#${hour}`, sk: 'APP' }),
  idempotency: (key: string) => ({ pk: `IDEMPOTENCY#${key}`, sk: 'DONE' }),

  // Games (issue 4). Index attributes exist only while the game belongs in that index: byStatusAndStart
  // and the byGeoCell indexes only while it is upcoming (and, for byGeoCell*, has coordinates). Each
  // sorts by `<game_datetime>#<id>`, so a start time is a key condition (decision 023).
  game: (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'GAME' }),
  gameByOwner: (hostId: string, gameDatetime: string, gameId: string) => ({
    gsi1pk: `HOST#${hostId}`,
    gsi1sk: `GAME#${gameDatetime}#${gameId}`,
  }),
  ownerGamesPrefix: (hostId: string) => ({ gsi1pk: `HOST#${hostId}`, gsi1skPrefix: 'GAME#' }),
  /** Where a game sits in start order in every upcoming index (and in API cursors). */
  gameStart: (gameDatetime: string, gameId: string) => `${gameDatetime}#${gameId}`,
  upcomingGame: (gameDatetime: string, gameId: string) => ({
    gsi2pk: UPCOMING_GAMES,
    gsi2sk: `${gameDatetime}#${gameId}`,
  }),
  upcomingGames: () => ({ gsi2pk: UPCOMING_GAMES }),
  /** An ongoing game by its end (issue 12), so the status sweep finds one whose end passed without a Scan. */
  ongoingGame: (endsAt: string, gameId: string) => ({ gsi2pk: ONGOING_GAMES, gsi2sk: `${endsAt}#${gameId}` }),
  ongoingGames: () => ({ gsi2pk: ONGOING_GAMES }),
  /** The game in its cell of one precision (3, 4 or 5): one index per precision. */
  gameInCell: (cell: string, gameDatetime: string, gameId: string) => {
    const { partition, sort } = GEO_INDEXES[cell.length as GeoPrecision];
    return { [partition]: geoCell(cell), [sort]: `${gameDatetime}#${gameId}` };
  },
  /** The index, key attributes and partition value of a cell, for a query. */
  geoCell: (cell: string) => ({ ...GEO_INDEXES[cell.length as GeoPrecision], value: geoCell(cell) }),
  /** Same host, same day, same title (case and spacing ignored): at most one game holds it. */
  gameTitleMarker: (hostId: string, gameDate: string, title: string) => ({
    pk: `GAMETITLE#${hostId}#${gameDate}#${titleKey(title)}`,
    sk: 'MARKER',
  }),
  /** Join requests (issue 5) live in the game's partition under this prefix. */
  gameRequestsPrefix: (gameId: string) => ({ pk: `GAME#${gameId}`, skPrefix: 'REQUEST#' }),
  gameReport: (gameId: string, userId: string) => ({ pk: `GAME#${gameId}`, sk: `REPORT#${userId}` }),
  /** One request per player per game by key: a conditional put makes parallel joins one (issue 5). */
  joinRequest: (gameId: string, userId: string) => ({ pk: `GAME#${gameId}`, sk: `REQUEST#${userId}` }),
  /** byOwner: a player's requests, newest first. */
  requestByPlayer: (userId: string, createdAt: string, gameId: string) => ({
    gsi1pk: `PLAYER#${userId}`,
    gsi1sk: `REQUEST#${createdAt}#${gameId}`,
  }),
  playerRequestsPrefix: (userId: string) => ({ gsi1pk: `PLAYER#${userId}`, gsi1skPrefix: 'REQUEST#' }),
  /** Request id → (game, player): written with the request, read by the host's decision and the player's nudge. */
  joinRequestPointer: (requestId: string) => ({ pk: `JOINREQ#${requestId}`, sk: 'POINTER' }),
  /** byLookup: a game pass by its code (check-in); present once the request carries a pass. */
  gamePass: (code: string) => ({ gsi5pk: `PASS#${code}`, gsi5sk: 'PASS' }),
  openReport: (createdAt: string, gameId: string) => ({ gsi5pk: OPEN_REPORTS, gsi5sk: `${createdAt}#${gameId}` }),
  /** byLookup: every open report, by when it was sent (the admin's moderation list, issue 12). */
  openReports: () => ({ gsi5pk: OPEN_REPORTS }),
  gameReportsPrefix: (gameId: string) => ({ pk: `GAME#${gameId}`, skPrefix: 'REPORT#' }),

  // Host applications (issue 12). The applicant's open marker makes "one open application per
  // player" a condition of the create transaction; the decision deletes it.
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
  /**
   * byLookup on a join request while it is pending (issue 12): the host's pending requests, oldest
   * first. A pending request carries no pass, so the attributes are free until a decision sets one.
   */
  pendingForHost: (hostId: string, createdAt: string, requestId: string) => ({
    gsi5pk: `HOSTPENDING#${hostId}`,
    gsi5sk: `${createdAt}#${requestId}`,
  }),
  hostPending: (hostId: string) => ({ gsi5pk: `HOSTPENDING#${hostId}` }),
  /**
   * byStatusAndStart on a pending request a player nudged (issue 12): the host's orange alert,
   * newest nudge first. Gone with the pending state.
   */
  nudgedForHost: (hostId: string, lastNudgeAt: string, requestId: string) => ({
    gsi2pk: `HOSTNUDGED#${hostId}`,
    gsi2sk: `${lastNudgeAt}#${requestId}`,
  }),
  hostNudged: (hostId: string) => ({ gsi2pk: `HOSTNUDGED#${hostId}` }),

  // Payments (issue 6, decision 015). A request's payment side lives beside it in the game's
  // partition; orders and refunds are found by Razorpay's ids. The due lists on byLookup hold an
  // item only while it waits for the reconciler (open order, open offer, refund not yet accepted).
  requestPayment: (gameId: string, requestId: string) => ({ pk: `GAME#${gameId}`, sk: `PAYMENT#${requestId}` }),
  gamePaymentsPrefix: (gameId: string) => ({ pk: `GAME#${gameId}`, skPrefix: 'PAYMENT#' }),
  paymentOrder: (orderId: string) => ({ pk: `PAYORDER#${orderId}`, sk: 'ORDER' }),
  refund: (paymentId: string) => ({ pk: `REFUND#${paymentId}`, sk: 'REFUND' }),
  openOrder: (checkAt: string, orderId: string) => ({ gsi5pk: OPEN_ORDERS, gsi5sk: `${checkAt}#${orderId}` }),
  openOrders: () => ({ gsi5pk: OPEN_ORDERS }),
  openOffer: (dueAt: string, requestId: string) => ({ gsi5pk: OPEN_OFFERS, gsi5sk: `${dueAt}#${requestId}` }),
  openOffers: () => ({ gsi5pk: OPEN_OFFERS }),
  openRefund: (createdAt: string, paymentId: string) => ({ gsi5pk: OPEN_REFUNDS, gsi5sk: `${createdAt}#${paymentId}` }),
  openRefunds: () => ({ gsi5pk: OPEN_REFUNDS }),

  // Communities (issue 11). The community, its members, join requests and reviews share its
  // partition, so deleting one is a query of one partition.
  community: (communityId: string) => ({ pk: `COMMUNITY#${communityId}`, sk: 'COMMUNITY' }),
  communityPartition: (communityId: string) => ({ pk: `COMMUNITY#${communityId}` }),
  communityByOwner: (hostId: string, createdAt: string, communityId: string) => ({
    gsi1pk: `HOST#${hostId}`,
    gsi1sk: `COMMUNITY#${createdAt}#${communityId}`,
  }),
  ownerCommunitiesPrefix: (hostId: string) => ({ gsi1pk: `HOST#${hostId}`, gsi1skPrefix: 'COMMUNITY#' }),
  /** byStatusAndStart: present only while the community is public (private ones are not listed). */
  publicCommunity: (createdAt: string, communityId: string) => ({
    gsi2pk: PUBLIC_COMMUNITIES,
    gsi2sk: `${createdAt}#${communityId}`,
  }),
  publicCommunities: () => ({ gsi2pk: PUBLIC_COMMUNITIES }),
  /** One community per account: the create transaction puts this marker under a condition. */
  communityOwnerMarker: (hostId: string) => ({ pk: `COMMUNITYOWNER#${hostId}`, sk: 'MARKER' }),
  communityMember: (communityId: string, userId: string) => ({
    pk: `COMMUNITY#${communityId}`,
    sk: `MEMBER#${userId}`,
  }),
  /** byLookup: a community's members by joined_at. */
  memberByJoined: (communityId: string, joinedAt: string, userId: string) => ({
    gsi5pk: `COMMUNITYMEMBERS#${communityId}`,
    gsi5sk: `${joinedAt}#${userId}`,
  }),
  membersByJoined: (communityId: string) => ({ gsi5pk: `COMMUNITYMEMBERS#${communityId}` }),
  communityRequest: (communityId: string, userId: string) => ({
    pk: `COMMUNITY#${communityId}`,
    sk: `JOINREQ#${userId}`,
  }),
  communityRequestsPrefix: (communityId: string) => ({ pk: `COMMUNITY#${communityId}`, skPrefix: 'JOINREQ#' }),
  communityReview: (communityId: string, userId: string) => ({
    pk: `COMMUNITY#${communityId}`,
    sk: `REVIEW#${userId}`,
  }),
  /** byLookup: a community's reviews, newest (last written) first. */
  reviewByTime: (communityId: string, at: string, userId: string) => ({
    gsi5pk: `COMMUNITYREVIEWS#${communityId}`,
    gsi5sk: `${at}#${userId}`,
  }),
  reviewsByTime: (communityId: string) => ({ gsi5pk: `COMMUNITYREVIEWS#${communityId}` }),
  /** byLookup on a game item: the games linked to a community, by start. */
  communityGame: (communityId: string, gameDatetime: string, gameId: string) => ({
    gsi5pk: `COMMUNITYGAMES#${communityId}`,
    gsi5sk: `${gameDatetime}#${gameId}`,
  }),
  communityGames: (communityId: string) => ({ gsi5pk: `COMMUNITYGAMES#${communityId}` }),

  // Search index (decision 023): one item per (document, token) in the token's own partition, sorted
  // by start (communities, which have none, after every game), so a query reads upcoming entries
  // soonest first and stops; and a vocabulary of tokens, so a prefix finds its tokens first.
  searchDoc: (kind: SearchKind, id: string) => ({ pk: `SEARCHDOC#${kind}#${id}`, skPrefix: 'TOKEN#' }),
  searchToken: (kind: SearchKind, id: string, token: string, start: string | null) => ({
    pk: `SEARCHDOC#${kind}#${id}`,
    sk: `TOKEN#${token}`,
    gsi4pk: searchTokenPartition(token),
    gsi4sk: `${start ?? NO_START}#${kind}#${id}`,
  }),
  /** bySearchToken: the entries of one token, from a start on. */
  searchTokenEntries: (token: string, from: string) => ({ gsi4pk: searchTokenPartition(token), gsi4skFrom: from }),
  /** A token anything was ever indexed under, in a partition per first two letters. */
  searchVocabulary: (token: string) => ({ pk: `SEARCHVOCAB#${token.slice(0, 2)}`, sk: `TOKEN#${token}` }),
  searchVocabularyPrefix: (word: string) => ({ pk: `SEARCHVOCAB#${word.slice(0, 2)}`, skPrefix: `TOKEN#${word}` }),

  // Profile stats and Recent Activity (issue 12): kept counters and an activity feed in the user's
  // partition; a marker per (event, user) makes each consumer effect happen once.
  userStats: (userId: string) => ({ pk: `USER#${userId}`, sk: 'STATS' }),
  activity: (userId: string, at: string, eventId: string) => ({
    pk: `USER#${userId}`,
    sk: `ACTIVITY#${at}#${eventId}`,
  }),
  activityPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'ACTIVITY#' }),
  profileEffect: (eventId: string, userId: string) => ({ pk: `PROFILEFX#${eventId}#${userId}`, sk: 'DONE' }),
  /** byOwner on a membership: the communities a user belongs to (the recount of their counter). */
  memberByPlayer: (userId: string, joinedAt: string, communityId: string) => ({
    gsi1pk: `PLAYER#${userId}`,
    gsi1sk: `COMMUNITY#${joinedAt}#${communityId}`,
  }),
  playerCommunitiesPrefix: (userId: string) => ({ gsi1pk: `PLAYER#${userId}`, gsi1skPrefix: 'COMMUNITY#' }),
  // Host dashboard aggregates (issue 12): one totals item and one item per IST calendar month in the
  // host's own partition, moved by ADD in the change's transaction or by the host-stats consumer,
  // whose marker per event id sits in the same transaction (each event counted once).
  hostTotals: (hostId: string) => ({ pk: `HOSTSTATS#${hostId}`, sk: 'TOTALS' }),
  hostMonth: (hostId: string, month: string) => ({ pk: `HOSTSTATS#${hostId}`, sk: `MONTH#${month}` }),
  hostMonths: (hostId: string, from: string, to: string) => ({
    pk: `HOSTSTATS#${hostId}`,
    skFrom: `MONTH#${from}`,
    skTo: `MONTH#${to}`,
  }),
  /** The dashboard's lists kept between changes, and the version every change moves (decision 032). */
  hostDashboard: (hostId: string) => ({ pk: `HOSTSTATS#${hostId}`, sk: 'DASHBOARD' }),
  /** Discover's first page of one geo cell, kept between changes to its games (decision 034). */
  cellPage: (cell: string) => ({ pk: `CELLPAGE#${cell}`, sk: 'PAGE' }),
  /** `eventKey`: what the consumer applied, e.g. `<event id>` (TTL clears it). */
  hostStatsApplied: (eventKey: string) => ({ pk: `HOSTSTATSEVENT#${eventKey}`, sk: 'APPLIED' }),

  // In-app notifications (issue 5): in the user's partition, newest last by key, cleared by TTL.
  notification: (userId: string, createdAt: string, eventId: string) => ({
    pk: `USER#${userId}`,
    sk: `NOTIF#${createdAt}#${eventId}`,
  }),
  notificationsPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'NOTIF#' }),
} as const;

export type SearchKind = 'game' | 'community';
const UPCOMING_GAMES = 'GAMES#upcoming';
const ONGOING_GAMES = 'GAMES#ongoing';
const PUBLIC_COMMUNITIES = 'COMMUNITIES#public';
const OPEN_ORDERS = 'PAYORDERS#open';
const OPEN_OFFERS = 'OFFERS#open';
const OPEN_REFUNDS = 'REFUNDS#open';
const OPEN_REPORTS = 'REPORTS#open';
const geoCell = (cell: string) => `GEO${cell.length}#${cell}`;
/** byGeoCell predates the finer cells, hence its name without a precision (decision 023). */
const GEO_INDEXES: Record<GeoPrecision, { index: string; partition: string; sort: string }> = {
  3: { index: 'byGeoCell', partition: 'gsi3pk', sort: 'gsi3sk' },
  4: { index: 'byGeoCell4', partition: 'gsi6pk', sort: 'gsi6sk' },
  5: { index: 'byGeoCell5', partition: 'gsi7pk', sort: 'gsi7sk' },
};
/** Every attribute of the upcoming indexes: a game that stops being upcoming loses them all. */
export const UPCOMING_INDEX_ATTRIBUTES = [
  'gsi2pk',
  'gsi2sk',
  ...Object.values(GEO_INDEXES).flatMap((i) => [i.partition, i.sort]),
  'geohash',
] as const;
const searchTokenPartition = (token: string) => `SEARCHTOKEN#${token}`;
/** Sorts after every ISO start: documents without one (communities) come last. */
const NO_START = '~';
/** What "the same title" means for the duplicate rule: trimmed, case-folded, spaces collapsed. */
export const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const ITEM_TYPES = {
  profile: 'profile',
  outboxEvent: 'outbox-event',
  sendSlot: 'send-slot',
  oneTimeSecret: 'one-time-secret',
  smsSends: 'sms-sends',
  smsAppBudget: 'sms-app-budget',
  idempotency: 'idempotency',
  game: 'game',
  gameTitleMarker: 'game-title-marker',
  gameReport: 'game-report',
  hostApplication: 'host-application',
  openHostApplicationMarker: 'open-host-application-marker',
  community: 'community',
  communityOwnerMarker: 'community-owner-marker',
  communityMember: 'community-member',
  communityRequest: 'community-request',
  communityReview: 'community-review',
  searchToken: 'search-token',
  searchVocabulary: 'search-vocabulary',
  joinRequest: 'join-request',
  joinRequestPointer: 'join-request-pointer',
  notification: 'notification',
  userStats: 'user-stats',
  activity: 'activity',
  profileEffect: 'profile-effect',
  requestPayment: 'request-payment',
  paymentOrder: 'payment-order',
  refund: 'refund',
  hostTotals: 'host-totals',
  hostMonth: 'host-month',
  hostDashboard: 'host-dashboard',
  cellPage: 'cell-page',
  hostStatsApplied: 'host-stats-applied',
} as const;
