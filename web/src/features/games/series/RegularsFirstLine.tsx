import type { ReactNode } from 'react';
import type { Game } from '@shared/schemas/game';
import { t } from '@web/components/regulars/texts';
import { useAuth } from '@web/lib/auth/use-auth';
import { formatWhen } from '@web/lib/games/format';
import { useMyRegular } from '@web/lib/regulars/regulars-api';
import './series.css';

/** 'Regulars first: opens to everyone on …' for anyone but an approved regular, who keeps the button. */
export function RegularsFirstLine({ game, children }: { game: Game & { series_id: string }; children: ReactNode }) {
  const { user } = useAuth();
  const mine = useMyRegular(game.series_id, user != null);
  if (user && mine.isPending) return null;
  if (mine.data?.status === 'approved') return children;
  return (
    <p className="join-regulars-first">{t('regulars.regularsFirst', { when: formatWhen(game.opens_to_public_at) })}</p>
  );
}
