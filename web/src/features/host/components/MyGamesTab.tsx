import { Link } from 'react-router-dom';
import type { DashboardGame } from '@shared/schemas/host-dashboard';
import { HOST_TEXT } from '../host-texts';
import { DashboardGameCard } from './DashboardGameCard';

/** My Games: the latest 50 by start, newest first, past games included (the server's order). */
export function MyGamesTab({ games }: { games: DashboardGame[] }) {
  if (games.length === 0) {
    return (
      <div className="card empty-state">
        <h2>{HOST_TEXT.noGames}</h2>
        <p className="muted">{HOST_TEXT.noGamesLead}</p>
        <Link to="/create-game" className="btn btn-primary btn-small">
          Create Game
        </Link>
      </div>
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
