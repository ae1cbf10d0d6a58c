import { orWithout, PASSES, withStore } from './offline-db';
import { isPassOver, type SavedPass } from './saved-pass';

// Passes kept for the ground (decision 030).

export const savePasses = (passes: SavedPass[]) =>
  orWithout(async () => {
    if (passes.length)
      await withStore(PASSES, 'readwrite', (store) => {
        for (const pass of passes) store.put(pass);
      });
  }, undefined);

export const removePasses = (requestIds: string[]) =>
  orWithout(async () => {
    if (requestIds.length)
      await withStore(PASSES, 'readwrite', (store) => {
        for (const id of requestIds) store.delete(id);
      });
  }, undefined);

/** Kept passes whose game is not over, soonest game first; over ones are dropped on the way. */
export const savedPasses = (now = new Date()) =>
  orWithout(async () => {
    const all =
      (await withStore<SavedPass[]>(PASSES, 'readonly', (store) => store.getAll() as IDBRequest<SavedPass[]>)) ?? [];
    const over = all.filter((pass) => isPassOver(pass, now)).map((pass) => pass.requestId);
    await removePasses(over);
    return all
      .filter((pass) => !over.includes(pass.requestId))
      .sort((a, b) => (a.gameDatetime ?? '~').localeCompare(b.gameDatetime ?? '~'));
  }, [] as SavedPass[]);
