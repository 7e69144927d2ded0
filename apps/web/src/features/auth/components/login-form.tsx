import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { routePath, safeNextUrl } from '../../../lib/routes';
import { keepFocusInPage } from '../../../lib/ui/dialog-focus';
import { Field, FormError, inputClass, SubmitButton } from '../../../lib/ui/form-field';
import { login } from '../api/login';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useStartSession } from '../../../lib/auth/start-session';

/**
 * Email and password, validated by the server: a 422 shows the first message for each field beside it
 * and marks it invalid. After signing in the shopper lands on `nextUrl` when there is one. With `autoFocus` the e-mail
 * field takes the focus as the form opens (the header's login dialog would give it to its close button).
 */
export function LoginForm({ onDone, autoFocus = false }: { onDone?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [params] = useSearchParams();
  const next = safeNextUrl(params.get('nextUrl'));
  const fieldErrors = useAuthStore((s) => s.loginError);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const store = useAuthStore.getState();
    setPending(true);
    setFormError(null);
    store.setLoginError(null);
    try {
      const result = await login({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      startSession(result);
      onDone?.();
      if (next) await navigate(next, { replace: true });
      else if (!onDone) await navigate(routePath('client.home'), { replace: true });
      // the login button that opened the dialog, or the page of this form, is gone: the page's heading takes the focus
      keepFocusInPage();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        store.loginFailed(error.fieldErrors);
        if (!error.fieldErrors['email'] && !error.fieldErrors['password']) setFormError(error.message);
        const invalid = (['email', 'password'] as const).find((name) => error.fieldErrors[name]);
        if (invalid) formElement.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      } else if (error instanceof ApiError && error.status < 500) {
        setFormError(error.message);
      } else {
        setFormError(t('common.unexpectedError'));
      }
    } finally {
      setPending(false);
    }
  }

  const field = (name: 'email' | 'password', type: string, autoComplete: string) => (
    // the login dialog can stand over a page with fields of these names: its ids and test ids are its own
    <Field id={`${id}-${name}`} name={`login-${name}`} label={t(`auth.${name}`)} error={fieldErrors?.[name]?.[0]}>
      {(control, invalid) => (
        <input
          {...control}
          name={name}
          type={type}
          dir="ltr"
          autoComplete={autoComplete}
          autoFocus={autoFocus && name === 'email'}
          className={inputClass(invalid)}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormError error={formError} />
      {field('email', 'email', 'email')}
      {field('password', 'password', 'current-password')}
      <div className="text-sm">
        <Link
          to={routePath('client.forget.password')}
          onClick={onDone}
          data-testid="to-forget-password"
          className="rounded text-teal-700 hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <SubmitButton pending={pending} wide>
        {t('auth.signIn')}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link
          to={routePath('client.registration', {}, { nextUrl: next })}
          onClick={onDone}
          data-testid="to-registration"
          className="font-semibold text-teal-700 hover:underline"
        >
          {t('auth.noAccount')}
        </Link>
      </p>
    </form>
  );
}
