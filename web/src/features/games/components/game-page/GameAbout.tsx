import type { Game } from '@shared/schemas/game';
import { policyName, skillLabel, sportLabel } from '@web/lib/games/format';
import { GamePageFaqs } from '../GamePageFaqs';

/** The facts below the host: refund policy and lobby size at a glance, then the details, the description and the FAQ. */
export function GameAbout({ game }: { game: Game }) {
  return (
    <>
      <dl className="game-tiles">
        <div>
          <dt>Refund Policy</dt>
          <dd>{policyName(game.cancellation_policy)}</dd>
        </div>
        <div>
          <dt>Lobby Size</dt>
          <dd>{game.max_players}</dd>
        </div>
        <div>
          <dt>Age Range</dt>
          <dd>All ages</dd>
        </div>
      </dl>

      <section className="stack-tight" aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        <dl className="details-list">
          <dt>Sport</dt>
          <dd>{sportLabel(game.sport, game.custom_sport)}</dd>
          <dt>Skill level</dt>
          <dd>{skillLabel(game.skill_level)}</dd>
        </dl>
        <h3>About</h3>
        <p className="pre-line">{game.description?.trim() || 'The host has not added a description.'}</p>
      </section>

      <section className="stack-tight" aria-labelledby="faq-title">
        <h2 id="faq-title">FAQ</h2>
        <GamePageFaqs game={game} />
      </section>
    </>
  );
}
