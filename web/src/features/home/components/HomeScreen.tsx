import { Link } from 'react-router-dom';
import { BRAND, LIMITS } from '@shared/constants';
import { GameCard, GameCardSkeleton } from '@web/components/games/GameCard';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CityOptions } from '@web/components/CityOptions';
import { useFeaturedGames } from '../api/get-featured-games';
import { useTrendingPlace } from '../hooks/use-trending-place';
import { HOME_TILES, TEAM } from '../sports';
import { t } from '../texts';
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
  const tagline = t('shell.tagline');

  return (
    <div className="screen home">
      <HeroCarousel />
      <header className="home-headline">
        <h1>{t('home.title')}</h1>
        <p className="lead">{tagline.split(' - ')[1] ?? tagline}</p>
      </header>

      <ul className="tiles" aria-label={t('home.tiles')}>
        {HOME_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="tile">
              <span className="tile-title">{tile.title()}</span>
              <span className="tile-text">{tile.text()}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="home-section" aria-labelledby="trending-title" aria-busy={featured.isPending}>
        <div className="section-heading">
          <h2 id="trending-title">{t('home.trending.title')}</h2>
          <p className="muted">{t('home.trending.lead')}</p>
        </div>
        {place.status === 'unknown' ? (
          <label className="trending-city">
            <span className="muted">{t('home.trending.anywhere')}</span>
            <select value="" onChange={(event) => chooseCity(event.target.value)}>
              <CityOptions prompt={t('home.trending.pickCity')} />
            </select>
          </label>
        ) : null}
        {featured.isPending || place.status === 'finding' ? (
          <div className="card-row" role="status" aria-label={t('home.trending.loading')}>
            {Array.from({ length: LIMITS.skeletons.home }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder; the position is their identity.
              <GameCardSkeleton key={i} />
            ))}
          </div>
        ) : games.length ? (
          <ul className="card-row" aria-label={t('home.trending.list')}>
            {games.map((game) => (
              <li key={game.id}>
                <GameCard game={game} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{featured.isError ? t('home.trending.error') : t('home.trending.empty')}</p>
        )}
        <Link to="/discover" className="btn btn-primary">
          {t('home.trending.all')}
        </Link>
      </section>

      <PopularSports />

      <section className="home-section" aria-labelledby="team-title">
        <h2 id="team-title">{t('home.team.title', { brand: BRAND.name })}</h2>
        <ul className="team-grid">
          {TEAM.map((member) => (
            <li key={member.id} className="card">
              <h3>{member.role()}</h3>
              <p className="muted">{member.text()}</p>
            </li>
          ))}
        </ul>
      </section>

      <footer className="home-footer">
        <p className="home-footer-brand">{BRAND.wordmark}</p>
        <p className="muted">{tagline}</p>
        <SocialLinks />
        <p className="muted">{t('home.footer.madeFor', { year: new Date().getFullYear(), brand: BRAND.name })}</p>
      </footer>
    </div>
  );
}
