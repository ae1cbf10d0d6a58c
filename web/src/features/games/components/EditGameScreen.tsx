import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';

/** Reached from /edit-game/:id and /game/:id/edit alike. */
export function EditGameScreen() {
  const { id } = useParams();
  return (
    <ComingSoon
      title="Edit Game"
      summary="Editing games arrives soon: hosts will change the details of a game they created. Nothing can be edited yet."
    >
      {id ? (
        <Link to={`/game/${encodeURIComponent(id)}`} className="btn btn-secondary">
          Back to the game
        </Link>
      ) : null}
    </ComingSoon>
  );
}
