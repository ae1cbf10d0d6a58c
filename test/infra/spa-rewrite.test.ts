import { describe, it, expect } from 'vitest';
import { spaRewriteSource } from '@infra/constructs/spa-rewrite';
import { contentSecurityPolicy } from '@infra/constructs/security-headers';

// Runs the exact source CloudFront gets.
const handler = new Function(`${spaRewriteSource}; return handler;`)() as (event: { request: { uri: string } }) => {
  uri: string;
};
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA rewrite (CloudFront Function)', () => {
  it.each([
    '/game/42/edit',
    '/game/42/manage',
    '/community/abc/edit',
    '/auth/callback',
    '/no/such/page',
    '/discovery',
    '/games/42',
  ])('serves index.html for the client route %s', (uri) => expect(rewrite(uri)).toBe('/index.html'));

  it.each([
    ['/', '/prerendered/home.html'],
    ['/discover', '/prerendered/discover.html'],
    ['/discover/', '/prerendered/discover.html'],
    ['/game/42', '/prerendered/game.html'],
    ['/game/0b6f-4a', '/prerendered/game.html'],
  ])('serves the landing route %s its prerendered page', (uri, page) => expect(rewrite(uri)).toBe(page));

  it.each(['/assets/index-abc123.js', '/favicon.ico', '/config.json', '/logo.svg'])(
    'leaves the file %s alone',
    (uri) => {
      expect(rewrite(uri)).toBe(uri);
    },
  );

  it.each(['/api', '/api/', '/api/me', '/media/p/1', '/media'])(
    'never touches %s (JSON 404s and media misses stay real)',
    (uri) => {
      expect(rewrite(uri)).toBe(uri);
    },
  );

  it('does not mistake look-alike paths for the API', () => {
    expect(rewrite('/apiary')).toBe('/index.html');
  });
});

describe('content security policy', () => {
  it('allows only the origins the SPA talks to', () => {
    const csp = contentSecurityPolicy({
      region: 'ap-south-1',
      oauthHost: 'yaktiv-prod.auth.ap-south-1.amazoncognito.com',
    });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://cognito-idp.ap-south-1.amazonaws.com',
        'https://yaktiv-prod.auth.ap-south-1.amazoncognito.com',
      ]),
    );
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    // CloudFront caps the header value.
    expect(csp.length).toBeLessThan(1783);
  });

  it('omits the managed-login host when social sign-in is off', () => {
    expect(contentSecurityPolicy({ region: 'ap-south-1' })).not.toContain('amazoncognito.com');
  });
});
