import { refundLine } from '@shared/rules/refund-status';
import type { Game } from '@shared/schemas/game';
import { useAuth } from '@web/lib/auth/use-auth';
import { useMyRequest } from '@web/lib/requests/requests';
import './forecast.css';

/** Under 'Called off for rain', a paid player reads where their money is: on its way, then refunded. */
export function RainRefundLine({ game }: { game: Game }) {
  const { user } = useAuth();
  const request = useMyRequest(game, user != null);
  const refund = request.data?.refund;
  if (!refund) return null;
  return <p className="rain-refund">{refundLine(refund)}</p>;
}
