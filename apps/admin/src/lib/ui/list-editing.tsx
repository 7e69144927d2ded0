import type { MoveBody } from '@dukkan/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  useForm,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../form-errors';
import { ConfirmDialog } from './confirm-dialog';
import { useDocumentTitle } from './document-title';
import { ImagePicker } from './image-picker';
import {
  cardClass,
  dangerButton,
  dangerSolidButton,
  errorText,
  primaryButton,
  QueryState,
  secondaryButton,
} from './states';
import { useToast } from './toast';

/** The lists edited whole with {@link EditableList}: the i18n section holding their texts. */
type ListTexts = 'banners' | 'categories';

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

const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The ref of the wrapper a form opens in, in place: its first field takes the keyboard, which was left on the button
 * that opened it (or on the page's body, when the form replaced that button). A function of its own, not made anew
 * each render, so it runs when the form appears only.
 */
export function focusFirstField(wrapper: HTMLElement | null) {
  wrapper?.querySelector<HTMLElement>(FIELD)?.focus();
}

/**
 * What a page edits in place (null: no form open), and the keyboard's way back once the form closes, saved or
 * cancelled: its fields go with it, which drops the focus to the page's body. It goes back to the control that had it
 * when the form opened (a row's "edit"), or, when the form replaced that control (an "add" button, rendered again),
 * to the element `addButton` holds. Focus the member moved elsewhere meanwhile stays there.
 */
export function useInPlaceEditor<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (!closed.current) return;
    closed.current = false;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    (opener.current?.isConnected ? opener.current : addButton.current)?.focus();
  });
  return {
    editing,
    addButton,
    open: (what: T) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setEditing(what);
    },
    close: () => {
      closed.current = true;
      setEditing(null);
    },
  };
}

/** A list page's heading with its "add" button, hidden while the editor is open. */
export function ListHeader({
  title,
  addLabel,
  onAdd,
  addButton,
}: {
  title: string;
  addLabel: string | null;
  onAdd: () => void;
  addButton?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      {addLabel !== null && (
        <button ref={addButton} type="button" className={primaryButton} onClick={onAdd}>
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

/** A form's error that belongs to no field (`className` adds to its look, a grid form's column span). */
export function FormAlert({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-xl bg-red-50 p-3 font-semibold text-red-800${className ? ` ${className}` : ''}`}
    >
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

export type SaveForm<V extends FieldValues> = UseFormReturn<V> & {
  errors: FieldErrors<V>;
  formError: string | null;
  submit: <Vars, R>(
    mutation: Pick<UseMutationResult<R, Error, Vars>, 'mutate'>,
    vars: Vars,
    savedText: (saved: R) => string,
    after: (saved: R) => void,
  ) => void;
};

/**
 * A form that saves through a mutation (react-hook-form's `useForm` with `errors` at hand). `submit` clears the old
 * error and calls `mutation`: on success the toast `savedText` tells, then `after` runs (closes the editor, resets the
 * form); the server's field errors land on their `fields`, the rest in `formError` above the form.
 */
export function useSaveForm<V extends FieldValues>(
  defaultValues: DefaultValues<V>,
  fields: readonly string[],
  rename?: (field: string) => string,
): SaveForm<V> {
  const form = useForm<V>({ defaultValues });
  const { t } = useTranslation();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const submit: SaveForm<V>['submit'] = (mutation, vars, savedText, after) => {
    setFormError(null);
    mutation.mutate(vars, {
      onSuccess: (saved) => {
        toast(savedText(saved));
        after(saved);
      },
      onError: (error) => setFormError(showServerErrors(error, form.setError, fields, t('app.networkError'), rename)),
    });
  };
  return { ...form, errors: form.formState.errors, formError, submit };
}

/**
 * The add/edit form of an {@link EditableList}'s item (`item` null: a new one): the form's error, `fields` in a
 * two-column grid, the item's picture (the form's `img`), what `children` add, and the buttons. Saving sends
 * `body(values)`; the toast names the saved item.
 */
export function ListItemForm<V extends FieldValues & { img: string | null }, Item extends { id: number }, Body>({
  texts,
  testId,
  item,
  form,
  save,
  body,
  nameOf,
  picture,
  fields,
  children,
  onDone,
}: {
  texts: ListTexts;
  testId: string;
  item: Item | null;
  form: SaveForm<V>;
  save: Pick<UseMutationResult<Item, Error, { id: number | null; body: Body }>, 'mutate' | 'isPending'>;
  body: (values: V) => Body;
  nameOf: (saved: Item) => string;
  picture: Omit<ComponentProps<typeof ImagePicker>, 'value' | 'onChange' | 'error'>;
  fields: ReactNode;
  children?: ReactNode;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const onSubmit = form.handleSubmit((values) =>
    form.submit(
      save,
      { id: item?.id ?? null, body: body(values) },
      (saved) => t(item ? `${texts}.saved` : `${texts}.created`, { name: nameOf(saved) }),
      onDone,
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid={testId}>
      <FormAlert message={form.formError} />
      <div className="grid gap-3 sm:grid-cols-2">{fields}</div>
      <Controller
        control={form.control}
        // `V` has an `img`, which TypeScript can't see through react-hook-form's paths of a generic form
        name={'img' as Path<V>}
        render={({ field, fieldState }) => (
          <ImagePicker
            {...picture}
            value={field.value as string | null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {children}
      <FormActions saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** What a page tells an ordered list's row: where it stands, and what opens the editor or the delete dialog on it. */
export interface RowPlace {
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** An ordered list's row buttons: up and down, what `children` add, edit, delete; a failed move is toasted. */
export function RowActions({
  texts,
  id,
  name,
  first,
  last,
  move,
  onEdit,
  onDelete,
  children,
}: RowPlace & {
  texts: ListTexts;
  id: number;
  name: string;
  move: Pick<UseMutationResult<unknown, Error, { id: number } & MoveBody>, 'mutate' | 'isPending'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast((s) => s.show);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <MoveButtons
        first={first}
        last={last}
        busy={move.isPending}
        upLabel={t(`${texts}.moveUp`, { name })}
        downLabel={t(`${texts}.moveDown`, { name })}
        onMove={(direction) =>
          move.mutate({ id, direction }, { onError: (e) => toast(errorText(e, t('app.networkError')), 'error') })
        }
      />
      {children}
      <button type="button" className={secondaryButton} onClick={onEdit} aria-label={t(`${texts}.edit`, { name })}>
        {t(`${texts}.editAction`)}
      </button>
      <button type="button" className={dangerButton} onClick={onDelete} aria-label={`${t(`${texts}.delete`)}: ${name}`}>
        {t(`${texts}.delete`)}
      </button>
    </div>
  );
}

/**
 * A list page edited in place: its heading and "add" button, the add/edit form (`form`) in a card above the list, the
 * list (`children`, given the rows and what opens the form or the delete dialog on one) and the delete dialog.
 */
export function EditableList<T extends { id: number }>({
  texts,
  editorId,
  query,
  remove,
  nameOf,
  form,
  children,
}: {
  texts: ListTexts;
  editorId: string;
  query: UseQueryResult<T[]>;
  remove: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;
  nameOf: (item: T) => string;
  form: (item: T | null, onDone: () => void) => ReactNode;
  children: (all: T[], open: { edit: (item: T) => void; remove: (item: T) => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t(`${texts}.title`));
  const toast = useToast((s) => s.show);
  // null: no editor open; 'new': adding; an item: editing it
  const { editing, open: openEditor, close: closeEditor, addButton } = useInPlaceEditor<T | 'new'>();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const name = nameOf(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast(t(`${texts}.deleted`, { name }));
      },
      onError: (e) => setDeleteError(errorText(e, t('app.networkError'))),
    });
  };
  const open = {
    edit: (item: T) => {
      openEditor(item);
      window.scrollTo({ top: 0 });
    },
    remove: (item: T) => {
      setDeleteError(null);
      setDeleting(item);
    },
  };

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={t(`${texts}.title`)}
        addLabel={editing === null ? t(`${texts}.add`) : null}
        onAdd={() => openEditor('new')}
        addButton={addButton}
      />
      {editing !== null && (
        <EditorSection
          id={editorId}
          title={editing === 'new' ? t(`${texts}.add`) : t(`${texts}.edit`, { name: nameOf(editing) })}
        >
          <div key={editing === 'new' ? 'new' : editing.id} ref={focusFirstField}>
            {form(editing === 'new' ? null : editing, closeEditor)}
          </div>
        </EditorSection>
      )}
      <QueryState query={query} isEmpty={(all) => all.length === 0} emptyTitle={t(`${texts}.empty`)}>
        {(all) => children(all, open)}
      </QueryState>
      <DeleteDialog
        open={deleting !== null}
        title={t(`${texts}.deleteTitle`, { name: deleting ? nameOf(deleting) : '' })}
        text={t(`${texts}.deleteText`)}
        confirmLabel={t(`${texts}.delete`)}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** A grid form's on/off field, standing at the bottom of its cell. */
export function GridCheckbox({ label, input }: { label: string; input: UseFormRegisterReturn }) {
  return (
    <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
      <input type="checkbox" {...input} className="size-5 accent-teal-700" />
      {label}
    </label>
  );
}

/** A grid form's save and cancel buttons (save first) in the row `className` lays out; `children` follow them. */
export function GridFormActions({
  saving,
  onCancel,
  className,
  children,
}: {
  saving: boolean;
  onCancel: () => void;
  className: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? t('app.saving') : t('app.save')}
      </button>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {t('app.cancel')}
      </button>
      {children}
    </div>
  );
}
