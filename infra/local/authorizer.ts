import { JwtError, verifyJwt, type JwtClaims } from './cognito/jwt';

// What API Gateway's JWT authorizer does for a route with authorization scopes: the token's
// signature, expiry, issuer and client must match, and it must be an access token (an ID token
// carries no scope, so AWS refuses it too).
export const ACCESS_SCOPE = 'aws.cognito.signin.user.admin';

export interface AuthorizerConfig {
  issuer: string;
  clientId: string;
  jwks: () => { keys: (JsonWebKey & { kid?: string })[] };
}

export function authorizeRequest(authorization: string | undefined, config: AuthorizerConfig): JwtClaims | null {
  if (!authorization) return null;
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  try {
    const claims = verifyJwt(token, config.jwks());
    if (claims.iss !== config.issuer) return null;
    if (claims.token_use !== 'access') return null;
    if (claims.client_id !== config.clientId) return null;
    const scopes = String(claims.scope ?? '').split(' ');
    if (!scopes.includes(ACCESS_SCOPE)) return null;
    return claims;
  } catch (error) {
    if (error instanceof JwtError) return null;
    throw error;
  }
}
