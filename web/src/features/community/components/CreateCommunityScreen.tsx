import { Link } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';

export function CreateCommunityScreen() {
  return (
    <ComingSoon
      title="Create Community"
      summary="Creating communities arrives soon: you will name your community, pick its sports and place, and choose who may join. You cannot create one yet."
    >
      <Link to="/community" className="btn btn-secondary">
        Back to Communities
      </Link>
    </ComingSoon>
  );
}
