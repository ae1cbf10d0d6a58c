import type { PublicConfig } from '@shared/schemas/public-config';

export type SocialProvider = PublicConfig['socialProviders'][number];
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['Google', 'Facebook', 'Apple'];

type SocialConfig = Pick<PublicConfig, 'socialProviders' | 'oauthDomain' | 'userPoolEndpoint'>;

/**
 * How a provider's button signs in: through managed login (AWS, a domain is configured), through
 * the local stack's stand-in page (local pool, no domain), or not at all (not configured).
 */
export function socialRoute(
  config: SocialConfig,
  provider: SocialProvider,
): 'managed-login' | 'local-stand-in' | 'unavailable' {
  if (!config.socialProviders.includes(provider)) return 'unavailable';
  if (config.oauthDomain) return 'managed-login';
  if (config.userPoolEndpoint) return 'local-stand-in';
  return 'unavailable';
}

export const unavailableMessage = (provider: SocialProvider) => `${provider} sign-in isn’t set up for this app yet`;

/** The local stand-in's authorize page, which returns to /auth/callback with a one-time token. */
export function localAuthorizeUrl(userPoolEndpoint: string, provider: SocialProvider, origin: string): string {
  const endpoint = new URL(userPoolEndpoint, origin);
  const url = new URL(`${endpoint.pathname.replace(/\/$/, '')}/oauth2/authorize`, endpoint);
  url.searchParams.set('identity_provider', provider);
  url.searchParams.set('redirect_uri', `${origin}/auth/callback`);
  return url.toString();
}
