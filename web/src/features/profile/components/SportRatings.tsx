import { levelOf, LEVEL_NAMES, ratingMove } from '@shared/rules/skill-levels';
import { PLAYER_SKILL_LEVELS } from '@shared/rules/profile-preferences';
import { TEAM_TEXT } from '@shared/texts/teams';
import { sportLabel } from '@web/lib/games/format';
import { useMyRatings } from '@web/lib/teams/game-teams';
import '@web/components/teams/teams.css';

const MOVE_WORDS = { up: 'Up', down: 'Down', same: 'Steady' } as const;

/** The next level's name, for the meter's words; advanced is the top. */
const nextLevel = (level: (typeof PLAYER_SKILL_LEVELS)[number]) => {
  const index = PLAYER_SKILL_LEVELS.indexOf(level);
  return index < PLAYER_SKILL_LEVELS.length - 1 ? LEVEL_NAMES[PLAYER_SKILL_LEVELS[index + 1]!] : null;
};

/** The player's level in each sport they have results in, with how the last games moved it. */
export function SportRatings() {
  const ratings = useMyRatings(true);
  return (
    <section className="card" aria-labelledby="sport-ratings-title">
      <h2 id="sport-ratings-title">Your level</h2>
      {ratings.isPending ? (
        <p className="muted">Loading...</p>
      ) : ratings.error ? (
        <p className="form-error">Could not load your levels. Pull to refresh or try again later.</p>
      ) : ratings.data.ratings.length === 0 ? (
        <p className="muted">{TEAM_TEXT.noRatings}</p>
      ) : (
        <ul className="sport-ratings">
          {ratings.data.ratings.map((rating) => {
            const level = levelOf(rating.points);
            const next = nextLevel(level.level);
            const last = rating.history[0];
            return (
              <li key={rating.sport} className="sport-rating" data-sport={rating.sport}>
                <p>
                  <strong>{sportLabel(rating.sport)}</strong>: <span className="sport-level">{level.name}</span>
                  {last ? (
                    <span className="muted">
                      {' '}
                      · {MOVE_WORDS[ratingMove(last.before, last.after)]} after your last game
                    </span>
                  ) : null}
                </p>
                <meter
                  className="rating-meter"
                  min={0}
                  max={100}
                  value={level.progress}
                  aria-label={`${sportLabel(rating.sport)} level`}
                  aria-valuetext={
                    next
                      ? `${level.name}, ${level.progress}% of the way to ${next}`
                      : `${level.name}, ${level.progress}%`
                  }
                />
                <ul className="rating-history" aria-label={`Last ${rating.sport} results`}>
                  {rating.history.map((change) => (
                    <li key={change.game_id}>
                      <span>{change.title}</span>
                      <span>
                        {MOVE_WORDS[change.move]}
                        {levelOf(change.after).level !== levelOf(change.before).level
                          ? ` to ${levelOf(change.after).name}`
                          : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
