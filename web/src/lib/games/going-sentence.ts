import en from 'virtual:catalogue/en/going';
import { type GoingSummary, goingLine } from '@shared/rules/going';
import { addEnglishTexts, t } from '../i18n/texts';

// The words beside who is going, on a game card (read aloud) and the game page, in the language
// spoken; shared/rules/going.ts decides whom they name and count.
addEnglishTexts(en);

/** 'Asha, Rohan and 6 others are going' / 'Asha, Rohan और 6 अन्य आ रहे हैं'; null when nobody is confirmed. */
export function goingSentence(summary: GoingSummary): string | null {
  const line = goingLine(summary);
  if (!line) return null;
  const [first, second] = line.named;
  const { others, total } = line;
  if (!first) return t('going.count', { total });
  if (!second) return others === 0 ? t('going.one', { name: first }) : t('going.oneAndOthers', { name: first, others });
  return others === 0 ? t('going.two', { first, second }) : t('going.twoAndOthers', { first, second, others });
}
