import type { Game } from '@shared/schemas/game';
import { formatRupees } from '@shared/rules/game-rules';
import { policyName, policyRule } from '@web/lib/games/format';

/**
 * The fixed FAQs, answered from the game's own fields. The dialog adds the refund one.
 * `upi` is the host's UPI ID where the caller may see it (the host and accepted players).
 */
export function GameFaqs({ game, withRefund, upi }: { game: Game; withRefund?: boolean; upi?: string | null }) {
  const faqs: [string, string][] = [
    [
      'What should I bring?',
      game.equipment_provided
        ? 'The host provides the equipment. Bring sports shoes, water and anything you like to play with.'
        : 'Bring your own equipment, sports shoes and water.',
    ],
    [
      'What is the cancellation policy?',
      `${policyName(game.cancellation_policy)}: ${policyRule(game.cancellation_policy)}.`,
    ],
    [
      'How do I pay?',
      game.price > 0
        ? `${formatRupees(game.price)} per person. ${game.payment_instructions?.trim() || 'The host tells you how to pay once your request is accepted.'}${upi ? ` UPI: ${upi}` : ''}`
        : 'Nothing to pay: this game is free.',
    ],
  ];
  if (withRefund) {
    faqs.push([
      'Can I get a refund?',
      game.price > 0
        ? `Refunds follow the ${policyName(game.cancellation_policy).toLowerCase()} policy: ${policyRule(game.cancellation_policy).toLowerCase()}.`
        : 'There is nothing to refund for a free game.',
    ]);
  }
  return (
    <div className="faqs">
      {faqs.map(([question, answer]) => (
        <details key={question} className="faq">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}
