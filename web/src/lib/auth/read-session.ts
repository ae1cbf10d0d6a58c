import { fetchAuthSession, getCurrentUser } from 'aws-amplify/auth';
import type { AuthSession, AuthUser } from './auth-context';
import { socialProviderOf } from './social-provider';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The current Amplify session, or null when nobody is signed in (or the tokens cannot be refreshed).
 * Reached through amplify-loader's loadAmplify(), which has configured Amplify first.
 */
export async function readSession(): Promise<{ user: AuthUser; session: AuthSession } | null> {
  try {
    const current = await getCurrentUser();
    const { tokens } = await fetchAuthSession();
    const accessToken = tokens?.accessToken?.toString();
    if (!accessToken) return null;
    const claims = tokens?.idToken?.payload ?? {};
    return {
      user: {
        id: current.userId,
        username: current.username,
        // With e-mail as the sign-in name the Cognito username is the sub, so the e-mail comes from the id token.
        email:
          text(claims.email) ?? (current.signInDetails?.loginId?.includes('@') ? current.signInDetails.loginId : null),
        name: text(claims.name),
        phone: text(claims.phone_number),
        role: text(claims['custom:role']),
        profileSetupClaim: claims['custom:profile_setup'] === 'true',
        socialProvider: socialProviderOf(claims.identities),
        groups: Array.isArray(claims['cognito:groups'])
          ? claims['cognito:groups'].filter((g): g is string => typeof g === 'string')
          : [],
      },
      session: { accessToken },
    };
  } catch {
    return null;
  }
}
