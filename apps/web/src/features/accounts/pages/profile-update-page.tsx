import { errorMap, type AuthClient, type UpdateProfileInput } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PageTitle } from '../../../lib/ui/states';
import { authClientQueryOptions, useAuthStore } from '../../auth';
import { useLocale } from '../../i18n';
import { updateProfile } from '../api/account-calls';
import { FormCard, FormMessage, SubmitButton, TextField } from '../components/form-field';
import { PlaceFields } from '../components/place-fields';
import { ProfileFailed, ProfileLoading, SessionEnded, useProfile } from '../components/profile-states';
import { applyServerErrors } from '../form-errors';
import { withPasswordMatch } from '../password-match';
import { PROFILE_FIELDS, profileDefaults, profileFormSchema, type ProfileValues } from '../profile-form';
import { useLocalizedErrors } from '../use-localized-errors';

/** client.profile.update: the registration fields, an optional new password, confirmed with the current password. */
export function ProfileUpdatePage() {
  const { t } = useTranslation();
  const profile = useProfile();
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
      {profile.data ? (
        profile.data.is_subscriber ? (
          <FormMessage tone="error">
            {t('accounts.guestAccount')}{' '}
            <Link to={routePath('client.registration')} className="font-semibold underline">
              {t('accounts.createAccount')}
            </Link>
          </FormMessage>
        ) : (
          <FormCard>
            <ProfileForm client={profile.data} />
          </FormCard>
        )
      ) : profile.data === null ? (
        <SessionEnded />
      ) : profile.isError ? (
        <ProfileFailed onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileLoading label={t('common.loading')} />
      )}
    </div>
  );
}

function ProfileForm({ client }: { client: AuthClient }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const resolver = useMemo(
    () => withPasswordMatch(zodResolver(profileFormSchema, { error: errorMap(locale) }), locale),
    [locale],
  );
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    reset,
    control,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ProfileValues, unknown, UpdateProfileInput>({ defaultValues: profileDefaults(client), resolver });
  useLocalizedErrors(locale, errors, trigger);
  const setPlace = useCallback(
    (name: 'country_id' | 'city_id', value: string) =>
      setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    setSaved(null);
    try {
      const answer = await updateProfile(client.uuid, input);
      const token = useAuthStore.getState().token;
      queryClient.setQueryData(authClientQueryOptions(token).queryKey, answer.data);
      reset(profileDefaults(answer.data));
      setSaved(answer.message ?? t('accounts.profileSaved'));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      setFormError(applyServerErrors(error, PROFILE_FIELDS, setError, t('common.unexpectedError')));
    }
  });

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
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-bold text-slate-900">{t('accounts.yourDetails')}</legend>
        <TextField
          label={t('accounts.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={t('accounts.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label={t('accounts.email')}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('accounts.phone')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          placeholder="09XXXXXXXX"
          hint={t('accounts.phoneHint')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <PlaceFields control={control} setPlace={setPlace} />
        <div className="sm:col-span-2">
          <TextField
            label={t('accounts.nearPlace')}
            autoComplete="street-address"
            hint={t('accounts.nearPlaceHint')}
            error={errors.near_place?.message}
            {...register('near_place')}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-5 border-t border-slate-100 pt-6 sm:grid-cols-2">
        <legend className="mb-1 text-lg font-bold text-slate-900">{t('accounts.changePassword')}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('accounts.changePasswordHint')}</p>
        <TextField
          label={t('accounts.newPassword')}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          hint={t('accounts.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('accounts.passwordConfirmation')}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
      </fieldset>
      <div className="space-y-5 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
        <TextField
          label={t('accounts.currentPassword')}
          type="password"
          dir="ltr"
          autoComplete="current-password"
          hint={t('accounts.currentPasswordHint')}
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <SubmitButton pending={isSubmitting} testId="profile-submit">
          {t('accounts.saveChanges')}
        </SubmitButton>
      </div>
    </form>
  );
}
