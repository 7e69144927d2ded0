import { useEffect, useRef } from 'react';
import { moveFocus, type FocusTarget } from './dialog-focus';

/**
 * A list whose items are removed by their own buttons (the cart's lines, the wishlist, the compare table): a removed
 * item's button takes the keyboard's focus with it, and the focus then goes on to the remove button now in its place
 * (or the last one), or once none is left to `next`'s element (the page's next step) or else the page's main heading,
 * rather than falling to the page's body. `shown` is what the list shows (the effect looks again when it changes: a
 * removal the server answers shows later); `selector` finds the remaining remove buttons. Call the returned function
 * with the removed item's index.
 */
export function useFocusAfterRemoval(shown: unknown, selector: string, next?: FocusTarget): (index: number) => void {
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    // nothing removed, or the removal has not shown yet: its button still holds the focus
    if (at === null || document.activeElement !== document.body) return;
    removedAt.current = null;
    const buttons = document.querySelectorAll<HTMLElement>(selector);
    moveFocus(() => buttons[Math.min(at, buttons.length - 1)] ?? next?.());
  }, [shown, selector, next]);
  return (index) => {
    removedAt.current = index;
  };
}
