import { type ComponentType, createElement, lazy, useState } from 'react';

/** A screen fetched on first use, which can also be fetched ahead of its first render. */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy for a module's named export, so screens keep named exports. A screen fetched ahead
 * (`preload`) renders at once instead of suspending: a prerendered page hydrates whole, with
 * no part left waiting for its code, which React would throw away and render afresh (and a tap
 * in that moment would land on nothing) if anything above it changed meanwhile.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name] as ComponentType;
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when the routes module loads, as React.lazy is.
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen on a later
    // render would be a different component to React, and the screen would lose its state.
    const [Component] = useState(() => loaded ?? Suspending);
    return createElement(Component);
  }
  return Object.assign(Screen, { preload });
}
