import type { AdminContactMessageDetails, Locale } from '@dukkan/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n/i18n';
import { Field } from '../../../lib/ui/field';
import { inputClass, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useReply } from '../api/messages';

interface Values {
  subject: string;
  body: string;
  locale: Locale;
}
const FIELDS = ['subject', 'body', 'locale'];

/** The answer to a message, mailed to its sender through the outbox. */
export function ReplyForm({ message }: { message: AdminContactMessageDetails }) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const reply = useReply();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { subject: `${uiLocale === 'ar' ? 'رد' : 'Re'}: ${message.subject}`, body: '', locale: uiLocale },
  });
  const onSubmit = handleSubmit((body) => {
    setFormError(null);
    reply.mutate(
      { id: message.id, body },
      {
        onSuccess: () => {
          reset({ ...body, body: '' });
          toast(t('messages.sent'));
        },
        onError: (error) => setFormError(showServerErrors(error, setError, FIELDS, t('app.networkError'))),
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {formError}
        </p>
      )}
      <Field label={t('messages.replySubject')} error={errors.subject?.message}>
        {(props) => <input {...props} {...register('subject')} dir="auto" className={inputClass} />}
      </Field>
      <Field label={t('messages.replyBody')} error={errors.body?.message}>
        {(props) => <textarea {...props} {...register('body')} rows={6} dir="auto" className={inputClass} />}
      </Field>
      <Field label={t('messages.replyLocale')} error={errors.locale?.message}>
        {(props) => (
          <select {...props} {...register('locale')} className={`${inputClass} sm:max-w-xs`}>
            <option value="ar" lang="ar">
              العربية
            </option>
            <option value="en" lang="en">
              English
            </option>
          </select>
        )}
      </Field>
      <div>
        <button type="submit" className={primaryButton} disabled={reply.isPending}>
          {reply.isPending ? t('messages.sending') : t('messages.send')}
        </button>
      </div>
    </form>
  );
}
