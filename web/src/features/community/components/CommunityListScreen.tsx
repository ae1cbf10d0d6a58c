import { ComingSoon } from '../../../components/ComingSoon';

export function CommunityListScreen() {
  return (
    <ComingSoon
      title="Communities"
      summary="Communities arrive soon: you will find sports communities near you, join them and read their reviews. No communities are listed yet."
      points={['Search, sport filter and sorting by score, members, events or newest', 'Member and event counts, and the highlight review', 'Start your own community as a host']}
    />
  );
}
