import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';

export function GameDetailScreen() {
  const { id } = useParams();
  return (
    <ComingSoon
      title="Game details"
      summary={`Game pages arrive soon: this page will show game ${id ?? ''} with its date, location, host, price and spots, and let you request to join. Nothing is loaded yet.`}
      points={['Date, time and location with a maps link', 'Host, lobby size, skill level and FAQs', 'Join request with your contact details']}
    >
      <Link to="/discover" className="btn btn-secondary">
        Back to Discover
      </Link>
    </ComingSoon>
  );
}
