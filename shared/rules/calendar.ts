// A game as a calendar entry: an RFC 5545 .ics file and a Google Calendar link, built from the
// same fields so the two never disagree. Pure: web (download) and functions (e-mail attachment)
// both call it.
import { gameEndsAt } from './game-end';

export interface CalendarGame {
  id: string;
  title: string;
  location: string;
  game_datetime: string;
  ends_at?: string | null;
  latitude: number | null;
  longitude: number | null;
  description?: string | null;
}

export interface CalendarEntryInput {
  game: CalendarGame;
  /** The app's origin, e.g. https://yaktiv.in: the entry links back to the game page. */
  appUrl: string;
  /**
   * Whose entry this is: a join request's id keeps one UID per player per game, so a
   * re-download updates the calendar entry instead of adding another. Without one, the game id.
   */
  requestId?: string | null;
  /** DTSTAMP: when this copy was made. */
  now?: Date;
}

/** UID domain: stable across stages and hosts, so a re-download always matches. */
export const CALENDAR_UID_DOMAIN = 'yaktiv.in';

export const gamePageUrl = (appUrl: string, gameId: string) =>
  `${appUrl.replace(/\/+$/, '')}/game/${encodeURIComponent(gameId)}`;

export const calendarUid = ({ game, requestId }: Pick<CalendarEntryInput, 'game' | 'requestId'>) =>
  `${requestId ? `request-${requestId}` : `game-${game.id}`}@${CALENDAR_UID_DOMAIN}`;

/** 2026-12-05T13:00:00.000Z → 20261205T130000Z (RFC 5545 §3.3.5, UTC form). */
export function icsUtc(iso: string | Date): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space.
 * Never splits a UTF-8 character (Hindi or emoji in a title must survive the fold).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function descriptionOf(game: CalendarGame, url: string): string {
  const about = game.description?.trim();
  return about ? `${about}\n\n${url}` : url;
}

/** The whole VCALENDAR with one VEVENT, CRLF line ends, folded. */
export function buildIcs({ game, appUrl, requestId, now = new Date() }: CalendarEntryInput): string {
  const url = gamePageUrl(appUrl, game.id);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Yaktiv//Games//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${calendarUid({ game, requestId })}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(game.game_datetime)}`,
    `DTEND:${icsUtc(gameEndsAt(game))}`,
    `SUMMARY:${escapeIcsText(game.title)}`,
    `LOCATION:${escapeIcsText(game.location)}`,
    ...(game.latitude != null && game.longitude != null ? [`GEO:${game.latitude};${game.longitude}`] : []),
    `URL:${url}`,
    `DESCRIPTION:${escapeIcsText(descriptionOf(game, url))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/**
 * A safe file name for the download: the title's letters and digits in any script (Latin accents
 * dropped, Devanagari's vowel signs kept), else 'game'.
 */
export function icsFileName(game: Pick<CalendarGame, 'title'>): string {
  const slug = Array.from(
    game.title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/[\s_-]+/g, '-')
      .toLowerCase(),
  )
    .slice(0, 60)
    .join('')
    .normalize('NFC');
  return `${slug || 'game'}.ics`;
}

/** Google Calendar's "add event" template link, prefilled with the same entry. */
export function googleCalendarUrl({ game, appUrl }: Pick<CalendarEntryInput, 'game' | 'appUrl'>): string {
  const url = gamePageUrl(appUrl, game.id);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: game.title,
    dates: `${icsUtc(game.game_datetime)}/${icsUtc(gameEndsAt(game))}`,
    details: descriptionOf(game, url),
    location: game.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
