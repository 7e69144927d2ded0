import { useId } from 'react';
import { moveFocus, type FocusTarget } from '../../../lib/ui/dialog-focus';
import { useModalDialog } from '../../../lib/ui/use-modal-dialog';

/**
 * A native modal dialog asking to confirm a destructive action; Escape or the backdrop cancels, and the focus goes back
 * to the button that opened it. The action confirmed takes that button away: the focus goes on to `focusAfterConfirm`'s
 * element, else to the page's main heading.
 */
export function ConfirmDialog({
  title,
  text,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  focusAfterConfirm,
}: {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
  focusAfterConfirm?: FocusTarget;
}) {
  const dialog = useModalDialog(onCancel);
  const confirm = () => {
    // closed first: the browser hands the focus back to the opener, which then passes it on
    dialog.ref.current?.close();
    moveFocus(focusAfterConfirm);
    onConfirm();
  };
  const id = useId();

  return (
    <dialog
      {...dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="confirm-dialog"
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm"
    >
      <div className="space-y-3 p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <p id={`${id}-text`} className="text-slate-700">
          {text}
        </p>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button
            type="button"
            autoFocus
            onClick={onCancel}
            className="h-11 rounded-xl px-5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {cancelText}
          </button>
          <button
            type="button"
            onClick={confirm}
            data-testid="confirm-accept"
            className="h-11 rounded-xl bg-rose-700 px-5 font-semibold text-white hover:bg-rose-800"
          >
            {confirmText}
          </button>
        </div>
      </div>
    </dialog>
  );
}
