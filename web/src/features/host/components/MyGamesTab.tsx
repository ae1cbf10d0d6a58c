import { Link } from 'react-router-dom';
import type { DashboardGame } from '@shared/schemas/host-dashboard';
import { t } from '../texts';
import { DashboardGameCard } from './DashboardGameCard';
import { EmptyState } from '@web/components/ui/EmptyState';

/** My Games: the latest 50 by start, newest first, past games included (the server's order). */
export function MyGamesTab({ games }: { games: DashboardGame[] }) {
  if (games.length === 0) {
    return (
      <EmptyState
        title={t('host.games.none')}
        action={
          <Link to="/create-game" className="btn btn-primary">
            {t('host.createGame')}
          </Link>
        }
      >
        {t('host.games.noneLead')}
      </EmptyState>
    );
  }
  return (
    <ul className="host-list" aria-label={t('host.games.label')}>
      {games.map((game) => (
        <li key={game.id}>
          <DashboardGameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
