import { createContext } from 'react';
import type { Profile } from '@shared/schemas/profile';

/** The signed-in account (user id and e-mail), with the ID token's claims the app reads. */
export interface AuthUser {
  id: string;
  /** The pool username (the sub for e-mail accounts, as Cognito issues it). */
  username: string;
  email: string | null;
  /** The ID token's `name`, `phone_number` and `custom:role` claims, when set. */
  name: string | null;
  phone: string | null;
  role: string | null;
  /** The ID token's `custom:profile_setup` claim is 'true' (set at sign-up or profile completion). */
  profileSetupClaim: boolean;
  /**
   * The social provider the account was made with (the ID token's `identities`), e.g. 'Google';
   * null for e-mail and phone accounts. Such an account has no password of its own.
   */
  socialProvider: string | null;
  /**
   * The ID token's `cognito:groups` (`admins` are operators). A hint for showing admin
   * screens only: the API's own check of the access token is the truth.
   */
  groups: string[];
}

export interface AuthSession {
  accessToken: string;
}

export interface AuthContextValue {
  /** True until the first session check has finished. */
  loading: boolean;
  user: AuthUser | null;
  session: AuthSession | null;
  /** null when signed out, still loading, or the user has no profile yet (a new user). */
  profile: Profile | null;
  profileLoading: boolean;
  profileError: Error | null;
  signOut: () => Promise<void>;
  /** Re-reads Amplify's session; sign-in screens await it so the next screen sees the user at once. */
  refreshSession: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  /** Puts a profile the API just returned into place without another round trip. */
  setProfile: (profile: Profile) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
