import hindi from 'virtual:catalogue/hi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, LocationError, locationFailureOf } from '@web/lib/geolocation';
import { speak } from '@web/lib/i18n/texts';
import { locationFailureText, locationToast } from '@web/lib/location-texts';
import { speakHindi } from '../support/speak-hindi';

// A position that cannot be had says why in the app's words and language, never with the
// browser's own English message ('User denied Geolocation').
afterEach(() => {
  vi.unstubAllGlobals();
  speak('en');
});

const browserFailing = (code: number) =>
  vi.stubGlobal('navigator', {
    geolocation: {
      getCurrentPosition: (_ok: unknown, fail: (error: { code: number; message: string }) => void) =>
        fail({ code, message: 'User denied Geolocation' }),
    },
  });
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, locationFailureOf);

describe('why there is no position', () => {
  it("reads the browser's error code, not its message", async () => {
    browserFailing(1);
    expect(await failureOf(currentPosition())).toBe('denied');
    browserFailing(2);
    expect(await failureOf(currentPosition())).toBe('unavailable');
    browserFailing(3);
    expect(await failureOf(currentPosition())).toBe('timeout');
    vi.stubGlobal('navigator', {});
    expect(await failureOf(currentPosition())).toBe('unsupported');
    expect(locationFailureOf(new Error('anything'))).toBe('unavailable');
    expect(new LocationError('denied').failure).toBe('denied');
  });

  it('is said in English and in Hindi', () => {
    expect(locationFailureText('denied')).toBe('Location access is turned off for this site');
    expect(locationToast(null)).toEqual({ title: 'Using your current location', variant: 'success' });
    expect(locationToast('unsupported')).toEqual({
      title: 'Your browser does not support location',
      variant: 'destructive',
    });
    expect(locationToast('denied')).toEqual({
      title: 'Unable to get location',
      description: 'Location access is turned off for this site',
      variant: 'destructive',
    });
    speakHindi(hindi);
    expect(locationFailureText('denied')).toBe('इस साइट के लिए लोकेशन बंद है');
    expect(locationFailureText('timeout')).toBe('लोकेशन ढूँढने में बहुत देर लगी');
    expect(locationToast('timeout').title).toBe('लोकेशन नहीं मिल पाई');
  });
});
