import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The slot above the phone's bottom navigation, inside the fixed bottom stack of the layout (which provides it). */
export const PhoneActionBarSlot = createContext<HTMLElement | null>(null);

/**
 * Puts a page's bar (the product page's add-to-cart) in the layout's fixed bottom stack, just above the bottom
 * navigation: the stack's height is measured, so the page's end and the WhatsApp button stay clear of both.
 */
export function PhoneActionBar({ children }: { children: ReactNode }) {
  const target = useContext(PhoneActionBarSlot);
  return target ? createPortal(children, target) : null;
}

/**
 * Keeps `--bottom-stack` on the root element at the height of what is fixed to the bottom of the screen (0 on a
 * desktop), for padding and for the floating buttons.
 */
export function useBottomStackHeight(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    // the observer reports the size once laid out, in the frame: reading offsetHeight here forced a layout of the
    // whole page in the first render's effects (54 ms at a phone's CPU), and the root's variable is written only
    // when the height changes, since every write restyles the page
    let written: number | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight);
      if (height === written) return;
      written = height;
      root.style.setProperty('--bottom-stack', `${height}px`);
    });
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-stack');
    };
  }, [element]);
}
