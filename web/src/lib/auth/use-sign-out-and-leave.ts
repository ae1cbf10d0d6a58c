import { useNavigate } from 'react-router-dom';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from './use-auth';

/**
 * Signing out from the account menu or the settings screen: sign out, then go to the auth screen.
 * A failure is told in a toast and answered with false, so a waiting button can come back.
 */
export function useSignOutAndLeave(): () => Promise<boolean> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      navigate('/auth');
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Failed to sign out',
        variant: 'destructive',
      });
      return false;
    }
  };
}
