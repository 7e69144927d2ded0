import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OrderDetails } from '../../../lib/admin-types';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { UserParagraph, UserText } from '../../../lib/ui/bidi';
import { Field } from '../../../lib/ui/field';
import { errorText, inputClass, secondaryButton } from '../../../lib/ui/states';
import { useAddNote } from '../api/add-note';

export const noteSchema = z.object({ body: z.string().trim().min(1, 'details.noteRequired').max(2000) });

/** Staff notes on the order, newest last, and a form to add one. */
export function OrderNotes({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const addNote = useAddNote(order.uuid);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ body: string }>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  const onSubmit = handleSubmit(({ body }) =>
    addNote.mutateAsync(body).then(
      () => reset(),
      (error: unknown) => setError('body', { message: errorText(error, t('app.networkError')) }),
    ),
  );
  const bodyError = errors.body?.message;
  return (
    <section aria-labelledby="notes-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="notes-title" className="mb-3 text-lg font-bold">
        {t('details.notes')}
      </h2>
      {order.notes.length === 0 ? (
        <p className="text-slate-600">{t('details.notesEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-amber-50 p-3">
              <UserParagraph value={note.body} className="wrap-anywhere whitespace-pre-line" />
              <p className="mt-1 text-xs text-slate-600">
                <UserText value={note.staff.name} /> ·{' '}
                <time dateTime={note.created_at}>{formatDateTime(note.created_at, locale)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
        <Field
          label={t('details.noteBody')}
          error={bodyError && (bodyError === 'details.noteRequired' ? t('details.noteRequired') : bodyError)}
        >
          {(props) => <textarea {...props} {...register('body')} rows={2} className={inputClass} />}
        </Field>
        <button type="submit" className={`${secondaryButton} self-start`} disabled={addNote.isPending}>
          {t('details.addNote')}
        </button>
      </form>
    </section>
  );
}
