import { lazy, Suspense, useState } from 'react';
import type { CommunityDetail, CommunityReview } from '@shared/schemas/community';
import { PersonRow } from '@web/components/communities/PersonRow';
import { GameCard } from '@web/components/games/GameCard';
import { fullDateIn } from '@web/lib/i18n/format';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { memberCountLabel, ratingLabel } from '../community-labels';
import { t } from '../texts';
import { JoinRequestsPanel } from '@web/components/communities/JoinRequestsPanel';
import { LoadMoreButton } from '@web/components/LoadMoreButton';
import { useCommunityList } from '../api/community-pages';
import '@web/components/games/games.css';

// The report dialog is the owner's alone: it loads when they open it.
const ReportReviewDialog = lazy(() =>
  import('./ReportReviewDialog').then((module) => ({ default: module.ReportReviewDialog })),
);

type Full = Extract<CommunityDetail, { view: 'full' }>;

const dateLabel = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : fullDateIn(spokenLanguage(), iso));

/** The upcoming games linked to the community, soonest first, 5 at a time, each to /game/{id}. */
export function EventsTab({ detail }: { detail: Full }) {
  const { items: games, more, failed } = useCommunityList(detail, 'games');
  if (!games.length) return <p className="muted">{t('community.events.none')}</p>;
  return (
    <>
      <ul className="community-grid" aria-label={t('community.events.label')}>
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
      {failed ? <MoreFailed /> : null}
      <LoadMoreButton pages={more} />
    </>
  );
}

/** A page of a list could not be read: what to do about it (the button below tries again). */
const MoreFailed = () => (
  <p className="form-error" role="alert">
    {t('community.more.failed')}
  </p>
);

/** Members by joining date, 20 at a time; the owner also sees pending requests to approve or reject. */
export function MembersTab({ detail }: { detail: Full }) {
  const { items: members, more, failed } = useCommunityList(detail, 'members');
  return (
    <>
      {detail.is_owner ? <JoinRequestsPanel communityId={detail.community.id} /> : null}
      <h2 className="visually-hidden">{t('community.tab.members')}</h2>
      <p className="muted">{memberCountLabel(detail.stats.member_count)}</p>
      <ul className="people-list" aria-label={t('community.tab.members')}>
        {members.map((member) => (
          <PersonRow
            key={member.user_id}
            name={member.name}
            picture={member.profile_pic}
            note={t('community.members.joined', { date: dateLabel(member.joined_at) })}
          >
            {member.role_in_community === 'admin' ? (
              <span className="badge badge-host">{t('community.members.admin')}</span>
            ) : null}
          </PersonRow>
        ))}
      </ul>
      {failed ? <MoreFailed /> : null}
      <LoadMoreButton pages={more} />
    </>
  );
}

/** Reviews newest first, 10 at a time, under the average and count; the owner can report one to the moderators. */
export function ReviewsTab({ detail }: { detail: Full }) {
  const { stats } = detail;
  const { items: reviews, more, failed } = useCommunityList(detail, 'reviews');
  const [reporting, setReporting] = useState<CommunityReview | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  // The owner reports others' reviews; their own words are theirs to change.
  const reportable = (review: CommunityReview) => detail.is_owner && review.user_id !== detail.host?.id;
  return (
    <>
      <p className="review-summary">
        <strong>{ratingLabel(stats.avg_rating, stats.review_count)}</strong>
      </p>
      {reviews.length ? (
        <ul className="people-list" aria-label={t('community.reviews.label')}>
          {reviews.map((review) => (
            <li key={review.id} className="review-item">
              <p>
                <span className="stars" role="img" aria-label={t('community.reviews.stars', { rating: review.rating })}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(Math.max(0, 5 - review.rating))}
                </span>{' '}
                <strong>{review.user_name}</strong>
              </p>
              {review.review_text ? <p className="pre-line">{review.review_text}</p> : null}
              <p className="muted review-meta">
                <time dateTime={review.updated_at}>{dateLabel(review.updated_at)}</time>
                {review.played_games > 0 ? (
                  <span> · {t('community.reviews.played', { count: review.played_games })}</span>
                ) : null}
              </p>
              {reportable(review) ? (
                reported.has(review.user_id) ? (
                  <p className="muted">{t('community.reviews.reported')}</p>
                ) : (
                  <button
                    type="button"
                    className="btn btn-ghost review-report-button"
                    onClick={() => setReporting(review)}
                  >
                    {t('community.reviews.report')}
                    <span className="visually-hidden">
                      {t('community.reviews.reportBy', { name: review.user_name })}
                    </span>
                  </button>
                )
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('community.reviews.none')}</p>
      )}
      {failed ? <MoreFailed /> : null}
      <LoadMoreButton pages={more} />
      {reporting ? (
        <Suspense fallback={null}>
          <ReportReviewDialog
            communityId={detail.community.id}
            reviewer={{ id: reporting.user_id, name: reporting.user_name }}
            onReported={() => setReported((now) => new Set(now).add(reporting.user_id))}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
