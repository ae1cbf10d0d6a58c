import { createContext } from 'react';
import type { Profile } from '../../../../shared/schemas/profile';

/** The signed-in account (spec §3 "Auth session": user id and e-mail). */
export interface AuthUser {
  id: string;
  email: string | null;
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
  refreshProfile: () => Promise<void>;
  /** Puts a profile the API just returned into place without another round trip. */
  setProfile: (profile: Profile) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
