import type { JoinRequestStatus } from '../../../../shared/rules/join-rules';
import { statusClass, statusLabel } from '../../lib/requests/request-labels';
import './requests.css';

/** A request's status, capitalised, in its spec §4 colour. */
export function StatusBadge({ status }: { status: JoinRequestStatus }) {
  return <span className={statusClass(status)}>{statusLabel(status)}</span>;
}
