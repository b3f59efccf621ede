import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content overflows it (so it scrolls). A scrolling region needs a tab stop for keyboard
 * users (axe: scrollable-region-focusable); one that fits must not add a useless stop to the focus order.
 */
export function useScrollsItself(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
