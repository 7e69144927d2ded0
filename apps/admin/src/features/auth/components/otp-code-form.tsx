import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Field, otpInputProps } from '../../../lib/ui/field';
import { errorText } from '../../../lib/ui/states';
import { otpSchema } from '../login-schema';

/** A 6-digit authenticator code; the server's 422 text shows under the field. */
export function OtpCodeForm({
  submitLabel,
  submitClass,
  busy,
  onCode,
}: {
  submitLabel: string;
  submitClass: string;
  busy: boolean;
  onCode: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: zodResolver(otpSchema), defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
      reset();
    } catch (error) {
      const text = error instanceof ApiError ? (error.fieldErrors['code']?.[0] ?? error.message) : null;
      setError('code', { message: text ?? errorText(error, t('app.networkError')) });
    }
  });
  const codeError = errors.code?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div className="w-44">
        <Field
          label={t('account.code')}
          error={codeError && (codeError.includes('.') ? t(codeError as never) : codeError)}
        >
          {(props) => <input {...props} {...register('code')} {...otpInputProps} />}
        </Field>
      </div>
      <button type="submit" className={submitClass} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
