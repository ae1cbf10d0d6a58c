import { lazy, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@web/lib/auth/use-auth';
import { toast } from '../toast/toast-store';
import { LazyWhen } from '@web/components/LazyWhen';

const ReportGameDialog = lazy(() =>
  import('./ReportGameDialog').then((module) => ({ default: module.ReportGameDialog })),
);

/** Report needs an account (one report per user per game); signed-out visitors are sent to sign in. */
export function ReportGameButton({
  gameId,
  className,
  children,
  label,
}: {
  gameId: string;
  className: string;
  children: ReactNode;
  label?: string;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const handleClick = () => {
    if (!user) {
      toast({
        title: 'Authentication Required',
        description: 'Please sign in to report this game',
        variant: 'destructive',
      });
      navigate(`/auth?next=${encodeURIComponent(pathname)}`);
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <button type="button" className={className} aria-label={label} aria-haspopup="dialog" onClick={handleClick}>
        {children}
      </button>
      <LazyWhen when={open}>
        <ReportGameDialog gameId={gameId} onClose={() => setOpen(false)} />
      </LazyWhen>
    </>
  );
}
