import type { CommunityDetail } from '@shared/schemas/community';
import { PersonRow } from '@web/components/communities/PersonRow';
import { GameCard } from '@web/components/games/GameCard';
import { countLabel, ratingLabel } from '../community-labels';
import { JoinRequestsPanel } from '@web/components/communities/JoinRequestsPanel';
import '@web/components/games/games.css';

type Full = Extract<CommunityDetail, { view: 'full' }>;

const dateLabel = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
};

/** The next 5 upcoming games linked to the community, each to /game/{id}. */
export function EventsTab({ detail }: { detail: Full }) {
  if (!detail.upcoming_games.length) return <p className="muted">No upcoming games yet.</p>;
  return (
    <ul className="community-grid" aria-label="Upcoming games">
      {detail.upcoming_games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

/** The first 20 members by joining date; the owner also sees pending requests to approve or reject. */
export function MembersTab({ detail }: { detail: Full }) {
  return (
    <>
      {detail.is_owner ? <JoinRequestsPanel communityId={detail.community.id} /> : null}
      <h2 className="visually-hidden">Members</h2>
      <p className="muted">{countLabel(detail.stats.member_count, 'member')}</p>
      <ul className="people-list" aria-label="Members">
        {detail.members.map((member) => (
          <PersonRow
            key={member.user_id}
            name={member.name}
            picture={member.profile_pic}
            note={`Joined ${dateLabel(member.joined_at)}`}
          >
            {member.role_in_community === 'admin' ? <span className="badge badge-host">Admin</span> : null}
          </PersonRow>
        ))}
      </ul>
    </>
  );
}

/** The 10 newest reviews, under the average and count. */
export function ReviewsTab({ detail }: { detail: Full }) {
  const { stats, reviews } = detail;
  return (
    <>
      <p className="review-summary">
        <strong>{ratingLabel(stats.avg_rating, stats.review_count)}</strong>
      </p>
      {reviews.length ? (
        <ul className="people-list" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.id} className="review-item">
              <p>
                <span className="stars" role="img" aria-label={`${review.rating} out of 5 stars`}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(Math.max(0, 5 - review.rating))}
                </span>{' '}
                <strong>{review.user_name}</strong>
              </p>
              {review.review_text ? <p className="pre-line">{review.review_text}</p> : null}
              <p className="muted">
                <time dateTime={review.updated_at}>{dateLabel(review.updated_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No reviews yet. Members can write the first one.</p>
      )}
    </>
  );
}
