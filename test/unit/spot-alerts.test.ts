import { describe, expect, it } from 'vitest';
import { cityById } from '@shared/cities';
import { cellBounds, distanceKm, geohash } from '@shared/rules/geo';
import { updateProfileSchema } from '@shared/schemas/profile';
import { announcesOpenSpot as inSpotAlertWindow } from '@shared/rules/spot-offers';
import {
  SPOT_ALERT_WINDOW_HOURS,
  SPOT_ALERT_MESSAGES,
  spotAlertEntries,
  spotAlertsBlocker,
  spotAlertsFor,
  subscriberCellsNear,
  withinSpotAlertReach,
  type SpotAlertChoices,
} from '@shared/rules/spot-alerts';
import { subscribedEvents } from '../support/manifest-handler';
import { spotAlertText as spotAlertIn } from '@functions/notifications/alert-texts';
import { speakerIn } from '@functions/notifications/texts';

const spotAlertText = (input: Parameters<typeof spotAlertIn>[1]) => spotAlertIn(speakerIn('en'), input);

// Who a spot alert reaches and what it says: the filing a player's choices make, the cells read
// around a venue, the radius, the six-hour window and the exact text.
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
const choices = (over: Partial<SpotAlertChoices> = {}): SpotAlertChoices => ({
  spot_alerts: true,
  spot_alerts_near: null,
  spot_alerts_km: 10,
  sports: ['football', 'cricket'],
  city: 'bengaluru',
  ...over,
});
const centre = (cell: string) => {
  const { south, north, west, east } = cellBounds(cell);
  return { lat: (south + north) / 2, lng: (west + east) / 2 };
};

describe('a player’s filing', () => {
  it('is one entry per sport, at their city’s cell, while alerts are on', () => {
    const city = cityById('bengaluru')!;
    const point = geohash(city, 5);
    expect(spotAlertEntries(choices())).toEqual([
      { sport: 'football', cell: point.slice(0, 4), point, km: 10 },
      { sport: 'cricket', cell: point.slice(0, 4), point, km: 10 },
    ]);
  });

  it('uses the place they set over their city, and nothing when off or with nowhere to measure from', () => {
    const near = geohash(KORAMANGALA, 5);
    expect(spotAlertEntries(choices({ spot_alerts_near: near, spot_alerts_km: 5 }))[0]).toEqual({
      sport: 'football',
      cell: near.slice(0, 4),
      point: near,
      km: 5,
    });
    expect(spotAlertEntries(choices({ spot_alerts: false }))).toEqual([]);
    expect(spotAlertEntries(choices({ city: null }))).toEqual([]);
    expect(spotAlertEntries(choices({ sports: [] }))).toEqual([]);
  });

  it('can be turned on only with a sport and a place, and says which is missing', () => {
    expect(spotAlertsBlocker(choices())).toBeNull();
    expect(spotAlertsBlocker(choices({ city: null, spot_alerts_near: 'tdr1w' }))).toBeNull();
    expect(spotAlertsBlocker(choices({ sports: [] }))).toBe(SPOT_ALERT_MESSAGES.needsSports);
    expect(spotAlertsBlocker(choices({ city: null }))).toBe(SPOT_ALERT_MESSAGES.needsPlace);
  });

  it('the settings are validated with clear errors', () => {
    const error = (body: object) => updateProfileSchema.safeParse(body).error?.issues[0]?.message;
    expect(error({ spot_alerts: true, spot_alerts_near: 'tdr1w', spot_alerts_km: 25 })).toBeUndefined();
    expect(error({ spot_alerts_near: null })).toBeUndefined();
    expect(error({ spot_alerts_near: '12.93,77.62' })).toBe(SPOT_ALERT_MESSAGES.pointInvalid);
    expect(error({ spot_alerts_near: 'tdr1wxy' })).toBe(SPOT_ALERT_MESSAGES.pointInvalid);
    expect(error({ spot_alerts_km: 26 })).toBe(SPOT_ALERT_MESSAGES.radiusInvalid);
    expect(error({ spot_alerts_km: 0 })).toBe(SPOT_ALERT_MESSAGES.radiusInvalid);
    expect(error({ spot_alerts_km: 2.5 })).toBe(SPOT_ALERT_MESSAGES.radiusInvalid);
    expect(error({ spot_alerts: 'yes' })).toBe('Must be on (true) or off (false)');
  });
});

describe('who a venue reaches', () => {
  it('reads the venue’s own cell first and every cell a subscriber within the largest radius can be in', () => {
    const cells = subscriberCellsNear(KORAMANGALA);
    expect(cells[0]).toBe(geohash(KORAMANGALA, 4));
    // Points 24 km away in eight directions are all in cells that are read.
    for (let bearing = 0; bearing < 360; bearing += 45) {
      const rad = (bearing * Math.PI) / 180;
      const far = {
        lat: KORAMANGALA.lat + (24 / 111.2) * Math.cos(rad),
        lng: KORAMANGALA.lng + (24 / 108.5) * Math.sin(rad),
      };
      expect(distanceKm(far, KORAMANGALA)).toBeLessThan(25);
      expect(cells).toContain(geohash(far, 4));
    }
    expect(cells.length).toBeLessThanOrEqual(12);
  });

  it('reaches a subscriber only within their own radius, measured from their cell’s centre', () => {
    const near = geohash({ lat: 12.97, lng: 77.6 }, 5);
    const km = distanceKm(centre(near), KORAMANGALA);
    expect(withinSpotAlertReach({ point: near, km: Math.ceil(km) }, KORAMANGALA)).toBe(true);
    expect(withinSpotAlertReach({ point: near, km: Math.floor(km) }, KORAMANGALA)).toBe(false);
  });

  it('only for games starting within six hours, not begun', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
    expect(SPOT_ALERT_WINDOW_HOURS).toBe(6);
    expect(inSpotAlertWindow(at(1), now)).toBe(true);
    expect(inSpotAlertWindow(at(6), now)).toBe(true);
    expect(inSpotAlertWindow(at(6.01), now)).toBe(false);
    expect(inSpotAlertWindow(at(-0.1), now)).toBe(false);
  });

  it('tells twenty players per open spot, a hundred at most', () => {
    expect(spotAlertsFor(1)).toBe(20);
    expect(spotAlertsFor(3)).toBe(60);
    expect(spotAlertsFor(40)).toBe(100);
    expect(spotAlertsFor(0)).toBe(20);
  });
});

describe('the alert’s text', () => {
  const now = new Date('2026-11-27T10:00:00.000Z'); // 15:30 IST
  it('names the game, its time as the app says it, its price and how far it is', () => {
    const text = spotAlertText({
      title: 'Evening Football',
      startsAt: '2026-11-27T13:30:00.000Z',
      price: 150,
      km: 3.24,
      now,
    });
    expect(text).toBe('A spot just opened: Evening Football, Today, 7:00 pm, ₹150, 3.2 km away');
  });

  it('says Free for a free game, as its card does, and whole kilometres from ten', () => {
    const text = spotAlertText({
      title: 'Night Cricket',
      startsAt: '2026-11-27T19:00:00.000Z',
      price: 0,
      km: 12.6,
      now,
    });
    expect(text).toBe('A spot just opened: Night Cricket, Tomorrow, 12:30 am, Free, 13 km away');
    expect(spotAlertText({ title: 'X', startsAt: '2026-11-27T13:30:00.000Z', price: 1250.5, km: 0.05, now })).toBe(
      'A spot just opened: X, Today, 7:00 pm, ₹1,250.50, Under 100 m away',
    );
  });

  it('in Hindi for a Hindi reader: the day, price and distance as the app says them in Hindi', () => {
    const hindi = speakerIn('hi');
    const at = '2026-11-27T13:30:00.000Z';
    expect(spotAlertIn(hindi, { title: 'Evening Football', startsAt: at, price: 150000, km: 3.24, now })).toBe(
      'एक स्पॉट अभी खाली हुआ: Evening Football, आज, 7:00 pm, ₹1,50,000, 3.2 किमी दूर',
    );
    expect(spotAlertIn(hindi, { title: 'X', startsAt: at, price: 0, km: 0.05, now })).toBe(
      'एक स्पॉट अभी खाली हुआ: X, आज, 7:00 pm, फ़्री, 100 मीटर से कम दूर',
    );
  });
});

describe('the consumer', () => {
  it('is subscribed to exactly the events it handles: openings, profile changes and deletions', async () => {
    const { handler } = await import('@functions/notifications/handlers/send-spot-alerts');
    expect(subscribedEvents('send-spot-alerts').sort()).toEqual([...handler.detailTypes].sort());
    expect(handler.detailTypes).toEqual(['SpotOpened.v1', 'ProfileUpdated.v1', 'AccountDeleted.v1']);
  });
});
