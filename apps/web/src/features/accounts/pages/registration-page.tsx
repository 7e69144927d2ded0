import { errorMap, registrationSchema, type Locale, type Registration } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { routePath, safeNextUrl } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PageTitle } from '../../../lib/ui/states';
import { useSession, useStartSession } from '../../../lib/auth';
import { register as registerClient } from '../api/account-calls';
import {
  bindClientDetails,
  ClientDetailsFields,
  NewPasswordFields,
  OpenLoginButton,
} from '../components/account-fields';
import { FormCard } from '../components/form-card';
import { FormError, SubmitButton } from '../../../lib/ui/form-field';
import { withPasswordMatch } from '../password-match';
import { REGISTRATION_FIELDS, type RegistrationValues } from '../profile-form';
import { fieldBinder, useAccountForm, useFormError } from '../use-account-form';

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

// country_id and city_id are read from select text, so the schema's input types them `unknown`
const registrationResolver = (locale: Locale) =>
  withPasswordMatch(
    zodResolver(registrationSchema, { error: errorMap(locale) }) as unknown as Resolver<
      RegistrationValues,
      unknown,
      Registration
    >,
    locale,
  );

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
        {t('accounts.haveAccount')} <OpenLoginButton>{t('nav.login')}</OpenLoginButton>
      </p>
    </div>
  );
}

function RegistrationForm({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const form = useAccountForm<RegistrationValues, Registration>(registrationResolver, EMPTY);
  const { handleSubmit, formState } = form;
  const field = fieldBinder(form);
  // in the order of the form: the first invalid field is focused
  const details = bindClientDetails(field);
  const password = field('password');
  const confirmation = field('password_confirmation');
  const { formError, submit } = useFormError(form, REGISTRATION_FIELDS);

  const onSubmit = handleSubmit((input) =>
    submit(async () => {
      startSession(await registerClient(input));
      await navigate(next ?? routePath('client.home'), { replace: true });
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="registration-form">
      <FormError error={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ClientDetailsFields form={form} fields={details} />
        <NewPasswordFields label={t('accounts.password')} password={password} confirmation={confirmation} />
      </div>
      <div className="flex flex-col-reverse items-center gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
        <Link to={routePath('client.terms.conditions')} className="rounded text-sm text-teal-700 hover:underline">
          {t('accounts.readTerms')}
        </Link>
        <SubmitButton pending={formState.isSubmitting} testId="register-submit">
          {t('accounts.createAccount')}
        </SubmitButton>
      </div>
    </form>
  );
}
