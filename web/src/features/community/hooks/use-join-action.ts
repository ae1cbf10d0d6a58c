import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/toast/toast-store';
import { useAuth } from '../../../lib/auth/use-auth';
import { useJoinCommunity } from '../api/join-community';
import { joinFailureDescription } from '../community-errors';
import { COMMUNITY_TEXT } from '../community-texts';
import { communitySignInPath } from '../membership-action';

/**
 * Join (or request to join) a community: a signed-out visitor is told to sign in and sent to
 * /auth, coming back here afterwards (spec §6); the answer says member at once or pending.
 */
export function useJoinAction(communityId: string) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const join = useJoinCommunity(communityId);

  /** False when the visitor was sent to sign in instead. */
  const ensureSignedIn = (): boolean => {
    if (user) return true;
    toast({ title: COMMUNITY_TEXT.authRequiredTitle, description: COMMUNITY_TEXT.authRequiredDescription, variant: 'destructive' });
    navigate(communitySignInPath(communityId));
    return false;
  };

  const run = (onDone?: () => void) =>
    join.mutate(undefined, {
      onSuccess: (result) => {
        if (result.membership === 'member') toast({ title: COMMUNITY_TEXT.joined, variant: 'success' });
        else toast({ title: result.message, variant: 'success' });
        onDone?.();
      },
      onError: (error) => toast({ title: COMMUNITY_TEXT.joinFailed, description: joinFailureDescription(error), variant: 'destructive' }),
    });

  return { ensureSignedIn, run, pending: join.isPending };
}
