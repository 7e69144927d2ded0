import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { UserIcon } from '../../../lib/ui/icons';

/** The header's welcome line with the client's first name, a link to the profile (spec 2, header). */
export function WelcomeLink({ name, className = '' }: { name: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={routePath('client.profile.details')}
      data-testid="welcome-line"
      className={`inline-flex min-w-0 items-center gap-1.5 truncate rounded ${className}`}
    >
      <UserIcon className="size-4 shrink-0" />
      <span className="truncate">
        {t('header.welcome', { name: '' })}
        <bdi>{name}</bdi>
      </span>
    </Link>
  );
}
