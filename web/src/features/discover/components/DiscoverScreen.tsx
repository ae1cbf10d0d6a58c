import { ComingSoon } from '../../../components/ComingSoon';

export function DiscoverScreen() {
  return (
    <ComingSoon
      title="Discover Games"
      summary="Discover nearby games arrives soon: you will browse upcoming games around you and request to join them. No games are listed yet."
      points={[
        'Search by sport or place, with a list and a map view',
        'Filters for sport, skill level, date and distance (1–100 km)',
        'Each game with its date, location, price in ₹ and spots available',
      ]}
    />
  );
}
