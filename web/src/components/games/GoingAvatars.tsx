import { avatarColourOf, GOING_ON_CARD, type GoingSummary, moreGoing } from '@shared/rules/going';
import { goingSentence } from '@web/lib/games/going-sentence';
import { useCardGoing } from '@web/lib/games/going';
import { Avatar } from '../Avatar';
import './going.css';

interface GoingAvatarsProps {
  summary: GoingSummary;
  /** Avatars drawn at most: a card shows a few, the game page more. */
  max: number;
  /** 'page' draws them larger. */
  size?: 'card' | 'page';
  /** Whether screen readers get the sentence here; off where it is written out beside them. */
  spoken?: boolean;
}

/**
 * Who is going as small overlapping avatars (picture, else initials on the player's colour) and
 * '+N' for everyone else confirmed. Screen readers hear the sentence instead of the pictures.
 */
export function GoingAvatars({ summary, max, size = 'card', spoken = true }: GoingAvatarsProps) {
  const shown = { players: summary.players.slice(0, max), total: summary.total };
  if (shown.players.length === 0) return null;
  const more = moreGoing(shown);
  return (
    <span className={`going-avatars going-${size}`} data-testid="going-avatars">
      <span className="going-stack" aria-hidden="true">
        {shown.players.map((player) => (
          <Avatar
            key={player.user_id}
            name={player.name}
            src={player.profile_pic}
            colour={avatarColourOf(player.user_id)}
          />
        ))}
        {more > 0 ? <span className="going-more">+{more}</span> : null}
      </span>
      {spoken ? <span className="visually-hidden">{goingSentence(shown)}</span> : null}
    </span>
  );
}

/**
 * A card's who-is-going (Discover's list and map strip, Home, a community's games): fetched after
 * the card shows, batched with the other cards on screen; nothing until then or if none may show.
 */
export function CardGoing({ game }: { game: { id: string; current_players: number } }) {
  const going = useCardGoing(game.id);
  if (!going.data) return null;
  return <GoingAvatars summary={{ players: going.data, total: game.current_players }} max={GOING_ON_CARD} />;
}
