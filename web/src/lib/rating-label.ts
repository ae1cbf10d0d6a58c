import en from 'virtual:catalogue/en/rating';
import { addEnglishTexts, t } from './i18n/texts';

// One way to say a rating wherever one is shown (a host beside a game): the average to one
// decimal with how many reviews it rests on, so a 5.0 from one review reads as what it is.
addEnglishTexts(en);

/**
 * '4.6 · 12 reviews', '5.0 · 1 review', in the language spoken; null without reviews (each place
 * says that in its own words).
 */
export function ratingWithCount(average: number | null | undefined, count: number): string | null {
  if (!count || average == null || !Number.isFinite(average)) return null;
  return t('rating.withCount', { average: (Math.round(average * 10) / 10).toFixed(1), count });
}
