// The join requests' keys. A request lives in its game's partition; a pointer resolves the id the
// API uses; while pending it sits in its host's pending (and, once nudged, nudged) index.

export const joinKeys = {
  /** Join requests live in the game's partition under this prefix. */
  gameRequestsPrefix: (gameId: string) => ({ pk: `GAME#${gameId}`, skPrefix: 'REQUEST#' }),
  /** One request per player per game by key: a conditional put makes parallel joins one. */
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
  /**
   * byLookup on a join request while it is pending: the host's pending requests, oldest
   * first. A pending request carries no pass, so the attributes are free until a decision sets one.
   */
  pendingForHost: (hostId: string, createdAt: string, requestId: string) => ({
    gsi5pk: `HOSTPENDING#${hostId}`,
    gsi5sk: `${createdAt}#${requestId}`,
  }),
  hostPending: (hostId: string) => ({ gsi5pk: `HOSTPENDING#${hostId}` }),
  /**
   * byStatusAndStart on a pending request a player nudged: the host's orange alert,
   * newest nudge first. Gone with the pending state.
   */
  nudgedForHost: (hostId: string, lastNudgeAt: string, requestId: string) => ({
    gsi2pk: `HOSTNUDGED#${hostId}`,
    gsi2sk: `${lastNudgeAt}#${requestId}`,
  }),
  hostNudged: (hostId: string) => ({ gsi2pk: `HOSTNUDGED#${hostId}` }),
  /** A player's show-up counts: one small item in their partition, read by BatchGet beside their requests. */
  showUpRecord: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SHOWUP' }),
  /** The outcome one game counted for one player: what a later settle of that game moves the counts from. */
  showUpMarker: (userId: string, gameId: string) => ({ pk: `USER#${userId}`, sk: `SHOWUP#${gameId}` }),
  showUpMarkerPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'SHOWUP#' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const JOIN_ITEM_TYPES = {
  joinRequest: 'join-request',
  joinRequestPointer: 'join-request-pointer',
  showUpRecord: 'show-up-record',
  showUpMarker: 'show-up-marker',
} as const;
