import type { Game } from '@shared/schemas/game';
import { GameFaqs } from '@web/components/games/GameFaqs';
import { useHostUpiFor } from '@web/lib/games/host-upi';

/** The game page's FAQs: with the host's UPI ID for the host and accepted players only. */
export function GamePageFaqs({ game }: { game: Game }) {
  return <GameFaqs game={game} upi={useHostUpiFor(game)} />;
}
