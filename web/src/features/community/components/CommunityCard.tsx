import { Link } from 'react-router-dom';
import type { CommunityTier } from '@shared/schemas/community';
import { CommunityImage } from './CommunityImage';
import { ageDescription, ageShortLabel, communitySportLabel, tierBadge } from '../community-labels';
import { t } from '../texts';

export interface CommunityCardData {
  id: string;
  name: string;
  sports: string[];
  location: string;
  image: string | null;
  memberCount: number;
  eventCount: number;
  monthsSinceLaunch: number;
  tier: CommunityTier | null;
  highlight: { rating: number; text: string; userName: string } | null;
  /** '4.6 · 8 reviews'; null without reviews (the card then shows no stars). */
  rating: string | null;
}

/** A community card: name, sport, place, members, events, age, NEW badge, a highlight review. */
export function CommunityCard({ community }: { community: CommunityCardData }) {
  const badge = community.tier && tierBadge(community.tier);
  return (
    <article className="community-card">
      <div className="community-card-head">
        <CommunityImage src={community.image} name={community.name} />
        <div className="community-card-title-block">
          <h2 className="community-card-title">
            <Link to={`/community/${encodeURIComponent(community.id)}`}>{community.name}</Link>
          </h2>
          <p className="community-card-sport">{community.sports.map(communitySportLabel).join(' · ')}</p>
          <p className="community-card-meta">{community.location}</p>
        </div>
        {badge ? <span className="badge badge-new">{t('community.card.new')}</span> : null}
      </div>
      <ul className="community-card-stats">
        <li>{t('community.card.members', { count: community.memberCount })}</li>
        <li>{t('community.card.games', { count: community.eventCount })}</li>
        {community.rating ? (
          <li>
            <span aria-hidden="true">★ </span>
            <span className="visually-hidden">{t('community.card.rated')} </span>
            {community.rating}
          </li>
        ) : null}
        <li>
          <abbr title={ageDescription(community.monthsSinceLaunch)}>{ageShortLabel(community.monthsSinceLaunch)}</abbr>
          <span className="visually-hidden"> ({ageDescription(community.monthsSinceLaunch)})</span>
        </li>
      </ul>
      {community.highlight ? (
        <blockquote className="community-card-review">
          <p>
            <span role="img" aria-label={t('community.card.ratedOutOf', { rating: community.highlight.rating })}>
              {'★'.repeat(community.highlight.rating)}
            </span>{' '}
            “{community.highlight.text}”
          </p>
          <footer>— {community.highlight.userName}</footer>
        </blockquote>
      ) : null}
    </article>
  );
}

/** Same footprint as a card, so nothing moves when the communities arrive. */
export function CommunityCardSkeleton() {
  return (
    <div className="community-card community-card-skeleton" aria-hidden="true">
      <div className="community-card-head">
        <span className="community-image community-image-small" />
        <div className="community-card-title-block">
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-short" />
        </div>
      </div>
      <span className="skeleton-line" />
    </div>
  );
}
