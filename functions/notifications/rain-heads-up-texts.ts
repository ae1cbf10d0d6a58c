import { whenIn } from '@shared/i18n/format';
import type { LanguageCode } from '@shared/languages';
import enRainHeadsUp from '@shared/i18n/en/rainHeadsUp.json';
import hiRainHeadsUp from '@shared/i18n/hi/rainHeadsUp.json';
import { serverTexts } from '../platform/texts/server-texts';

// The host's heads-up before a game rain threatens, in their language (the games domain sends it).
const headsUpTextsIn = serverTexts({ rainHeadsUp: { en: enRainHeadsUp, hi: hiRainHeadsUp } });

/** The host's heads-up, read about three hours before the start: 'Today, 7:00 pm' is the clearest. */
export function rainHeadsUpText(
  language: LanguageCode,
  game: { title: string; game_datetime: string },
  rainChance: number,
  now: Date,
) {
  const say = headsUpTextsIn(language);
  return {
    title: say('rainHeadsUp.title'),
    body: say('rainHeadsUp.body', {
      title: game.title,
      when: whenIn(language, game.game_datetime, now),
      chance: rainChance,
    }),
    subject: say('rainHeadsUp.subject', { title: game.title }),
    action: say('rainHeadsUp.action'),
  };
}
