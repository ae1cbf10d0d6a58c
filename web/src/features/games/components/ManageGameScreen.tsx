import { Link } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';

export function ManageGameScreen() {
  return (
    <ComingSoon
      title="Game Join Requests"
      summary="Managing join requests arrives soon: hosts will see who asked to join this game, with their contact details and answers, and accept, waitlist or reject each request. No requests are loaded yet."
    >
      <Link to="/host" className="btn btn-secondary">
        Back to Dashboard
      </Link>
    </ComingSoon>
  );
}
