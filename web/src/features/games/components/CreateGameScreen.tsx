import { Link } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';

export function CreateGameScreen() {
  return (
    <ComingSoon
      title="Create Game"
      summary="Creating games arrives soon: hosts will publish a game with its sport, place, time, players and price. You cannot create a game yet."
      points={['Sport, title, date and time, Google Maps link', 'Maximum players, entry fee in ₹ and platform fee', 'Cover image and questions for players who join']}
    >
      <Link to="/host" className="btn btn-secondary">
        Back to Host
      </Link>
    </ComingSoon>
  );
}
