import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../lib/admin-types';
import { showServerErrors } from '../../../lib/form-errors';
import { newPasswordSchema } from '../../../lib/new-password';
import { isolateText } from '../../../lib/ui/bidi';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { Field } from '../../../lib/ui/field';
import { inputClass, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useSetStaffPassword } from '../api/set-password';

const FIELDS = ['password', 'password_confirmation'] as const;
type Values = { password: string; password_confirmation: string };

/** The owner sets a new password for a member who forgot theirs; the member's sessions end and they are mailed. */
export function SetPasswordDialog({ member, onClose }: { member: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const set = useSetStaffPassword();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    set.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (message) => {
          toast(message);
          onClose();
        },
        onError: (error) => setFormError(showServerErrors(error, setError, FIELDS, t('app.networkError'))),
      },
    );
  });
  const text = (message: string | undefined) => (message?.startsWith('password.') ? t(message as never) : message);
  const name = isolateText(member.name);
  return (
    <ConfirmDialog
      open
      title={t('staff.setPasswordTitle', { name })}
      confirmLabel={t('staff.setPasswordConfirm')}
      cancelLabel={t('staff.keep')}
      confirmClass={primaryButton}
      busy={set.isPending}
      form={formId}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <p>{t('staff.setPasswordText')}</p>
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            {formError}
          </p>
        )}
        <Field label={t('password.new')} hint={t('password.hint')} error={text(errors.password?.message)}>
          {(props) => (
            <input
              {...props}
              {...register('password')}
              type="password"
              dir="ltr"
              autoComplete="new-password"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('password.confirm')} error={text(errors.password_confirmation?.message)}>
          {(props) => (
            <input
              {...props}
              {...register('password_confirmation')}
              type="password"
              dir="ltr"
              autoComplete="new-password"
              className={inputClass}
            />
          )}
        </Field>
      </form>
    </ConfirmDialog>
  );
}
