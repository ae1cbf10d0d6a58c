import en from 'virtual:catalogue/en/location';
import type { LocationFailure } from './geolocation';
import { addEnglishTexts, t } from './i18n/texts';

// What every screen that asks for the device's position says about it, in the language spoken.
// Apart from geolocation.ts, which Home's first load carries without any of these words.
addEnglishTexts(en);

// Keys written out in full, so a production build writes their English in place.
const FAILURE_TEXT: Record<LocationFailure, () => string> = {
  unsupported: () => t('location.failure.unsupported'),
  denied: () => t('location.failure.denied'),
  unavailable: () => t('location.failure.unavailable'),
  timeout: () => t('location.failure.timeout'),
};

/** Why there is no position, in the app's words (never the browser's own English). */
export const locationFailureText = (failure: LocationFailure): string => FAILURE_TEXT[failure]();

/** The toast a position request ends with when the person asked for it: success, or why not. */
export function locationToast(failure: LocationFailure | null): {
  title: string;
  description?: string;
  variant: 'success' | 'destructive';
} {
  if (!failure) return { title: t('location.inUse'), variant: 'success' };
  if (failure === 'unsupported') return { title: locationFailureText(failure), variant: 'destructive' };
  return { title: t('location.unavailable'), description: locationFailureText(failure), variant: 'destructive' };
}
