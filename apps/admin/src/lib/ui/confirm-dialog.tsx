import { useEffect, useId, useRef, type ReactNode } from 'react';
import { secondaryButton } from './states';

/**
 * A modal confirmation on the native <dialog>: focus is trapped, Escape closes, focus returns afterwards. With `form`,
 * the confirm button submits that form (one in `children`, so that Enter in its fields confirms too) instead of
 * calling `onConfirm`.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmClass,
  busy = false,
  form,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmClass: string;
  busy?: boolean;
  onClose: () => void;
} & ({ form: string; onConfirm?: never } | { form?: never; onConfirm: () => void })) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 whitespace-normal shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={textId} className="text-slate-700">
          {children}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose} autoFocus>
            {cancelLabel}
          </button>
          {form ? (
            <button type="submit" form={form} className={confirmClass} disabled={busy}>
              {confirmLabel}
            </button>
          ) : (
            <button type="button" className={confirmClass} disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
