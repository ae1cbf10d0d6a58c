import { ComingSoon } from '../../../components/ComingSoon';

export function HostDashboardScreen() {
  return (
    <ComingSoon
      title="Host Dashboard"
      summary="The host dashboard arrives soon: hosts will create games, review join requests and manage their communities here. No figures are shown until there is real data."
      points={['Revenue, games hosted, average attendance and popular sport', 'Your games and their pending join requests', 'Your communities, with edit and view']}
    />
  );
}
