import { useId } from 'react';
import { useModalDialog } from '../../../lib/ui/use-modal-dialog';

/** A native modal dialog asking to confirm a destructive action; Escape or the backdrop cancels. */
export function ConfirmDialog({
  title,
  text,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useModalDialog(onCancel);
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
            onClick={onConfirm}
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
