import { seriesKeys } from '@functions/games/public-keys';

// A regular lives beside their series' item (decision 068 kept the partition for them), and in
// byOwner under the player, so their data export and erasure find every series they are in.
export const regularKeys = {
  regular: (seriesId: string, userId: string) => ({ pk: seriesKeys.series(seriesId).pk, sk: `REGULAR#${userId}` }),
  seriesRegulars: (seriesId: string) => ({ pk: seriesKeys.series(seriesId).pk, skPrefix: 'REGULAR#' }),
  byPlayer: (userId: string, seriesId: string) => ({ gsi1pk: `REGULARS#${userId}`, gsi1sk: seriesId }),
  playerPartition: (userId: string) => `REGULARS#${userId}`,
} as const;

export const REGULAR_ITEM_TYPE = 'series-regular';
