import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { routePath, safeNextUrl } from '../../../lib/routes';
import { Spinner } from '../../../lib/ui/states';
import { login } from '../api/login';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useStartSession } from '../../../lib/auth/start-session';

/**
 * Email and password, validated by the server: a 422 shows the first message for each field beside it
 * and marks it invalid. After signing in the shopper lands on `nextUrl` when there is one.
 */
export function LoginForm({ onDone }: { onDone?: () => void }) {
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

  const field = (name: 'email' | 'password', type: string, autoComplete: string) => {
    const message = fieldErrors?.[name]?.[0];
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          {t(`auth.${name}`)}
        </label>
        <input
          id={inputId}
          name={name}
          type={type}
          dir="ltr"
          autoComplete={autoComplete}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={`h-12 w-full rounded-xl bg-white px-4 text-start ring-1 transition outline-none focus:ring-2 ${
            message ? 'ring-rose-500 focus:ring-rose-600' : 'ring-slate-300 focus:ring-teal-600'
          }`}
        />
        {message && (
          <p id={errorId} className="text-sm text-rose-700" data-testid={`login-${name}-error`}>
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {formError && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {formError}
        </p>
      )}
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
      <button
        type="submit"
        disabled={pending}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-teal-700 font-semibold text-white transition hover:bg-teal-800 disabled:opacity-70"
      >
        {pending && <Spinner className="size-5 border-white border-t-transparent" />}
        {t('auth.signIn')}
      </button>
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
