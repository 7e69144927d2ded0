import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useLocale, useLocaleStore } from '../../../lib/i18n/i18n';
import { homeOf } from '../../../lib/roles';
import { useSession } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { LoginForm } from '../components/login-form';

/** Only paths inside the app are followed after login. */
function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const staff = useSession((s) => s.staff);
  const token = useSession((s) => s.token);
  const locale = useLocale();
  const setLocale = useLocaleStore((s) => s.setLocale);
  useDocumentTitle(t('login.title'));
  if (token && staff) return <Navigate to={safeNext(params.get('next')) ?? `/${homeOf(staff.role)}`} replace />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-teal-700 to-teal-900 p-4">
      <div className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-xl">
        <div className="mb-5 flex items-start justify-between gap-2">
          <div>
            <h1 className="text-2xl font-bold text-teal-800">{t('login.title')}</h1>
            <p className="text-slate-600">{t('login.subtitle')}</p>
          </div>
          <button
            type="button"
            lang={locale === 'ar' ? 'en' : 'ar'}
            aria-label={t('app.languageLabel')}
            onClick={() => setLocale(locale === 'ar' ? 'en' : 'ar')}
            className="min-h-11 rounded-xl px-3 font-semibold text-teal-800 hover:bg-teal-50"
          >
            {t('app.language')}
          </button>
        </div>
        <LoginForm
          onSignedIn={(member) =>
            navigate(safeNext(params.get('next')) ?? `/${homeOf(member.role)}`, { replace: true })
          }
        />
      </div>
    </main>
  );
}
