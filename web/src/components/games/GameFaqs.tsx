import type { Game } from '@shared/schemas/game';
import { formatRupees } from '@shared/rules/game-rules';
import { policyName, policyRule } from '@web/lib/games/format';
import { t } from './texts';

/**
 * The fixed FAQs, answered from the game's own fields. The dialog adds the refund one.
 * `upi` is the host's UPI ID where the caller may see it (the host and accepted players).
 */
export function GameFaqs({ game, withRefund, upi }: { game: Game; withRefund?: boolean; upi?: string | null }) {
  const policy = policyName(game.cancellation_policy);
  const rule = policyRule(game.cancellation_policy);
  const payAnswer = t('game.faq.payAnswer', {
    price: formatRupees(game.price),
    instructions: game.payment_instructions?.trim() || t('game.faq.payDefault'),
  });
  const faqs: [string, string][] = [
    [t('game.faq.bring'), game.equipment_provided ? t('game.faq.bringProvided') : t('game.faq.bringOwn')],
    [t('game.faq.cancellation'), t('game.faq.cancellationAnswer', { policy, rule })],
    [
      t('game.faq.pay'),
      game.price > 0 ? (upi ? t('game.faq.payUpi', { answer: payAnswer, upi }) : payAnswer) : t('game.faq.payFree'),
    ],
  ];
  if (withRefund) {
    faqs.push([
      t('game.faq.refund'),
      game.price > 0
        ? t('game.faq.refundAnswer', { policy: policy.toLowerCase(), rule: rule.toLowerCase() })
        : t('game.faq.refundFree'),
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
