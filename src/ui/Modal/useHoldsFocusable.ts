import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { holdsFocusable } from './focusTrap';

/**
 * Whether the element holds something a keyboard user can focus (a link, a control, a tab stop). Checked before the
 * first paint and again on any change inside it, applied at once (flushSync): a MutationObserver's callback runs in
 * the same turn as the change, so no later check (axe, a keyboard user) can see the content without the answer.
 */
export function useHoldsFocusable(ref: RefObject<HTMLElement | null>): boolean {
  const [holds, setHolds] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => holdsFocusable(element);
    const changes = new MutationObserver(() => {
      const now = check();
      flushSync(() => setHolds(now));
    });
    changes.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['href', 'tabindex', 'disabled'],
    });
    setHolds(check());
    return () => changes.disconnect();
  }, [ref]);
  return holds;
}
