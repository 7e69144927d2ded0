import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The id of the slot above the phone's bottom navigation, inside the fixed bottom stack of the layout. */
export const PHONE_ACTION_BAR_ID = 'phone-action-bar';

/**
 * Puts a page's bar (the product page's add-to-cart) in the layout's fixed bottom stack, just above the bottom
 * navigation: the stack's height is measured, so the page's end and the WhatsApp button stay clear of both.
 */
export function PhoneActionBar({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(PHONE_ACTION_BAR_ID)), []);
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
    const update = () => root.style.setProperty('--bottom-stack', `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-stack');
    };
  }, [element]);
}
