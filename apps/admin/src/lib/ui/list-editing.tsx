import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { cardClass, dangerSolidButton, primaryButton, secondaryButton } from './states';

const iconButton =
  'grid size-11 place-items-center rounded-xl border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40';

/** The up and down buttons of an ordered list's row; the first row can't go up, the last can't go down. */
export function MoveButtons({
  first,
  last,
  busy,
  upLabel,
  downLabel,
  onMove,
}: {
  first: boolean;
  last: boolean;
  busy: boolean;
  upLabel: string;
  downLabel: string;
  onMove: (direction: 'up' | 'down') => void;
}) {
  return (
    <>
      <button
        type="button"
        className={iconButton}
        disabled={first || busy}
        onClick={() => onMove('up')}
        aria-label={upLabel}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={last || busy}
        onClick={() => onMove('down')}
        aria-label={downLabel}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}

/** A list page's heading with its "add" button, hidden while the editor is open. */
export function ListHeader({ title, addLabel, onAdd }: { title: string; addLabel: string | null; onAdd: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      {addLabel !== null && (
        <button type="button" className={primaryButton} onClick={onAdd}>
          {addLabel}
        </button>
      )}
    </div>
  );
}

/** The card the add/edit form opens in, above the list. */
export function EditorSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={cardClass} aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The "delete this?" dialog of a list page, with the server's refusal shown inside it. */
export function DeleteDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('app.cancel')}
      confirmClass={dangerSolidButton}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{text}</p>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** A form's error that belongs to no field. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
      {message}
    </p>
  );
}

/** A form's cancel and save buttons (on the phone, save stands above cancel). */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {t('app.cancel')}
      </button>
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? t('app.saving') : t('app.save')}
      </button>
    </div>
  );
}
