import type { PlayerJoinRequest } from '@shared/schemas/join';
import { removePasses, savedPasses, savePasses } from './pass-store';
import { reconcileSavedPasses } from './saved-pass';

/** After the player's requests arrive: refresh the kept passes that still admit, drop the rest. */
export async function keepPassesFresh(requests: PlayerJoinRequest[], now = new Date()): Promise<void> {
  const saved = await savedPasses(now);
  if (saved.length === 0) return;
  const { keep, drop } = reconcileSavedPasses(saved, requests, now);
  await removePasses(drop);
  await savePasses(keep);
}
