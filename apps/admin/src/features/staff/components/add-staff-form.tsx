import { addStaffSchema, type AddStaff } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../../lib/form-errors';
import { ROLES } from '../../../lib/roles';
import { useSchemaForm } from '../../../lib/schema-form';
import { Field, PasswordInput } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { inputClass, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useCreateStaff } from '../api/create-staff';

const FIELDS = ['name', 'email', 'role', 'password', 'current_password'] as const;
const EMPTY: AddStaff = { name: '', email: '', role: 'orders', password: '', current_password: '' };

/**
 * A new member, checked by the API's own schema in the member's language before it is sent, with the owner's own
 * password (a session left open cannot add anyone).
 */
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
  } = useSchemaForm<AddStaff, AddStaff>(addStaffSchema, EMPTY);
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (member) => {
        reset(EMPTY);
        toast(t('staff.created', { name: member.name }));
      },
      onError: (error) => setFormError(showServerErrors(error, setError, FIELDS, t('app.networkError'))),
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-start">
      {formError && <FormAlert className="sm:col-span-2 lg:col-span-3">{formError}</FormAlert>}
      <Field label={t('staff.name')} error={errors.name?.message}>
        {(props) => <input {...props} {...register('name')} autoComplete="off" className={inputClass} />}
      </Field>
      <Field label={t('staff.email')} error={errors.email?.message}>
        {(props) => (
          <input {...props} {...register('email')} type="email" dir="ltr" autoComplete="off" className={inputClass} />
        )}
      </Field>
      <Field label={t('staff.role')} error={errors.role?.message}>
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
      <PasswordInput
        label={t('staff.password')}
        hint={t('staff.passwordHint')}
        error={errors.password?.message}
        autoComplete="new-password"
        field={register('password')}
      />
      <PasswordInput
        label={t('staff.yourPassword')}
        error={errors.current_password?.message}
        autoComplete="current-password"
        field={register('current_password')}
      />
      <button type="submit" className={`${primaryButton} lg:mt-6`} disabled={create.isPending}>
        {create.isPending ? t('app.saving') : t('staff.add')}
      </button>
    </form>
  );
}
