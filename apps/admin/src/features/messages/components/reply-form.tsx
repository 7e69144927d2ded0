import type { AdminContactMessageDetails, Language } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/i18n';
import { Field } from '../../../lib/ui/field';
import { FormAlert, useSaveForm } from '../../../lib/ui/list-editing';
import { inputClass, primaryButton } from '../../../lib/ui/states';
import { useReply } from '../api/messages';

interface Values {
  subject: string;
  body: string;
  language: Language;
}
const FIELDS = ['subject', 'body', 'language'];

/** The answer to a message, mailed to its sender through the outbox. */
export function ReplyForm({ message }: { message: AdminContactMessageDetails }) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const reply = useReply();
  const form = useSaveForm<Values>(
    { subject: `${uiLocale === 'ar' ? 'رد' : 'Re'}: ${message.subject}`, body: '', language: uiLocale },
    FIELDS,
  );
  const { register, handleSubmit, reset, errors, formError, submit } = form;
  const onSubmit = handleSubmit((body) => {
    submit(
      reply,
      { id: message.id, body },
      () => t('messages.sent'),
      () => reset({ ...body, body: '' }),
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormAlert message={formError} />
      <Field label={t('messages.replySubject')} error={errors.subject?.message}>
        {(props) => <input {...props} {...register('subject')} dir="auto" className={inputClass} />}
      </Field>
      <Field label={t('messages.replyBody')} error={errors.body?.message}>
        {(props) => <textarea {...props} {...register('body')} rows={6} dir="auto" className={inputClass} />}
      </Field>
      <Field label={t('messages.replyLocale')} error={errors.language?.message}>
        {(props) => (
          <select {...props} {...register('language')} className={`${inputClass} sm:max-w-xs`}>
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
