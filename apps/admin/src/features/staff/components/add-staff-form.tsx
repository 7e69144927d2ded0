import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { ROLES } from '../../../lib/roles';
import { Field } from '../../../lib/ui/field';
import { errorText, inputClass, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useCreateStaff } from '../api/create-staff';
import { staffSchema, type StaffValues } from '../staff-schema';

const FIELDS = ['name', 'email', 'role', 'password'] as const;

export function AddStaffForm() {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffValues>({
    resolver: zodResolver(staffSchema),
    defaultValues: { name: '', email: '', role: 'orders', password: '' },
  });
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (member) => {
        reset();
        toast(t('staff.created', { name: member.name }));
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        const known = FIELDS.filter((f) => fields[f]?.[0]);
        for (const f of known) setError(f, { message: fields[f]![0] });
        if (known.length === 0) setFormError(errorText(error, t('app.networkError')));
      },
    });
  });
  // zod messages are keys; the server's are already in the member's language
  const text = (message: string | undefined) => (message?.startsWith('staff.') ? t(message as never) : message);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-start">
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 sm:col-span-2 lg:col-span-5">
          {formError}
        </p>
      )}
      <Field label={t('staff.name')} error={text(errors.name?.message)}>
        {(props) => <input {...props} {...register('name')} autoComplete="off" className={inputClass} />}
      </Field>
      <Field label={t('staff.email')} error={text(errors.email?.message)}>
        {(props) => (
          <input {...props} {...register('email')} type="email" dir="ltr" autoComplete="off" className={inputClass} />
        )}
      </Field>
      <Field label={t('staff.role')} error={text(errors.role?.message)}>
        {(props) => (
          <select {...props} {...register('role')} className={inputClass}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('staff.password')} hint={t('staff.passwordHint')} error={text(errors.password?.message)}>
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
      <button type="submit" className={`${primaryButton} lg:mt-6`} disabled={create.isPending}>
        {create.isPending ? t('app.saving') : t('staff.add')}
      </button>
    </form>
  );
}
