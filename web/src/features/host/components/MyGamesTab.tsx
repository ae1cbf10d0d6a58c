import { Link } from 'react-router-dom';
import type { DashboardGame } from '@shared/schemas/host-dashboard';
import { HOST_TEXT } from '../host-texts';
import { DashboardGameCard } from './DashboardGameCard';
import { EmptyState } from '@web/components/ui/EmptyState';

/** My Games: the latest 50 by start, newest first, past games included (the server's order). */
export function MyGamesTab({ games }: { games: DashboardGame[] }) {
  if (games.length === 0) {
    return (
      <EmptyState
        title={HOST_TEXT.noGames}
        action={
          <Link to="/create-game" className="btn btn-primary">
            Create Game
          </Link>
        }
      >
        {HOST_TEXT.noGamesLead}
      </EmptyState>
    );
  }
  return (
    <ul className="host-list" aria-label="My Games">
      {games.map((game) => (
        <li key={game.id}>
          <DashboardGameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
