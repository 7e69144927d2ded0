import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { routePath } from '../../../lib/routes';
import { EmptyState, Skeleton } from '../../../lib/ui/states';
import { authClientQueryOptions, useAuthStore } from '../../auth';

/** The signed-in client's auth-client answer, with loading and failure states for the account screens. */
export function useProfile() {
  const token = useAuthStore((s) => s.token);
  return useQuery(authClientQueryOptions(token));
}

export function ProfileLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 rounded-3xl bg-white p-6 ring-1 ring-slate-200/70">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-3/5" />
    </div>
  );
}

export function ProfileFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('errors.genericTitle')}
      text={t('errors.genericText')}
      action={
        <button
          type="button"
          onClick={onRetry}
          className="rounded-xl bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
        >
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** The stored token was refused (expired, or ended by a password change elsewhere): log in again and come back. */
export function SessionEnded() {
  const location = useLocation();
  return <Navigate to={routePath('client.home', {}, { nextUrl: `${location.pathname}${location.search}` })} replace />;
}
