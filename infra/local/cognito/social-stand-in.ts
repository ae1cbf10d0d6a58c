import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendText } from '../http-util';
import type { LocalCognito } from './local-cognito';

// Locally there is no Google, Facebook or Apple. This page stands in for the provider's
// consent screen: a tester picks a test identity, the pool finds or creates that user, and the
// browser returns to /auth/callback with a one-time sign-in token, so the callback path, the
// token storage and the profile check all run for real. Local only; never deployed.
const PROVIDERS = ['Google', 'Facebook', 'Apple'] as const;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createSocialStandIn(deps: {
  cognito: LocalCognito;
  origin: () => string;
  mintToken: (username: string) => Promise<string>;
}) {
  return async function handleSocial(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params =
      req.method === 'POST' ? new URLSearchParams((await readBody(req)).toString('utf8')) : url.searchParams;
    const provider = PROVIDERS.find((p) => p === params.get('identity_provider'));
    const redirect = params.get('redirect_uri') ?? '';
    if (!provider) return sendText(res, 400, 'Unknown identity_provider');
    // Only back into this app (on whatever host the browser used): an open redirect here would
    // hand sign-in tokens to anyone.
    const appHost = req.headers.host ?? new URL(deps.origin()).host;
    let target: URL;
    try {
      target = new URL(redirect);
    } catch {
      return sendText(res, 400, 'redirect_uri must be an absolute URL');
    }
    if (target.host !== appHost || target.pathname !== '/auth/callback' || !/^https?:$/.test(target.protocol)) {
      return sendText(res, 400, 'redirect_uri must be this app’s /auth/callback');
    }
    if (req.method === 'GET') {
      const email = `test.${provider.toLowerCase()}@example.test`;
      return sendText(
        res,
        200,
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${provider} (local stand-in)</title>
<style>body{font:16px system-ui;max-width:26rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.6rem;font:inherit}button{margin-top:1rem;padding:.7rem 1rem;font:inherit}</style>
<h1>Continue with ${provider}</h1><p>This is the local stack's stand-in for ${provider}. Choose the test identity to sign in as.</p>
<form method="post"><input type="hidden" name="identity_provider" value="${provider}"><input type="hidden" name="redirect_uri" value="${escapeHtml(redirect)}">
<label for="name">Name</label><input id="name" name="name" value="Test ${provider} User">
<label for="email">E-mail</label><input id="email" name="email" type="email" value="${email}" required>
<button type="submit">Sign in as this ${provider} user</button></form>
<p><a href="${escapeHtml(target.toString())}?error=access_denied&error_description=${encodeURIComponent('Sign-in was cancelled')}">Cancel</a></p></html>`,
        'text/html; charset=utf-8',
      );
    }
    const email = (params.get('email') ?? '').trim().toLowerCase();
    if (!email.includes('@')) return sendText(res, 400, 'A test e-mail is required');
    const store = deps.cognito.store;
    // A social identity arrives with a verified e-mail and a name, but no role: the app asks.
    const user =
      store.byEmail(email) ??
      store.create({
        email,
        password: null,
        status: 'CONFIRMED',
        attributes: {
          email_verified: 'true',
          name: params.get('name')?.trim() || email,
          identities: JSON.stringify([{ providerName: provider }]),
        },
      });
    target.searchParams.set('method', 'social');
    target.searchParams.set('provider', provider);
    target.searchParams.set('token', await deps.mintToken(user.sub));
    res.writeHead(302, { location: target.toString() });
    res.end();
  };
}
