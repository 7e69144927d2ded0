import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { MailIcon, PhoneIcon, PinIcon } from '../../../lib/ui/icons';
import { useSession } from '../../../lib/auth';
import { settingsQueryOptions } from '../../../lib/api/get-settings';
import { useLocalized } from '../../../lib/i18n';
import { Logo } from '../../../lib/ui/logo';
import { formatPhone } from '../../../lib/phone';

/** The copyright year: a plain number (decision 0020 writes numbers in Western digits in both languages). */
const NOW = new Date();

export function Footer() {
  const { t } = useTexts();
  const localized = useLocalized();
  const session = useSession();
  const settings = useQuery(settingsQueryOptions());
  const shop = settings.data ? localized(settings.data.shop_name) : t('appName');

  return (
    <footer className="mt-12 bg-slate-900 pb-[var(--bottom-stack,0px)] text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterSection title={t('footer.contactInfo')}>
          <div className="mb-3">
            <Logo light />
          </div>
          {settings.data && (
            <ul className="space-y-2 text-sm">
              {localized(settings.data.address) && (
                <li className="flex gap-2">
                  <PinIcon className="mt-0.5 size-4 shrink-0 text-teal-400" />
                  <span className="sr-only">{t('footer.address')}: </span>
                  <span>{localized(settings.data.address)}</span>
                </li>
              )}
              {settings.data.phone && (
                <li className="flex gap-2">
                  <PhoneIcon className="mt-0.5 size-4 shrink-0 text-teal-400" />
                  <span className="sr-only">{t('footer.phone')}: </span>
                  <a href={`tel:${settings.data.phone.replace(/\s+/g, '')}`} dir="ltr" className="hover:text-white">
                    {formatPhone(settings.data.phone)}
                  </a>
                </li>
              )}
              {settings.data.emails.map((email) => (
                <li key={email} className="flex gap-2">
                  <MailIcon className="mt-0.5 size-4 shrink-0 text-teal-400" />
                  <span className="sr-only">{t('footer.email')}: </span>
                  <a href={`mailto:${email}`} dir="ltr" className="break-all hover:text-white">
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </FooterSection>
        <FooterSection title={t('footer.shopWithUs')}>
          <FooterLinks
            links={[
              [
                session.isLogin ? routePath('client.profile.details') : routePath('client.login'),
                t('footer.yourAccount'),
              ],
              [routePath('client.category.products', {}, { category_type: 'all' }), t('footer.products')],
            ]}
          />
        </FooterSection>
        <FooterSection title={t('footer.help')}>
          <FooterLinks
            links={[
              [routePath('client.terms.conditions'), t('nav.terms')],
              [routePath('client.contact.us'), t('nav.contact')],
              [routePath('client.track'), t('nav.track')],
            ]}
          />
        </FooterSection>
        <FooterSection title={t('footer.socialMedia')}>
          <ul className="flex flex-wrap gap-2">
            {settings.data?.social_links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full bg-white/10 px-3 py-1.5 text-sm capitalize hover:bg-teal-700 hover:text-white"
                >
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-slate-400" data-testid="copyright">
          {t('footer.copyright', { year: String(NOW.getFullYear()), shop })}
        </p>
      </div>
    </footer>
  );
}

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-base font-bold text-white">{title}</h2>
      {children}
    </section>
  );
}

function FooterLinks({ links }: { links: [string, string][] }) {
  return (
    <ul className="space-y-2 text-sm">
      {links.map(([to, label]) => (
        <li key={label}>
          <Link to={to} className="hover:text-white hover:underline">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
