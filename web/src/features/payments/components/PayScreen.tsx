import { Link } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';

/** /pay/{requestId}: where an accepted paid request is paid. The payments release builds it; nothing is charged here. */
export function PayScreen() {
  return (
    <ComingSoon
      title="Payment"
      summary="Payment opens soon: the host accepted your request, and paying by card or UPI to confirm your spot arrives in the next update. Nothing has been charged, and your request stays accepted meanwhile."
    >
      <Link to="/my-requests" className="btn btn-primary">
        My Game Requests
      </Link>
    </ComingSoon>
  );
}
