import { Link } from 'react-router-dom';
import { BRAND } from '../../../../../shared/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';

// Spec §2 home tiles. Each leads to a real route (some of which are still placeholders).
const TILES = [
  { to: '/discover', title: 'Play', text: 'Join nearby games' },
  { to: '/host', title: 'Host', text: 'Create community' },
  { to: '/train', title: 'Train', text: 'Level up skills' },
] as const;

export function HomeScreen() {
  useDocumentTitle();
  return (
    <div className="screen home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">Find Your Game</h1>
        <p className="lead">{BRAND.tagline.split(' - ')[1] ?? BRAND.tagline}</p>
      </section>

      <ul className="tiles" aria-label="What you can do">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="tile">
              <span className="tile-title">{tile.title}</span>
              <span className="tile-text">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="card" aria-labelledby="trending-title">
        <h2 id="trending-title">Trending Games</h2>
        <p className="muted">Popular in your area</p>
        <p>
          <span className="badge badge-soon">Coming soon</span> Games near you will be listed here once game listings
          arrive. No games are shown until then.
        </p>
        <Link to="/discover" className="btn btn-primary">
          Discover All Games
        </Link>
      </section>
    </div>
  );
}
