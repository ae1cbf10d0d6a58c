import { whenIn } from '@shared/i18n/format';
import type { LanguageCode } from '@shared/languages';
import { formatPaise } from '@shared/rules/payment-rules';
import enRain from '@shared/i18n/en/rain.json';
import hiRain from '@shared/i18n/hi/rain.json';
import { serverTexts } from '../platform/texts/server-texts';

// What everyone with a request reads once the host calls a game off for rain, in their language.
const rainTextsIn = serverTexts({ rain: { en: enRain, hi: hiRain } });

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
