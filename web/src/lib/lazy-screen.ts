import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export, so screens keep named exports. */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
