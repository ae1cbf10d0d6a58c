import type { ReactNode } from 'react';
import { ADMINS_GROUP } from '@shared/constants';
import { Loading } from '../components/Loading';
import { useAuth } from '../lib/auth/use-auth';

/**
 * Admin pages render the app's normal not-found page for anyone whose token doesn't
 * carry the `admins` group. Only a hint: each page also shows not-found when the API answers 404.
 */
export function AdminOnly({ notFound, children }: { notFound: ReactNode; children: ReactNode }) {
  const { loading, user } = useAuth();
  if (loading) return <Loading />;
  return <>{user?.groups.includes(ADMINS_GROUP) ? children : notFound}</>;
}
