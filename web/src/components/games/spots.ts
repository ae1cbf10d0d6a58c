import { t } from './texts';

/** '1 spot available', '3 spots available' / '3 स्पॉट खाली': the spots line of cards and the join bar. */
export const spotsLabel = (count: number) => t('game.spots', { count });
