import type { CommunityDetail } from '@shared/schemas/community';
import { HostCard } from '@web/components/games/HostCard';
import { ageDescription, communitySportLabel, ratingLabel } from '../community-labels';
import { t } from '../texts';

type Full = Extract<CommunityDetail, { view: 'full' }>;

/** The first tab: description, facts, tags and the host. */
export function AboutTab({ detail }: { detail: Full }) {
  const { community, stats, host } = detail;
  return (
    <>
      <p className="community-text">{community.description?.trim() || t('community.about.noDescription')}</p>
      <dl className="community-details">
        <dt>{t('community.about.sports')}</dt>
        <dd>{community.sports.map(communitySportLabel).join(', ')}</dd>
        <dt>{t('community.about.location')}</dt>
        <dd>{community.location}</dd>
        <dt>{t('community.about.members')}</dt>
        <dd>
          {community.max_members
            ? t('community.about.membersOf', { count: stats.member_count, max: community.max_members })
            : t('community.about.membersNoLimit', { count: stats.member_count })}
        </dd>
        <dt>{t('community.about.joining')}</dt>
        <dd>{community.requires_approval ? t('community.about.approval') : t('community.about.open')}</dd>
        <dt>{t('community.about.games')}</dt>
        <dd>{t('community.about.gamesCount', { count: stats.total_events, completed: stats.completed_events })}</dd>
        <dt>{t('community.about.rating')}</dt>
        <dd>{ratingLabel(stats.avg_rating, stats.review_count)}</dd>
        <dt>{t('community.about.running')}</dt>
        <dd>{ageDescription(stats.months_since_launch)}</dd>
      </dl>
      {community.tags.length ? (
        <ul className="community-tags" aria-label={t('community.about.tags')}>
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
