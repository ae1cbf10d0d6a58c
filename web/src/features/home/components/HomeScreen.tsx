import { Link } from 'react-router-dom';
import { BRAND, LIMITS } from '@shared/constants';
import { GameCard, GameCardSkeleton } from '@web/components/games/GameCard';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CityOptions } from '@web/components/CityOptions';
import { useFeaturedGames } from '../api/get-featured-games';
import { useTrendingPlace } from '../hooks/use-trending-place';
import { HOME_TILES, TEAM } from '../sports';
import { HeroCarousel } from './HeroCarousel';
import { PopularSports } from './PopularSports';
import { SocialLinks } from './SocialLinks';
import '@web/components/games/games.css';
import '../home.css';

export function HomeScreen() {
  useDocumentTitle();
  const { place, chooseCity } = useTrendingPlace();
  const featured = useFeaturedGames(place);
  const games = featured.data ?? [];

  return (
    <div className="screen home">
      <HeroCarousel />
      <header className="home-headline">
        <h1>Find Your Game</h1>
        <p className="lead">{BRAND.tagline.split(' - ')[1] ?? BRAND.tagline}</p>
      </header>

      <ul className="tiles" aria-label="What you can do">
        {HOME_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="tile">
              <span className="tile-title">{tile.title}</span>
              <span className="tile-text">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="home-section" aria-labelledby="trending-title" aria-busy={featured.isPending}>
        <div className="section-heading">
          <h2 id="trending-title">Trending Games</h2>
          <p className="muted">Popular in your area</p>
        </div>
        {place.status === 'unknown' ? (
          <label className="trending-city">
            <span className="muted">Soonest games everywhere. For your area:</span>
            <select value="" onChange={(event) => chooseCity(event.target.value)}>
              <CityOptions prompt="Pick your city" />
            </select>
          </label>
        ) : null}
        {featured.isPending || place.status === 'finding' ? (
          <div className="card-row" role="status" aria-label="Loading games">
            {Array.from({ length: LIMITS.skeletons.home }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder; the position is their identity.
              <GameCardSkeleton key={i} />
            ))}
          </div>
        ) : games.length ? (
          <ul className="card-row" aria-label="Trending games">
            {games.map((game) => (
              <li key={game.id}>
                <GameCard game={game} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            {featured.isError
              ? 'Games could not be loaded right now.'
              : 'No upcoming games yet. Hosts are setting some up — check back soon.'}
          </p>
        )}
        <Link to="/discover" className="btn btn-primary">
          Discover All Games
        </Link>
      </section>

      <PopularSports />

      <section className="home-section" aria-labelledby="team-title">
        <h2 id="team-title">The team behind {BRAND.name}</h2>
        <ul className="team-grid">
          {TEAM.map((member) => (
            <li key={member.role} className="card">
              <h3>{member.role}</h3>
              <p className="muted">{member.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <footer className="home-footer">
        <p className="home-footer-brand">{BRAND.wordmark}</p>
        <p className="muted">{BRAND.tagline}</p>
        <SocialLinks />
        <p className="muted">
          © {new Date().getFullYear()} {BRAND.name} · Made for players in India
        </p>
      </footer>
    </div>
  );
}
