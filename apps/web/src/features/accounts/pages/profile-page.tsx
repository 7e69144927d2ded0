import type { AuthClient } from '@dukkan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListsTranslation } from '../../../lib/i18n/lists';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { UserIcon } from '../../../lib/ui/icons';
import { PageHeading } from '../../../lib/ui/states';
import { useLocale, useLocalized } from '../../../lib/i18n';
import { GuestAccountText, ProfileGate } from '../components/profile-states';
import { formatPhone } from '../../../lib/phone';

/** client.profile.details */
export function ProfilePage() {
  const { t } = useTranslation();
  const title = t('accounts.profileTitle');
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeading title={title} />
      <ProfileGate>{(client) => <ProfileDetails client={client} />}</ProfileGate>
    </div>
  );
}

function ProfileDetails({ client }: { client: AuthClient }) {
  const { t } = useTranslation();
  const { t: tl } = useListsTranslation();
  const locale = useLocale();
  const localized = useLocalized();
  const fullName = `${client.first_name} ${client.last_name}`.trim();
  const memberSince = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-LY' : 'en-LY', { dateStyle: 'long' }).format(
    new Date(client.created_at),
  );
  const profileLinks = [
    {
      to: routePath('client.Orders'),
      label: t('nav.orders'),
      className: 'text-teal-800 ring-teal-200 hover:bg-teal-50',
    },
    {
      to: routePath('client.addresses'),
      label: tl('addresses.title'),
      className: 'text-teal-800 ring-teal-200 hover:bg-teal-50',
      testId: 'profile-addresses',
    },
    {
      to: routePath('client.contact.us'),
      label: t('nav.contact'),
      className: 'text-slate-700 ring-slate-200 hover:bg-slate-50',
    },
  ];
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70"
      data-testid="profile-details"
    >
      <div className="flex flex-wrap items-center gap-4 bg-teal-700 px-5 py-6 text-white sm:px-8">
        <div className="grid size-16 shrink-0 place-items-center rounded-full bg-white/15 text-2xl font-bold">
          {client.first_name.slice(0, 1) || <UserIcon className="size-8" />}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="profile-name" className="text-xl font-bold break-words" data-testid="profile-name">
            {fullName}
          </h2>
          <p className="text-sm text-teal-50">{t('accounts.memberSince', { date: memberSince })}</p>
        </div>
        {!client.is_subscriber && (
          <Link
            to={routePath('client.profile.update')}
            data-testid="edit-profile"
            className="w-full rounded-xl bg-white px-4 py-2.5 text-center font-semibold text-teal-800 shadow-sm hover:bg-teal-50 sm:w-auto"
          >
            {t('accounts.editProfile')}
          </Link>
        )}
      </div>
      {client.is_subscriber && (
        <p className="mx-5 mt-5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:mx-8">
          <GuestAccountText />
        </p>
      )}
      <dl className="grid gap-x-8 gap-y-5 px-5 py-6 sm:grid-cols-2 sm:px-8">
        <Detail label={t('accounts.firstName')}>{client.first_name}</Detail>
        <Detail label={t('accounts.lastName')}>{client.last_name}</Detail>
        <Detail label={t('accounts.email')} testId="profile-email">
          {client.email ? <bdi dir="ltr">{client.email}</bdi> : null}
        </Detail>
        <Detail label={t('accounts.phone')} testId="profile-phone">
          {client.phone ? <bdi dir="ltr">{formatPhone(client.phone)}</bdi> : null}
        </Detail>
        <Detail label={t('accounts.country')}>{client.country ? localized(client.country.name) : null}</Detail>
        <Detail label={t('accounts.city')}>{client.city ? localized(client.city.name) : null}</Detail>
        <Detail label={t('accounts.nearPlace')} testId="profile-near-place" className="sm:col-span-2">
          {client.near_place}
        </Detail>
      </dl>
      <div className="flex flex-wrap gap-3 border-t border-slate-100 px-5 py-4 sm:px-8">
        {profileLinks.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            data-testid={link.testId}
            className={`rounded-xl px-4 py-2 font-semibold ring-1 ${link.className}`}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** A term and its value: a `<div>` holding one `<dt>` and one `<dd>`, the only wrapper a `<dl>` may hold. */
function Detail({
  label,
  children,
  testId,
  className = '',
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900" data-testid={testId}>
        {children || <span className="font-normal text-slate-400">{t('accounts.notGiven')}</span>}
      </dd>
    </div>
  );
}
