import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, spotsAvailable } from '@shared/rules/game-rules';
import { CARD_COVER_SIZE } from '@web/lib/games/early-covers';
import { formatWhen, gameDayAndMonth, sportLabel } from '@web/lib/games/format';
import { CoverImage } from './CoverImage';
import { GameTags } from './GameTags';
import { spotsLabel } from './spots';
import { t } from './texts';
import { CardGoing } from './GoingAvatars';

/** What a card shows: a full game (Discover, Home) or a community's listing of one. */
export interface GameCardGame {
  id: string;
  title: string;
  sport: string;
  custom_sport?: string | null;
  location: string;
  game_datetime: string;
  price: number;
  max_players: number;
  current_players: number;
  cover_image: string | null;
  /** The level the game is for; a community's listing may not carry it. */
  skill_level?: string | null;
  distance_km?: number | null;
}

interface GameCardProps<G extends GameCardGame> {
  game: G;
  /** Discover opens its detail dialog on a plain click; the link still works in a new tab. */
  onOpen?: (game: G) => void;
  /** The first card on screen: its picture is the screen's largest paint (loaded eagerly, first). */
  first?: boolean;
}

/** A game card: cover (or the sport's picture) with a date strip and price badge, title, sport, time, location, level and distance, spots. */
export function GameCard<G extends GameCardGame>({ game, onOpen, first }: GameCardProps<G>) {
  const strip = gameDayAndMonth(game.game_datetime);
  const handleClick = (event: MouseEvent) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(game);
  };
  return (
    <article className="game-card">
      <div className="game-card-cover">
        <CoverImage src={game.cover_image} sport={game.sport} seed={game.id} {...CARD_COVER_SIZE} eager={first} />
        {/* A glance at the day; the full date and time is read out below. */}
        {strip ? (
          <p className="game-card-date" aria-hidden="true">
            <span className="game-card-day">{strip.day}</span>
            <span className="game-card-month">{strip.month}</span>
          </p>
        ) : null}
        <span className="game-card-price">{game.price > 0 ? formatRupees(game.price) : t('game.join.free')}</span>
      </div>
      <div className="game-card-body">
        <h3 className="game-card-title">
          <Link to={`/game/${encodeURIComponent(game.id)}`} onClick={handleClick}>
            {game.title}
          </Link>
        </h3>
        <p className="game-card-sport">
          {sportLabel(game.sport, game.custom_sport)} ·{' '}
          <time dateTime={game.game_datetime}>{formatWhen(game.game_datetime)}</time>
        </p>
        <p className="game-card-meta game-card-place">{game.location}</p>
        <GameTags skill={game.skill_level} distanceKm={game.distance_km} />
        {/* One line: the avatars arrive beside the spots, no taller than the text, so nothing moves. */}
        <div className="game-card-foot">
          <p className="game-card-spots">{spotsLabel(spotsAvailable(game))}</p>
          <CardGoing game={game} />
        </div>
      </div>
    </article>
  );
}

interface GameCardSkeletonProps {
  /** The picture of the game that will take this place, when it is already known (Discover's early list). */
  cover?: string;
  /** The first placeholder on screen: its picture is the screen's largest paint. */
  first?: boolean;
}

/** Same footprint as a card, so nothing moves when the games arrive. */
export function GameCardSkeleton({ cover, first }: GameCardSkeletonProps) {
  return (
    <div className="game-card game-card-skeleton" aria-hidden="true">
      <div className="game-card-cover">
        {cover ? <CoverImage src={cover} sport="" {...CARD_COVER_SIZE} eager={first} /> : null}
      </div>
      <div className="game-card-body">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-short" />
        <span className="skeleton-line" />
      </div>
    </div>
  );
}
