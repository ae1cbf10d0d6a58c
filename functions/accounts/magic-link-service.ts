import { LIMITS } from '@shared/constants';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shared/languages';
import { RateLimitedError } from '../platform/errors';
import { newNonce, readMagicLink, sha256, signMagicLink } from './auth-tokens';
import type { Clock } from '../platform/clock';
import type { Mailer } from '../platform/messaging-ports';
import type { OneTimeSecretStore, UserDirectory } from './ports';
import { magicLinkEmail } from './emails/magic-link-email';

// Magic links: one-time, superseded by a newer link, at most one send per
// 60 s per address, valid 1 hour, and the same answer for unknown addresses. Asking for a link
// only records the request (with its event) so the answer takes the same time for everyone; the
// e-mail is sent by an event consumer.
export const MAGIC_LINK_SEND_GAP_MS = 60_000;
export const MAGIC_LINK_TTL_SECONDS = LIMITS.magicLinkValidityHours * 60 * 60;
const PURPOSE = 'magic-link';

export interface MagicLinkIssuerDeps {
  directory: UserDirectory;
  secrets: OneTimeSecretStore;
  mailer: Mailer;
  clock: Clock;
  signingKey: () => Promise<string>;
  pool: { userPoolId: string; clientId: string };
  appUrl: string;
}

/** A fresh signed link token for a user; storing its hash supersedes every earlier one. */
export async function mintMagicLink(
  deps: Pick<MagicLinkIssuerDeps, 'secrets' | 'clock' | 'signingKey' | 'pool'>,
  username: string,
): Promise<string> {
  const iat = Math.floor(deps.clock.now().getTime() / 1000);
  const exp = iat + MAGIC_LINK_TTL_SECONDS;
  const token = signMagicLink(
    { u: username, pool: deps.pool.userPoolId, client: deps.pool.clientId, iat, exp, n: newNonce() },
    await deps.signingKey(),
  );
  await deps.secrets.put(PURPOSE, username, sha256(token), new Date(exp * 1000));
  return token;
}

/** The API's half: records the request with its event, at most once per address per minute. */
export function createMagicLinkRequests(deps: { secrets: OneTimeSecretStore; clock: Clock }) {
  return async function request(email: string, language?: LanguageCode): Promise<void> {
    const claimed = await deps.secrets.claimSendSlot(
      `${PURPOSE}-send`,
      email,
      deps.clock.now(),
      MAGIC_LINK_SEND_GAP_MS,
      [{ name: 'MagicLinkRequested.v1', detail: language ? { email, language } : { email } }],
    );
    if (!claimed) throw new RateLimitedError('Please wait a minute before asking for another link.', 'email');
  };
}

/** The e-mail consumer's half. */
export function createMagicLinkIssuer(deps: MagicLinkIssuerDeps) {
  const { directory, mailer } = deps;

  /** Issues a fresh link (superseding any earlier one) and e-mails it, in the language the app spoke when asked. */
  async function send(email: string, language: LanguageCode = DEFAULT_LANGUAGE): Promise<'sent' | 'no-such-user'> {
    const user = await directory.findByEmail(email);
    if (!user?.email) return 'no-such-user';
    const token = await mintMagicLink(deps, user.username);
    const link = `${deps.appUrl}/auth/callback?method=magic-link&token=${encodeURIComponent(token)}`;
    await mailer.send(magicLinkEmail({ to: user.email, name: user.name, link, language }));
    return 'sent';
  }

  return { send };
}
export type MagicLinkIssuer = ReturnType<typeof createMagicLinkIssuer>;

/** Used by the Verify trigger: true once per newest, unexpired link bound to this pool and client. */
export function createMagicLinkVerifier(deps: {
  secrets: OneTimeSecretStore;
  clock: Clock;
  signingKey: () => Promise<string>;
}) {
  return async function verify(
    token: string,
    expected: { username: string; userPoolId: string; clientId: string },
  ): Promise<boolean> {
    const claims = readMagicLink(token, await deps.signingKey());
    if (!claims) return false;
    if (claims.u !== expected.username || claims.pool !== expected.userPoolId || claims.client !== expected.clientId)
      return false;
    if (claims.exp * 1000 <= deps.clock.now().getTime()) return false;
    return deps.secrets.consume(PURPOSE, claims.u, sha256(token));
  };
}
