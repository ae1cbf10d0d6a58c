// A module-level store so anything (providers, API callbacks, screens) can raise a toast
// without threading a context through; <Toaster> subscribes with useSyncExternalStore.

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
}

const VISIBLE_MS = 5000;
// A toast with an action stays longer: the user needs time to reach its button.
const VISIBLE_WITH_ACTION_MS = 10_000;
const MAX_TOASTS = 3;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  emit(toasts.filter((item) => item.id !== id));
}

export function toast(options: ToastOptions): number {
  const id = nextId++;
  const kept = toasts.slice(-(MAX_TOASTS - 1));
  for (const dropped of toasts.filter((item) => !kept.includes(item))) dismissToast(dropped.id);
  emit([...kept, { ...options, id }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), options.action ? VISIBLE_WITH_ACTION_MS : VISIBLE_MS),
  );
  return id;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly ToastItem[] => toasts;
