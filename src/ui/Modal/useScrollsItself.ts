import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content overflows it (so it scrolls). A scrolling region needs a tab stop for keyboard
 * users (axe: scrollable-region-focusable); one that fits must not add a useless stop to the focus order.
 * Measured before the first paint (a check run right after mounting must see the tab stop already), then again
 * whenever the element or any of its children resizes, or children come and go (a dry run's answer arriving).
 */
export function useScrollsItself(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const resizes = new ResizeObserver(measure);
    const observeAll = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
      measure();
    };
    const mutations = new MutationObserver(observeAll);
    mutations.observe(element, { childList: true });
    observeAll();
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return scrolls;
}
