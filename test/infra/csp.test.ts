import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, MAP_TILE_URL_VARIABLE, RAZORPAY_WEB, tileImageSource } from '@shared/rules/web-origins';
import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '@shared/boot/early-taps';
import { EARLY_READS_SCRIPT } from '@shared/boot/early-reads';
import { buildStack } from './stack-fixture';

// In AWS the CSP once said `img-src 'self' data: blob:` while the map loaded tiles from the
// configured tile server. The policy in the synthesized template must follow the web build's own
// configuration (VITE_MAP_TILE_URL) and the Razorpay hosts the SPA uses.
const cspOf = (template: ReturnType<typeof buildStack>['template']) => {
  const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as any[];
  const value =
    policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
  // The region is a token: the policy is an Fn::Join of text and references.
  const csp: string =
    typeof value === 'string'
      ? value
      : value['Fn::Join'][1].map((part: unknown) => (typeof part === 'string' ? part : 'REGION')).join('');
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
};

const saved = process.env[MAP_TILE_URL_VARIABLE];
afterEach(() => {
  if (saved === undefined) delete process.env[MAP_TILE_URL_VARIABLE];
  else process.env[MAP_TILE_URL_VARIABLE] = saved;
});

describe('the Content-Security-Policy of the distribution', () => {
  it('allows the default tile server and Razorpay Checkout when nothing is configured', () => {
    delete process.env[MAP_TILE_URL_VARIABLE];
    const csp = cspOf(buildStack().template);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp['script-src']).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`,
      `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`,
      new URL(RAZORPAY_WEB.checkoutScript).origin,
    ]);
    expect(csp['frame-src']).toEqual([...RAZORPAY_WEB.frames]);
    expect(csp['connect-src']).toEqual(expect.arrayContaining([...RAZORPAY_WEB.connect]));
    // Live updates' WebSocket, on the Events API's realtime host in the app's region.
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^wss:\/\/\*\.appsync-realtime-api\..+\.amazonaws\.com$/)]),
    );
  });

  it('follows VITE_MAP_TILE_URL, the variable the web build reads, with {s} subdomains as a wildcard', () => {
    process.env[MAP_TILE_URL_VARIABLE] = 'https://{s}.tiles.example.net/styles/{z}/{x}/{y}.png?key=abc';
    const csp = cspOf(buildStack().template);
    expect(csp['img-src']).toContain('https://*.tiles.example.net');
    expect(csp['img-src']).not.toContain('https://tile.openstreetmap.org');
  });
});

describe('tileImageSource', () => {
  it('keeps scheme and host only', () => {
    expect(tileImageSource(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://Tiles.Example.com:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.com:8443');
  });
  it('refuses a template that could widen or break the policy', () => {
    for (const bad of [
      '/tiles/{z}/{x}/{y}.png',
      "https://a.test;script-src 'unsafe-inline'/x",
      'javascript:alert(1)',
      'https://{z}.example.com/x',
    ]) {
      expect(() => tileImageSource(bad), bad).toThrow(MAP_TILE_URL_VARIABLE);
    }
  });
});
