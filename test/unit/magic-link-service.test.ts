import { describe, expect, it } from 'vitest';
import {
  createMagicLinkIssuer,
  createMagicLinkRequests,
  createMagicLinkVerifier,
  MAGIC_LINK_SEND_GAP_MS,
} from '@functions/accounts/magic-link-service';
import { RateLimitedError } from '@functions/platform/errors';
import { fakeClock, fakeDirectory, fakeMailer, fakeSecrets } from '../support/fakes';

const pool = { userPoolId: 'ap-south-1_Pool', clientId: 'client-1' };
const key = 'k'.repeat(40);

function setup() {
  const clock = fakeClock();
  const secrets = fakeSecrets();
  const { mailer, sent } = fakeMailer();
  const directory = fakeDirectory([{ username: 'sub-asha', email: 'asha@example.com', phone: null, name: 'Asha' }]);
  const deps = { secrets: secrets.store, clock, signingKey: async () => key };
  const issuer = {
    ...createMagicLinkIssuer({ ...deps, directory, mailer, pool, appUrl: 'https://app.test' }),
    request: createMagicLinkRequests(deps),
  };
  const verify = createMagicLinkVerifier(deps);
  const tokenOf = (i: number) => new URL(/https:\/\/\S+/.exec(sent[i]!.text)![0]).searchParams.get('token')!;
  const expected = { username: 'sub-asha', ...pool };
  return { clock, secrets, sent, issuer, verify, tokenOf, expected };
}

describe('magic links', () => {
  it('records a request with its event, and at most one per address per 60 s', async () => {
    const { issuer, secrets, clock } = setup();
    await issuer.request('asha@example.com');
    expect(secrets.events).toEqual([{ name: 'MagicLinkRequested.v1', detail: { email: 'asha@example.com' } }]);
    await expect(issuer.request('asha@example.com')).rejects.toBeInstanceOf(RateLimitedError);
    clock.advance(MAGIC_LINK_SEND_GAP_MS);
    await expect(issuer.request('asha@example.com')).resolves.toBeUndefined();
  });

  it('treats unknown addresses exactly like known ones when asked, and mails nobody', async () => {
    const { issuer, sent, secrets } = setup();
    await issuer.request('ghost@example.com');
    expect(secrets.events).toHaveLength(1);
    expect(await issuer.send('ghost@example.com')).toBe('no-such-user');
    expect(sent).toEqual([]);
  });

  it('signs in once; a second use fails', async () => {
    const { issuer, verify, tokenOf, expected } = setup();
    await issuer.send('asha@example.com');
    expect(await verify(tokenOf(0), expected)).toBe(true);
    expect(await verify(tokenOf(0), expected)).toBe(false);
  });

  it('is superseded by a newer link', async () => {
    const { issuer, verify, tokenOf, expected } = setup();
    await issuer.send('asha@example.com');
    await issuer.send('asha@example.com');
    expect(await verify(tokenOf(0), expected)).toBe(false);
    expect(await verify(tokenOf(1), expected)).toBe(true);
  });

  it('expires after 1 hour', async () => {
    const { issuer, verify, tokenOf, expected, clock } = setup();
    await issuer.send('asha@example.com');
    clock.advance(60 * 60 * 1000);
    expect(await verify(tokenOf(0), expected)).toBe(false);
  });

  it('works until just before the hour is up', async () => {
    const { issuer, verify, tokenOf, expected, clock } = setup();
    await issuer.send('asha@example.com');
    clock.advance(59 * 60 * 1000);
    expect(await verify(tokenOf(0), expected)).toBe(true);
  });

  it('is bound to its user, pool and client, and to its signature', async () => {
    const { issuer, verify, tokenOf, expected } = setup();
    await issuer.send('asha@example.com');
    const token = tokenOf(0);
    expect(await verify(token, { ...expected, username: 'sub-other' })).toBe(false);
    expect(await verify(token, { ...expected, userPoolId: 'ap-south-1_Other' })).toBe(false);
    expect(await verify(token, { ...expected, clientId: 'client-2' })).toBe(false);
    const [body, mac] = token.split('.');
    const flipped = `${body}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    expect(await verify(flipped, expected)).toBe(false);
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
    expect(await verify(`${forgedBody}.${mac}`, expected)).toBe(false);
    // Still valid after the failed attempts: they consumed nothing.
    expect(await verify(token, expected)).toBe(true);
  });

  it('mails a link to /auth/callback that says it expires in 1 hour', async () => {
    const { issuer, sent } = setup();
    await issuer.send('asha@example.com');
    expect(sent[0]).toMatchObject({ to: 'asha@example.com', subject: 'Your Yaktiv sign-in link' });
    expect(sent[0]!.text).toContain('https://app.test/auth/callback?method=magic-link&token=');
    expect(sent[0]!.text).toContain('expires in 1 hour');
    expect(sent[0]!.html).toContain('lang="en"');
  });

  it('carries the language the app spoke from the request to the e-mail, written in Hindi for Hindi', async () => {
    const { issuer, sent, secrets } = setup();
    await issuer.request('asha@example.com', 'hi');
    expect(secrets.events).toEqual([
      { name: 'MagicLinkRequested.v1', detail: { email: 'asha@example.com', language: 'hi' } },
    ]);
    await issuer.send('asha@example.com', 'hi');
    expect(sent[0]).toMatchObject({ subject: 'आपका Yaktiv साइन-इन लिंक' });
    expect(sent[0]!.text).toContain('नमस्ते Asha,');
    expect(sent[0]!.text).toContain('1 घंटे में एक्सपायर');
    expect(sent[0]!.text).toContain('https://app.test/auth/callback?method=magic-link&token=');
    expect(sent[0]!.html).toContain('lang="hi"');
  });
});
