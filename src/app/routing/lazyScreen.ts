import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded route screen that can also be fetched ahead of time. */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A route's screen as its own chunk. Once `preload()` has resolved, the screen renders at once instead of
 * suspending: a suspended route shows the fallback, and React then holds the fallback at least 300 ms before
 * revealing the screen (its reveal throttle).
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Screen(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}
