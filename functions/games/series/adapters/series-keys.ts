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
} as const;
