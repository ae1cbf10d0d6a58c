// A series' keys: its item under its own partition, and its entry in the active list (byLookup)
// while it still makes games.
const ACTIVE_SERIES = 'SERIES#active';

export const SERIES_ITEM_TYPE = 'game-series';

export const seriesKeys = {
  series: (seriesId: string) => ({ pk: `SERIES#${seriesId}`, sk: 'SERIES' }),
  activeSeries: (createdAt: string, seriesId: string) => ({
    gsi5pk: ACTIVE_SERIES,
    gsi5sk: `${createdAt}#${seriesId}`,
  }),
  activeList: () => ACTIVE_SERIES,
  /** byOwner: a host's series (beside their games, which sort under GAME#), for their account's erasure. */
  hostSeries: (hostId: string, createdAt: string, seriesId: string) => ({
    gsi1pk: `HOST#${hostId}`,
    gsi1sk: `SERIES#${createdAt}#${seriesId}`,
  }),
  hostSeriesPrefix: (hostId: string) => ({ gsi1pk: `HOST#${hostId}`, gsi1skPrefix: 'SERIES#' }),
} as const;
