import { whenIn } from '@shared/i18n/format';
import type { LanguageCode } from '@shared/languages';
import { formatPaise } from '@shared/rules/payment-rules';
import enRain from '@shared/i18n/en/rain.json';
import hiRain from '@shared/i18n/hi/rain.json';
import { serverTexts } from '../platform/texts/server-texts';

// What people read when rain threatens a game, in their language: the host's heads-up before it
// (the games domain sends it) and everyone's notice once the host calls it off (the join notifier).
const rainTextsIn = serverTexts({ rain: { en: enRain, hi: hiRain } });

/** The host's heads-up, read about three hours before the start: 'Today, 7:00 pm' is the clearest. */
export function rainHeadsUpText(
  language: LanguageCode,
  game: { title: string; game_datetime: string },
  rainChance: number,
  now: Date,
) {
  const say = rainTextsIn(language);
  return {
    title: say('rain.headsUp.title'),
    body: say('rain.headsUp.body', {
      title: game.title,
      when: whenIn(language, game.game_datetime, now),
      chance: rainChance,
    }),
    subject: say('rain.headsUp.subject', { title: game.title }),
    action: say('rain.headsUp.action'),
  };
}

/**
 * Everyone with a request hears it; a player who paid reads where the money goes (in full, whatever
 * the game's cancellation policy: the host called it off, not the player). The date is never
 * 'Today': a notice is read later (told against a far-away now).
 */
export function calledOffForRainText(
  language: LanguageCode,
  game: { title: string; game_datetime: string },
  paidPaise: number | null,
) {
  const say = rainTextsIn(language);
  const off = say('rain.calledOff.body', {
    title: game.title,
    when: whenIn(language, game.game_datetime, new Date(0)),
  });
  const refund = paidPaise && paidPaise > 0 ? say('rain.calledOff.refund', { amount: formatPaise(paidPaise) }) : null;
  return {
    title: say('rain.calledOff.title'),
    body: refund ? `${off} ${refund}` : off,
    subject: say('rain.calledOff.subject', { title: game.title }),
    lines: [off, ...(refund ? [refund] : []), say('rain.calledOff.next')],
  };
}
