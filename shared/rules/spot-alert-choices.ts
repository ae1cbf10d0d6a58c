// What a player chooses about spot alerts and the messages that refuse a bad choice, without the
// geometry (shared/rules/spot-alerts.ts): the profile's defaults and schema import them.

/** The radii a player picks from (the server takes any whole number up to the largest). */
export const SPOT_ALERT_RADII_KM = [2, 5, 10, 25] as const;
export const SPOT_ALERT_DEFAULT_KM = 10;
export const SPOT_ALERT_MAX_KM = 25;

/**
 * A place a player sets is kept as a 5-letter geohash cell (~4.9 × 4.9 km): enough to say which
 * games are near, too coarse to find a home. Distances are measured from the cell's centre.
 */
export const SPOT_ALERT_POINT_PRECISION = 5;
const POINT = new RegExp(`^[0-9b-hjkmnp-z]{${SPOT_ALERT_POINT_PRECISION}}$`);
export const isSpotAlertPoint = (text: string) => POINT.test(text);

export const SPOT_ALERT_MESSAGES = {
  pointInvalid: 'Set the place again: it is kept as a 5-letter area code',
  radiusInvalid: `Choose a distance from 1 to ${SPOT_ALERT_MAX_KM} km`,
  needsSports: 'Choose the sports you play first: alerts are for games of your sports',
  needsPlace: 'Choose your city or set a place first: alerts are for games near it',
} as const;
