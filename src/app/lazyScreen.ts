import { lazy, type ComponentType } from 'react';

/** A route's screen as its own chunk: screen modules export their component by name, React.lazy wants a default. */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
