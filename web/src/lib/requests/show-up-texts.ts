import { countedGames, showUpSummary, type ShowUpRecord } from '@shared/rules/show-up';
import { t } from './texts';

// A player's show-up record in the language spoken: the host weighs it on a request or an arrival,
// the player reads their own on the profile. shared/rules/show-up.ts decides new or rated.

export const showUpRateLabel = () => t('passes.showUp.rateLabel');

/** '1 late drop', '2 late drops'. */
export const lateDropsLabel = (count: number) => t('passes.showUp.lateDrops', { count });

/** 'New player', or the rate ('92%') with 'N of M games'; late drops counted either way. */
export function showUpWords(record: ShowUpRecord) {
  const summary = showUpSummary(record);
  if (summary.kind === 'new') return { ...summary, label: t('passes.showUp.newPlayer') };
  return { ...summary, games: t('passes.showUp.games', { showed: record.showed_up, games: countedGames(record) }) };
}
