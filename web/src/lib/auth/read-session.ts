import { fetchAuthSession, getCurrentUser } from 'aws-amplify/auth';
import type { AuthSession, AuthUser } from './auth-context';

/** The current Amplify session, or null when nobody is signed in (or the tokens cannot be refreshed). */
export async function readSession(): Promise<{ user: AuthUser; session: AuthSession } | null> {
  try {
    const current = await getCurrentUser();
    const { tokens } = await fetchAuthSession();
    const accessToken = tokens?.accessToken?.toString();
    if (!accessToken) return null;
    // With e-mail as the sign-in name the Cognito username is the sub, so the e-mail comes from the id token.
    const emailClaim = tokens?.idToken?.payload.email;
    const email = typeof emailClaim === 'string' ? emailClaim : (current.signInDetails?.loginId ?? null);
    return { user: { id: current.userId, email }, session: { accessToken } };
  } catch {
    return null;
  }
}
