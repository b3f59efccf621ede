import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the element's content overflows it (so it scrolls). A scrolling region needs a tab stop for keyboard
 * users (axe: scrollable-region-focusable); one that fits must not add a useless stop to the focus order.
 * Measured before the first paint (a check run right after mounting must see the tab stop already), then again
 * whenever the element or any of its children resizes, or anything inside it changes (a dry run's answer arriving).
 * A change is applied at once (flushSync), in the same turn as the content that caused it: a check that runs right
 * after new content arrives, before React would have got round to it on a busy machine, sees the tab stop too.
 */
export function useScrollsItself(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const overflows = () => element.scrollHeight > element.clientHeight + 1;
    const remeasure = () => {
      const now = overflows();
      flushSync(() => setScrolls(now));
    };
    const resizes = new ResizeObserver(remeasure);
    const observeAll = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
    };
    const mutations = new MutationObserver(() => {
      observeAll();
      remeasure();
    });
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    observeAll();
    setScrolls(overflows());
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return scrolls;
}
