import { useEffect, useRef, type MouseEvent } from 'react';
import { keepFocusInPage, type FocusTarget } from './dialog-focus';

/**
 * Props for a native modal <dialog> shown while it is mounted: focus stays inside, and Escape or a click on
 * the backdrop calls `onClose`. When it goes, the browser gives the focus back to the element it came from; when that
 * element is gone or disabled, the focus goes to `focusAfter`'s element or the page's main heading (./dialog-focus).
 */
export function useModalDialog(onClose: () => void, focusAfter?: FocusTarget) {
  const ref = useRef<HTMLDialogElement>(null);
  const latestFocusAfter = useRef(focusAfter);
  useEffect(() => {
    latestFocusAfter.current = focusAfter;
  });

  useEffect(() => {
    const dialog = ref.current;
    const after = latestFocusAfter;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      keepFocusInPage(() => after.current?.());
    };
  }, []);

  return {
    ref,
    onClose,
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      if (e.target === e.currentTarget) onClose();
    },
  };
}
