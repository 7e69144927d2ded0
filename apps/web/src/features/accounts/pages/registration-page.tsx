import { errorMap, registrationSchema, type Registration } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { routePath, safeNextUrl } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PageTitle } from '../../../lib/ui/states';
import { useAuthStore, useSession, useStartSession } from '../../auth';
import { useLocale } from '../../i18n';
import { register as registerClient } from '../api/account-calls';
import { FormCard, FormMessage, SubmitButton, TextField } from '../components/form-field';
import { PlaceFields } from '../components/place-fields';
import { applyServerErrors } from '../form-errors';
import { withPasswordMatch } from '../password-match';
import { useLocalizedErrors } from '../use-localized-errors';

export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country_id: string;
  city_id: string;
  near_place: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'country_id',
  'city_id',
  'near_place',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof RegistrationValues)[];

const EMPTY: RegistrationValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  country_id: '',
  city_id: '',
  near_place: '',
  password: '',
  password_confirmation: '',
};

/** client.registration: all of the user's fields, checked with the API's own schema and messages. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const next = safeNextUrl(params.get('nextUrl'));
  // Registering replaces the session; a logged-in full client has nothing to do here.
  if (session.client && !session.client.is_subscriber)
    return <Navigate to={next ?? routePath('client.home')} replace />;
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <DocumentTitle title={t('accounts.registerTitle')} />
      <div className="space-y-1">
        <PageTitle>{t('accounts.registerTitle')}</PageTitle>
        <p className="text-slate-600">{t('accounts.registerIntro')}</p>
      </div>
      <FormCard>
        <RegistrationForm next={next} />
      </FormCard>
      <p className="text-center text-sm text-slate-700">
        {t('accounts.haveAccount')}{' '}
        <button
          type="button"
          onClick={() => useAuthStore.getState().openLoginModal()}
          className="rounded font-semibold text-teal-700 hover:underline"
        >
          {t('nav.login')}
        </button>
      </p>
    </div>
  );
}

function RegistrationForm({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      withPasswordMatch(
        // country_id and city_id are read from select text, so the schema's input types them `unknown`
        zodResolver(registrationSchema, { error: errorMap(locale) }) as unknown as Resolver<
          RegistrationValues,
          unknown,
          Registration
        >,
        locale,
      ),
    [locale],
  );
  const form = useForm<RegistrationValues, unknown, Registration>({ defaultValues: EMPTY, resolver });
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    control,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  useLocalizedErrors(locale, errors, trigger);
  const setPlace = useCallback(
    (name: 'country_id' | 'city_id', value: string) =>
      setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      startSession(await registerClient(input));
      await navigate(next ?? routePath('client.home'), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError, t('common.unexpectedError')));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="registration-form">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <div className="grid gap-5 sm:grid-cols-2">
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
          autoComplete="email"
          inputMode="email"
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
        <TextField
          label={t('accounts.password')}
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
      </div>
      <div className="flex flex-col-reverse items-center gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
        <Link to={routePath('client.terms.conditions')} className="rounded text-sm text-teal-700 hover:underline">
          {t('accounts.readTerms')}
        </Link>
        <SubmitButton pending={isSubmitting} testId="register-submit">
          {t('accounts.createAccount')}
        </SubmitButton>
      </div>
    </form>
  );
}
