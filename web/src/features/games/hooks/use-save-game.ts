import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { GameInput } from '@shared/schemas/game';
import type { RepeatRule } from '@shared/rules/series';
import type { FieldError } from '../game-form';

/**
 * Create (→ /discover) or update (→ /game/{id}). The request code and its toasts load at submit,
 * with the validation, not with the form (the first-load budget).
 */
export function useSaveGame(gameId?: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (
    input: GameInput,
    series: { repeat?: RepeatRule | null; scope?: 'this' | 'following' } = {},
  ): Promise<FieldError | null> => {
    const { saveGame } = await import('../save-game-action');
    return saveGame({ input, gameId, ...series, navigate, queryClient });
  };
}
