import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Game } from '../../../../shared/schemas/game';
import { priceLabel, spotsAvailable, spotsLabel } from '../../../../shared/rules/game-rules';
import { distanceLabel, formatGameDate, sportLabel } from '../../lib/games/format';
import { CoverImage } from './CoverImage';

interface GameCardProps {
  game: Game;
  /** Discover opens its detail dialog on a plain click; the link still works in a new tab. */
  onOpen?: (game: Game) => void;
}

/** Spec §2 game card: cover, price badge, title, sport, location, time, spots. */
export function GameCard({ game, onOpen }: GameCardProps) {
  const distance = distanceLabel(game.distance_km);
  const handleClick = (event: MouseEvent) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(game);
  };
  return (
    <article className="game-card">
      <div className="game-card-cover">
        <CoverImage src={game.cover_image} width={400} height={225} />
        <span className="game-card-price">{priceLabel(game.price)}</span>
      </div>
      <div className="game-card-body">
        <h3 className="game-card-title">
          <Link to={`/game/${encodeURIComponent(game.id)}`} onClick={handleClick}>
            {game.title}
          </Link>
        </h3>
        <p className="game-card-sport">{sportLabel(game.sport, game.custom_sport)}</p>
        <p className="game-card-meta">{game.location}</p>
        <p className="game-card-meta">
          <time dateTime={game.game_datetime}>{formatGameDate(game.game_datetime)}</time>
          {distance ? <span> · {distance}</span> : null}
        </p>
        <p className="game-card-spots">{spotsLabel(spotsAvailable(game))}</p>
      </div>
    </article>
  );
}

/** Same footprint as a card, so nothing moves when the games arrive. */
export function GameCardSkeleton() {
  return (
    <div className="game-card game-card-skeleton" aria-hidden="true">
      <div className="game-card-cover" />
      <div className="game-card-body">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-short" />
        <span className="skeleton-line" />
      </div>
    </div>
  );
}
