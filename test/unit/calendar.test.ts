import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  calendarUid,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsFileName,
} from '@shared/rules/calendar';
import { directionsUrl } from '@shared/rules/directions';
import { DEFAULT_GAME_MINUTES, gameEndsAt } from '@shared/rules/game-end';

// RFC 5545 as a calendar app reads it: unfold, split property from value, unescape TEXT.
function parseIcs(ics: string): Record<string, string> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const props: Record<string, string> = {};
  for (const line of unfolded.split('\r\n')) {
    if (!line) continue;
    const colon = line.indexOf(':');
    props[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return props;
}
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const game = {
  id: 'g-123',
  title: 'Sunday 5-a-side <fun>, "all" welcome; bring \\ boots & water',
  location: 'HSR Turf, Sector 2, Bengaluru',
  game_datetime: '2026-12-06T12:30:00.000Z', // 18:00 IST
  latitude: 12.9116,
  longitude: 77.6474,
  description: 'Line one\nLine two, with a comma',
};
const now = new Date('2026-11-23T10:00:00.000Z');

describe('.ics for a game (RFC 5545)', () => {
  const ics = buildIcs({ game, appUrl: 'https://yaktiv.in/', requestId: 'req-9', now });
  const props = parseIcs(ics);

  it('ends every line with CRLF and folds every line at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n [^\r]/); // the long SUMMARY really was folded
  });

  it('gives one stable UID per request, and the game id without a request', () => {
    expect(props.UID).toBe('request-req-9@yaktiv.in');
    const again = parseIcs(buildIcs({ game, appUrl: 'https://yaktiv.in', requestId: 'req-9', now: new Date() }));
    expect(again.UID).toBe(props.UID);
    expect(parseIcs(buildIcs({ game, appUrl: 'https://yaktiv.in', now })).UID).toBe('game-g-123@yaktiv.in');
    expect(calendarUid({ game, requestId: 'other' })).not.toBe(props.UID);
  });

  it('writes times in UTC, ending after the default length until games carry an end', () => {
    expect(props.DTSTART).toBe('20261206T123000Z');
    expect(props.DTEND).toBe('20261206T140000Z');
    expect(DEFAULT_GAME_MINUTES).toBe(90);
    expect(props.DTSTAMP).toBe('20261123T100000Z');
    expect(gameEndsAt({ ...game, ends_at: '2026-12-06T15:00:00.000Z' })).toBe('2026-12-06T15:00:00.000Z');
  });

  it('escapes commas, semicolons, backslashes and newlines, and reads back the same text', () => {
    expect(unescapeText(props.SUMMARY!)).toBe(game.title);
    expect(unescapeText(props.LOCATION!)).toBe(game.location);
    expect(props.LOCATION).toBe('HSR Turf\\, Sector 2\\, Bengaluru');
    expect(unescapeText(props.DESCRIPTION!)).toBe(`${game.description}\n\nhttps://yaktiv.in/game/g-123`);
    expect(escapeIcsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('carries GEO only with coordinates, and the game URL', () => {
    expect(props.GEO).toBe('12.9116;77.6474');
    expect(props.URL).toBe('https://yaktiv.in/game/g-123');
    expect(
      parseIcs(buildIcs({ game: { ...game, latitude: null, longitude: null }, appUrl: 'https://yaktiv.in', now })).GEO,
    ).toBeUndefined();
  });

  it('never splits a multi-byte character when folding', () => {
    const line = `SUMMARY:${'क्रिकेट '.repeat(12)}🏏`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('names the file after the title', () => {
    expect(icsFileName({ title: 'Sunday 5-a-side!' })).toBe('sunday-5-a-side.ics');
    expect(icsFileName({ title: 'Café Turf Night' })).toBe('cafe-turf-night.ics');
    // A title in Hindi keeps its words (a reader finds 'रविवार-क्रिकेट.ics', not 'game.ics').
    expect(icsFileName({ title: 'रविवार क्रिकेट!' })).toBe('रविवार-क्रिकेट.ics');
    expect(icsFileName({ title: '!!!' })).toBe('game.ics');
  });
});

describe('Google Calendar link and directions', () => {
  it('prefills the same entry', () => {
    const url = new URL(googleCalendarUrl({ game, appUrl: 'https://yaktiv.in' }));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(game.title);
    expect(url.searchParams.get('dates')).toBe('20261206T123000Z/20261206T140000Z');
    expect(url.searchParams.get('location')).toBe(game.location);
    expect(url.searchParams.get('details')).toContain('https://yaktiv.in/game/g-123');
  });

  it('directs to the coordinates, else the maps link, else the venue text', () => {
    expect(directionsUrl(game)).toBe('https://www.google.com/maps/dir/?api=1&destination=12.9116%2C77.6474');
    const noPoint = { ...game, latitude: null, longitude: null };
    expect(directionsUrl({ ...noPoint, maps_link: 'https://www.google.com/maps/@19.0760,72.8777,14z' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=19.076%2C72.8777',
    );
    expect(directionsUrl({ ...noPoint, maps_link: 'https://maps.app.goo.gl/Xy12AbCdEf34' })).toBe(
      'https://maps.app.goo.gl/Xy12AbCdEf34',
    );
    expect(directionsUrl({ ...noPoint, maps_link: 'javascript:alert(1)' })).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(game.location)}`,
    );
  });
});
