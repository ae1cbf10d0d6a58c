import type { CommunityDetail } from '@shared/schemas/community';
import { HostCard } from '@web/components/games/HostCard';
import { ageDescription, communitySportLabel, countLabel, ratingLabel } from '../community-labels';

type Full = Extract<CommunityDetail, { view: 'full' }>;

/** The first tab: description, facts, tags and the host. */
export function AboutTab({ detail }: { detail: Full }) {
  const { community, stats, host } = detail;
  return (
    <>
      <p className="community-text">{community.description?.trim() || 'The host has not added a description yet.'}</p>
      <dl className="community-details">
        <dt>Sports</dt>
        <dd>{community.sports.map(communitySportLabel).join(', ')}</dd>
        <dt>Location</dt>
        <dd>{community.location}</dd>
        <dt>Members</dt>
        <dd>
          {stats.member_count}
          {community.max_members ? ` of ${community.max_members}` : ' (no limit)'}
        </dd>
        <dt>Joining</dt>
        <dd>{community.requires_approval ? 'The admin approves requests' : 'Open to everyone'}</dd>
        <dt>Games</dt>
        <dd>
          {countLabel(stats.total_events, 'game')}, {stats.completed_events} completed
        </dd>
        <dt>Rating</dt>
        <dd>{ratingLabel(stats.avg_rating, stats.review_count)}</dd>
        <dt>Running</dt>
        <dd>{ageDescription(stats.months_since_launch)}</dd>
      </dl>
      {community.tags.length ? (
        <ul className="community-tags" aria-label="Tags">
          {community.tags.map((tag) => (
            <li key={tag} className="badge">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <HostCard host={host} />
    </>
  );
}
