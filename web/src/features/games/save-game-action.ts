import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import type { Game, GameInput } from '@shared/schemas/game';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { DUPLICATE_GAME, GAME_MESSAGES } from '@shared/texts/game';
import { gameQueryKey } from '@web/lib/games/get-game';

import type { RepeatRule } from '@shared/rules/series';
import { createGame, updateGame } from './api/save-game';
import { createSeries, repeatGame, updateFollowing } from './series/series-api';
import { JUST_CREATED } from './just-created';
import type { FieldError } from './game-form';
import { t } from './game-form-texts';

interface SaveGameOptions {
  input: GameInput;
  /** Set when editing. */
  gameId?: string;
  /** A repeating game's rule: a new series, or this one-off made to repeat (decision 068). */
  repeat?: RepeatRule | null;
  /** Editing a game of a series: this game only, or it and the following ones. */
  scope?: 'this' | 'following';
  navigate: NavigateFunction;
  queryClient: QueryClient;
}

/** The request a save makes: create or edit, of one game or of a series. */
async function sent(input: GameInput, gameId?: string, repeat?: RepeatRule | null, scope?: 'this' | 'following') {
  if (!gameId) return repeat ? createSeries(input, repeat) : createGame(input);
  const game = scope === 'following' ? await updateFollowing(gameId, input) : await updateGame(gameId, input);
  if (repeat) await repeatGame(gameId, repeat);
  return game;
}

/** Sends the game and says how it went in a toast; a field error comes back for the form. */
export async function saveGame({
  input,
  gameId,
  repeat,
  scope,
  navigate,
  queryClient,
}: SaveGameOptions): Promise<FieldError | null> {
  try {
    const game: Game = await sent(input, gameId, repeat, scope);
    if (repeat || scope === 'following') void queryClient.invalidateQueries({ queryKey: ['game-series'] });
    queryClient.setQueryData(gameQueryKey(game.id), game);
    // A game made to repeat has its series now: the page reads it again.
    if (gameId && repeat) void queryClient.invalidateQueries({ queryKey: gameQueryKey(game.id) });
    void queryClient.invalidateQueries({ queryKey: ['games'] });
    if (gameId) {
      toast({ title: t('gameform.saved.updated'), variant: 'success' });
      navigate(`/game/${encodeURIComponent(game.id)}`);
    } else {
      toast({
        title: t('gameform.saved.created'),
        description: t('gameform.saved.createdDetail', { title: game.title }),
        variant: 'success',
      });
      // On their new game, with a prompt to share it: that is what fills it.
      navigate(`/game/${encodeURIComponent(game.id)}?${JUST_CREATED}=1`);
    }
    return null;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 409) {
      // The server's text is '<title>: <description>'; the toast shows the two parts apart, each
      // in the reader's language (the toaster speaks the shared texts), so the English decides.
      const duplicate = error.serverMessage === GAME_MESSAGES.duplicate;
      toast({
        title: DUPLICATE_GAME.title,
        description: duplicate ? DUPLICATE_GAME.description : error.message,
        variant: 'destructive',
      });
      return { field: 'title', message: error.message };
    }
    if (gameId && error.status === 404) {
      toast({ title: GAME_MESSAGES.notFound, description: GAME_MESSAGES.notYours, variant: 'destructive' });
      navigate('/host');
      return null;
    }
    toast({
      title: gameId ? t('gameform.saved.updateFailed') : t('gameform.saved.createFailed'),
      description: error.message || t('gameform.saved.unknownError'),
      variant: 'destructive',
    });
    const field = error.field ?? error.errors[0]?.field;
    return field
      ? { field, message: error.errors.find((detail) => detail.field === field)?.message ?? error.message }
      : null;
  }
}
