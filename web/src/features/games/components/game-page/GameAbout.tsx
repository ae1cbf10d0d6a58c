import type { Game } from '@shared/schemas/game';
import { t } from '@web/components/games/texts';
import { skillLabel, sportLabel } from '@web/lib/games/format';
import { GamePageFaqs } from '../GamePageFaqs';

/** The refund policy's name; anything but flexible or moderate means no refunds, so reads as strict. */
const policyLabel = (policy: string) =>
  policy === 'flexible'
    ? t('game.policy.flexible')
    : policy === 'moderate'
      ? t('game.policy.moderate')
      : t('game.policy.strict');

/** The facts below the host: refund policy and lobby size at a glance, then the details, the description and the FAQ. */
export function GameAbout({ game }: { game: Game }) {
  return (
    <>
      <dl className="game-tiles">
        <div>
          <dt>{t('game.refundPolicy')}</dt>
          <dd>{policyLabel(game.cancellation_policy)}</dd>
        </div>
        <div>
          <dt>{t('game.lobbySize')}</dt>
          <dd>{game.max_players}</dd>
        </div>
        <div>
          <dt>{t('game.ageRange')}</dt>
          <dd>{t('game.allAges')}</dd>
        </div>
      </dl>

      <section className="stack-tight" aria-labelledby="details-title">
        <h2 id="details-title">{t('game.details')}</h2>
        <dl className="details-list">
          <dt>{t('game.sport')}</dt>
          <dd>{sportLabel(game.sport, game.custom_sport)}</dd>
          <dt>{t('game.skillLevel')}</dt>
          <dd>{skillLabel(game.skill_level)}</dd>
        </dl>
        <h3>{t('game.about')}</h3>
        <p className="pre-line">{game.description?.trim() || t('game.noDescription')}</p>
      </section>

      <section className="stack-tight" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('game.faq')}</h2>
        <GamePageFaqs game={game} />
      </section>
    </>
  );
}
