import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Props for a native modal <dialog> shown while it is mounted: focus stays inside, and Escape or a click on
 * the backdrop calls `onClose`.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return {
    ref,
    onClose,
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      if (e.target === e.currentTarget) onClose();
    },
  };
}
