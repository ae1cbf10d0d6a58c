// Which toaster shows the toasts. A modal <dialog> sits in the browser's top layer, above any
// z-index, and makes everything outside it inert: a toast from the page's toaster would be
// painted behind it and could not be clicked. So every open dialog carries its own toaster,
// and only the topmost layer (the newest open dialog, else the page) shows the toasts.

const layers: number[] = [];
const listeners = new Set<() => void>();
let nextLayer = 1;

/** The page's own layer: the top while no dialog is open. */
export const PAGE_LAYER = 0;

const emit = () => {
  for (const listener of listeners) listener();
};

/** Called when a dialog opens; the returned function closes its layer again. */
export function openToastLayer(): { layer: number; close: () => void } {
  const layer = nextLayer++;
  layers.push(layer);
  emit();
  return {
    layer,
    close: () => {
      const at = layers.indexOf(layer);
      if (at !== -1) layers.splice(at, 1);
      emit();
    },
  };
}

export const topToastLayer = (): number => layers.at(-1) ?? PAGE_LAYER;

export function subscribeToToastLayers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
