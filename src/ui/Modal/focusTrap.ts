const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Whether `root` holds an element a keyboard can reach, visible or not yet: decided by the markup alone, so it holds
 * also before a dialog is shown.
 */
export const holdsFocusable = (root: HTMLElement): boolean => root.querySelector(FOCUSABLE) !== null;

/** The visible, keyboard-reachable elements inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());
}

/**
 * Keeps Tab and Shift+Tab cycling inside `root`: a modal dialog alone would let focus escape to the browser's
 * own UI after the last element. Returns true when it moved focus (the caller then cancels the key's default).
 */
export function cycleFocus(root: HTMLElement, backwards: boolean): boolean {
  const items = focusableIn(root);
  if (items.length === 0) return false;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !root.contains(active) || active === root;
  if (backwards && (active === first || outside)) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || outside)) {
    first.focus();
    return true;
  }
  return false;
}
