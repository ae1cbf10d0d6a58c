import { distanceIn, gameDateIn, monthIn, whenIn } from '@web/lib/i18n/format';
import { indiaDateAndTime } from '@shared/rules/game-time';
import { CANCELLATION_POLICIES } from '@shared/rules/game-rules';
import { spokenLanguage, t } from '../i18n/texts';
import { titleCase } from './labels';

// Labels every game screen shows the same way, in the language the app speaks now
// (shared/i18n/format.ts writes each language's dates and distances).

export { sportLabel, skillLabel } from './labels';

/**
 * When something happens, the way every list, card and dialog says it: 'Today, 7:00 pm',
 * 'Tomorrow, 7:00 pm', 'Sat 29 Nov, 7:00 pm', in India time whatever the device's zone.
 */
export function formatWhen(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return t('shell.format.tbd');
  return whenIn(spokenLanguage(), iso, now);
}

/** 'dd MMM, HH:mm', in India time whatever the device's zone: the game page's own format. */
export function formatGameDate(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return t('shell.format.tbd');
  return gameDateIn(spokenLanguage(), iso);
}

/** When a game ends: just the time on the day it starts ('20:00'), the full date when it runs past midnight. */
export function formatGameEnd(startIso: string, endIso: string): string {
  if (Number.isNaN(Date.parse(endIso))) return t('shell.format.tbd');
  const [start, end] = [indiaDateAndTime(startIso), indiaDateAndTime(endIso)];
  return start.date === end.date ? end.time : formatGameDate(endIso);
}

/** The card's date strip: day of the month and short month, in India time ('24', 'Nov'). */
export function gameDayAndMonth(iso: string | null | undefined): { day: string; month: string } | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  const { date } = indiaDateAndTime(iso);
  return { day: String(Number(date.slice(8, 10))), month: monthIn(spokenLanguage(), date) };
}

/** '0.4 km away', '24 km away' (the server's messages say it the same way: shared/rules/distance-label.ts). */
export const distanceLabel = (km: number | null | undefined) => distanceIn(spokenLanguage(), km);

/** The cancellation policy's rule (anything but flexible or moderate means no refunds). */
export const policyRule = (policy: string) =>
  CANCELLATION_POLICIES[policy as keyof typeof CANCELLATION_POLICIES] ?? CANCELLATION_POLICIES.strict;
export const policyName = (policy: string) => (policy in CANCELLATION_POLICIES ? titleCase(policy) : 'Strict');

/** The maps link as a URL to open: coordinates become a Google Maps search, bare hosts get https. */
export function mapsUrl(link: string): string | null {
  const value = link.trim();
  if (!value) return null;
  if (/^-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?$/.test(value))
    return `https://www.google.com/maps?q=${encodeURIComponent(value.replace(/\s+/g, ''))}`;
  const url = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    return new URL(url).protocol.startsWith('http') ? url : null;
  } catch {
    return null;
  }
}
