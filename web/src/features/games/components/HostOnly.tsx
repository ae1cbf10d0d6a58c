import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '@web/components/Loading';
import { useHostAccess } from '../hooks/use-host-access';

// Hosts never need the gate's texts; visitors and players load them instead of the form.
const HostGate = lazy(() => import('./HostGate').then((module) => ({ default: module.HostGate })));

/** Create and edit are for hosts (the server checks the same role). */
export function HostOnly({ title, children }: { title: string; children: ReactNode }) {
  const { access } = useHostAccess();
  if (access === 'loading') return <Loading />;
  if (access === 'host') return children;
  return (
    <Suspense fallback={<Loading />}>
      <HostGate title={title} access={access} />
    </Suspense>
  );
}
