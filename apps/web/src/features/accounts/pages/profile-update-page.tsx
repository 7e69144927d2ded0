import { errorMap, type AuthClient, type Locale, type UpdateProfileInput } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PageTitle } from '../../../lib/ui/states';
import { authClientQueryOptions, useAuthStore } from '../../../lib/auth';
import { updateProfile } from '../api/account-calls';
import { bindClientDetails, ClientDetailsFields, NewPasswordFields, PasswordField } from '../components/account-fields';
import { FormCard } from '../components/form-card';
import { FormError, FormMessage, SubmitButton } from '../../../lib/ui/form-field';
import { GuestAccountText, ProfileGate } from '../components/profile-states';
import { withPasswordMatch } from '../password-match';
import { PROFILE_FIELDS, profileDefaults, profileFormSchema, type ProfileValues } from '../profile-form';
import { fieldBinder, useAccountForm, useFormError } from '../use-account-form';

const profileResolver = (locale: Locale) =>
  withPasswordMatch(zodResolver(profileFormSchema, { error: errorMap(locale) }), locale);

/** client.profile.update: the registration fields, an optional new password, confirmed with the current password. */
export function ProfileUpdatePage() {
  const { t } = useTranslation();
  const title = t('accounts.editProfile');
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <DocumentTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle>{title}</PageTitle>
        <Link to={routePath('client.profile.details')} className="rounded font-semibold text-teal-700 hover:underline">
          {t('accounts.backToProfile')}
        </Link>
      </div>
      <ProfileGate>
        {(client) =>
          client.is_subscriber ? (
            <FormMessage tone="error">
              <GuestAccountText />
            </FormMessage>
          ) : (
            <FormCard>
              <ProfileForm client={client} />
            </FormCard>
          )
        }
      </ProfileGate>
    </div>
  );
}

function ProfileForm({ client }: { client: AuthClient }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useAccountForm<ProfileValues, UpdateProfileInput>(profileResolver, profileDefaults(client));
  const { handleSubmit, reset, formState } = form;
  const field = fieldBinder(form);
  // in the order of the form: the first invalid field is focused
  const details = bindClientDetails(field);
  const password = field('password');
  const confirmation = field('password_confirmation');
  const currentPassword = field('current_password');
  const { formError, submit } = useFormError(form, PROFILE_FIELDS);

  const onSubmit = handleSubmit((input) =>
    submit(async () => {
      setSaved(null);
      const answer = await updateProfile(client.uuid, input);
      const token = useAuthStore.getState().token;
      queryClient.setQueryData(authClientQueryOptions(token).queryKey, answer.data);
      reset(profileDefaults(answer.data));
      setSaved(answer.message ?? t('accounts.profileSaved'));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6" data-testid="profile-form">
      {saved && (
        <FormMessage tone="success" testId="profile-saved">
          {saved}{' '}
          <Link to={routePath('client.profile.details')} className="font-semibold underline">
            {t('accounts.backToProfile')}
          </Link>
        </FormMessage>
      )}
      <FormError error={formError} />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-bold text-slate-900">{t('accounts.yourDetails')}</legend>
        <ClientDetailsFields form={form} fields={details} />
      </fieldset>
      <fieldset className="grid gap-5 border-t border-slate-100 pt-6 sm:grid-cols-2">
        <legend className="mb-1 text-lg font-bold text-slate-900">{t('accounts.changePassword')}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('accounts.changePasswordHint')}</p>
        <NewPasswordFields label={t('accounts.newPassword')} password={password} confirmation={confirmation} />
      </fieldset>
      <div className="space-y-5 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
        <PasswordField
          label={t('accounts.currentPassword')}
          autoComplete="current-password"
          hint={t('accounts.currentPasswordHint')}
          {...currentPassword}
        />
        <SubmitButton pending={formState.isSubmitting} testId="profile-submit">
          {t('accounts.saveChanges')}
        </SubmitButton>
      </div>
    </form>
  );
}
