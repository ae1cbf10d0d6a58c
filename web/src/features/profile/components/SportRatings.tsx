import { levelOf, ratingMove } from '@shared/rules/skill-levels';
import { PLAYER_SKILL_LEVELS } from '@shared/rules/profile-preferences';
import { TEAM_TEXT } from '@shared/texts/teams';
import { localMessage } from '@web/lib/i18n/local-message';
import { skillLabel, sportLabel } from '@web/lib/games/format';
import { useMyRatings } from '@web/lib/teams/game-teams';
import { t } from '../texts';
import '@web/components/teams/teams.css';

const moveWord = (move: 'up' | 'down' | 'same') => t(`profile.level.${move}`);

/** The next level's name, for the meter's words; advanced is the top. */
const nextLevel = (level: (typeof PLAYER_SKILL_LEVELS)[number]) => {
  const index = PLAYER_SKILL_LEVELS.indexOf(level);
  return index < PLAYER_SKILL_LEVELS.length - 1 ? skillLabel(PLAYER_SKILL_LEVELS[index + 1]!) : null;
};

/** The player's level in each sport they have results in, with how the last games moved it. */
export function SportRatings() {
  const ratings = useMyRatings(true);
  return (
    <section className="card" aria-labelledby="sport-ratings-title">
      <h2 id="sport-ratings-title">{t('profile.level.title')}</h2>
      {ratings.isPending ? (
        <p className="muted">{t('profile.level.loading')}</p>
      ) : ratings.error ? (
        <p className="form-error">{t('profile.level.error')}</p>
      ) : ratings.data.ratings.length === 0 ? (
        <p className="muted">{localMessage(TEAM_TEXT.noRatings)}</p>
      ) : (
        <ul className="sport-ratings">
          {ratings.data.ratings.map((rating) => {
            const level = levelOf(rating.points);
            const levelName = skillLabel(level.level);
            const sport = sportLabel(rating.sport);
            const next = nextLevel(level.level);
            const last = rating.history[0];
            return (
              <li key={rating.sport} className="sport-rating" data-sport={rating.sport}>
                <p>
                  <strong>{sport}</strong>: <span className="sport-level">{levelName}</span>
                  {last ? (
                    <span className="muted">
                      {' '}
                      · {t('profile.level.afterLast', { move: moveWord(ratingMove(last.before, last.after)) })}
                    </span>
                  ) : null}
                </p>
                <meter
                  className="rating-meter"
                  min={0}
                  max={100}
                  value={level.progress}
                  aria-label={t('profile.level.meter', { sport })}
                  aria-valuetext={
                    next
                      ? t('profile.level.progressTo', { level: levelName, progress: level.progress, next })
                      : t('profile.level.progress', { level: levelName, progress: level.progress })
                  }
                />
                <ul className="rating-history" aria-label={t('profile.level.history', { sport: sport.toLowerCase() })}>
                  {rating.history.map((change) => (
                    <li key={change.game_id}>
                      <span>{change.title}</span>
                      <span>
                        {levelOf(change.after).level !== levelOf(change.before).level
                          ? t('profile.level.moveTo', {
                              move: moveWord(change.move),
                              level: skillLabel(levelOf(change.after).level),
                            })
                          : moveWord(change.move)}
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
