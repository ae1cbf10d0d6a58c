import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../components/toast/toast-store';
import { useLeaveCommunity } from '../api/leave-community';
import { reasonOf } from '../community-errors';
import { useJoinAction } from '../hooks/use-join-action';
import { membershipAction, type Membership } from '../membership-action';
import { ConfirmDialog } from './ConfirmDialog';

interface MembershipActionsProps {
  communityId: string;
  communityName: string;
  membership: Membership;
  isOwner: boolean;
  requiresApproval: boolean;
}

type Open = null | 'request' | 'leave' | 'withdraw';

/** Join, Request to Join (confirmed in a dialog), Request Pending, Leave, or Manage for the owner (spec §2, §4). */
export function MembershipActions({ communityId, communityName, membership, isOwner, requiresApproval }: MembershipActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const join = useJoinAction(communityId);
  const leave = useLeaveCommunity(communityId);
  const action = membershipAction({ isOwner, membership, requiresApproval });
  const close = () => setOpen(null);

  const runLeave = (done: string) =>
    leave.mutate(undefined, {
      onSuccess: () => {
        toast({ title: done });
        close();
      },
      onError: (error) => toast({ title: 'Error', description: reasonOf(error) ?? 'Please try again.', variant: 'destructive' }),
    });

  if (action.kind === 'manage') {
    return (
      <Link to={`/community/${encodeURIComponent(communityId)}/edit`} className="btn btn-primary">
        {action.label}
      </Link>
    );
  }

  return (
    <>
      {action.kind === 'join' ? (
        <button type="button" className="btn btn-primary" disabled={join.pending} onClick={() => join.ensureSignedIn() && join.run()}>
          {join.pending ? 'Joining...' : action.label}
        </button>
      ) : action.kind === 'request' ? (
        <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => join.ensureSignedIn() && setOpen('request')}>
          {action.label}
        </button>
      ) : action.kind === 'pending' ? (
        <>
          <p className="badge badge-pending" role="status">
            {action.label}
          </p>
          <button type="button" className="btn btn-secondary btn-small" aria-haspopup="dialog" onClick={() => setOpen('withdraw')}>
            Cancel request
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setOpen('leave')}>
          {action.label}
        </button>
      )}

      {open === 'request' ? (
        <ConfirmDialog
          title="Request to Join"
          message={`${communityName} approves its members. Your request goes to the community's admin, and you'll be notified when they decide.`}
          confirmLabel="Send Request"
          busyLabel="Sending..."
          busy={join.pending}
          onConfirm={() => join.run(close)}
          onClose={close}
        />
      ) : open === 'leave' ? (
        <ConfirmDialog
          title="Leave this community?"
          message={`You will no longer be a member of ${communityName}.${requiresApproval ? ' Joining again needs the admin’s approval.' : ''}`}
          confirmLabel="Leave"
          busyLabel="Leaving..."
          busy={leave.isPending}
          danger
          onConfirm={() => runLeave(`You left ${communityName}`)}
          onClose={close}
        />
      ) : open === 'withdraw' ? (
        <ConfirmDialog
          title="Cancel your request?"
          message={`Your request to join ${communityName} will be taken back. You can ask again later.`}
          confirmLabel="Cancel Request"
          cancelLabel="Keep Request"
          busyLabel="Cancelling..."
          busy={leave.isPending}
          danger
          onConfirm={() => runLeave('Request cancelled')}
          onClose={close}
        />
      ) : null}
    </>
  );
}
