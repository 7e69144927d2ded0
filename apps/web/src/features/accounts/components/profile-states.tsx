import type { AuthClient } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { LoadFailed, Skeleton } from '../../../lib/ui/states';
import { authClientQueryOptions, useAuthStore } from '../../../lib/auth';

/** The signed-in client's auth-client answer, with loading and failure states for the account screens. */
function useProfile() {
  const token = useAuthStore((s) => s.token);
  return useQuery(authClientQueryOptions(token));
}

/** Shows the signed-in client's screen once their details are here; meanwhile loading, or the failure to load them. */
export function ProfileGate({ children }: { children: (client: AuthClient) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  // a refused token is dropped, and the layout takes the shopper to the login (useSessionEndRedirect)
  if (profile.data) return <>{children(profile.data)}</>;
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  return <ProfileLoading label={t('common.loading')} />;
}

function ProfileLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 rounded-3xl bg-white p-6 ring-1 ring-slate-200/70">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-3/5" />
    </div>
  );
}

/** A guest (subscriber) account has no details to edit: the way to a full account. */
export function GuestAccountText() {
  const { t } = useTranslation();
  return (
    <>
      {t('accounts.guestAccount')}{' '}
      <Link to={routePath('client.registration')} className="font-semibold underline">
        {t('accounts.createAccount')}
      </Link>
    </>
  );
}
