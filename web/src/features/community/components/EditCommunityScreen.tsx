import { Link } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';

export function EditCommunityScreen() {
  return (
    <ComingSoon
      title="Edit Community"
      summary="Managing communities arrives soon: the host will edit or delete their community here. Nothing can be changed yet."
    >
      <Link to="/host" className="btn btn-secondary">
        Back to Host
      </Link>
    </ComingSoon>
  );
}
