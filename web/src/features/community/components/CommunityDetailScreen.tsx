import { Link } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';

export function CommunityDetailScreen() {
  return (
    <ComingSoon
      title="Community"
      summary="Community pages arrive soon: this page will show a community's about, events, members and reviews, and let you join it. Nothing is loaded yet."
    >
      <Link to="/community" className="btn btn-secondary">
        Back to Communities
      </Link>
    </ComingSoon>
  );
}
