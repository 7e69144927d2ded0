import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { useAuthStore } from '../../../lib/auth';
import type { CheckoutForm } from '../checkout-form';
import { NamePhoneFields } from './checkout-fields';
import { SectionCard } from './section-card';

/** Who orders: log in, register, or continue as a guest with a name and phone. */
export function WhoSection({ form, asGuest }: { form: UseFormReturn<CheckoutForm>; asGuest: boolean }) {
  const { t } = useTranslation();
  const { setValue } = form;
  const option =
    'flex min-h-20 flex-col items-start justify-center gap-0.5 rounded-2xl p-4 text-start ring-1 transition hover:ring-teal-500';
  return (
    <SectionCard title={t('checkout.whoTitle')}>
      <div className="grid gap-3 sm:grid-cols-3">
        <button
          type="button"
          onClick={() => useAuthStore.getState().openLoginModal()}
          data-testid="who-login"
          className={`${option} bg-white ring-slate-300`}
        >
          <span className="font-semibold text-slate-900">{t('checkout.whoLogin')}</span>
          <span className="text-sm text-slate-600">{t('checkout.whoLoginHint')}</span>
        </button>
        <Link
          to={routePath('client.registration', {}, { nextUrl: routePath('client.checkout') })}
          data-testid="who-register"
          className={`${option} bg-white ring-slate-300`}
        >
          <span className="font-semibold text-slate-900">{t('checkout.whoRegister')}</span>
          <span className="text-sm text-slate-600">{t('checkout.whoRegisterHint')}</span>
        </Link>
        <button
          type="button"
          aria-pressed={asGuest}
          onClick={() => setValue('as_guest', !asGuest)}
          data-testid="who-guest"
          className={`${option} ${asGuest ? 'bg-teal-50/60 ring-2 ring-teal-600' : 'bg-white ring-slate-300'}`}
        >
          <span className="font-semibold text-slate-900">{t('checkout.whoGuest')}</span>
          <span className="text-sm text-slate-600">{t('checkout.whoGuestHint')}</span>
        </button>
      </div>
      {asGuest && (
        <NamePhoneFields
          form={form}
          name="guest_name"
          phone="guest_phone"
          nameLabel={t('checkout.guestName')}
          phoneLabel={t('checkout.guestPhone')}
        />
      )}
    </SectionCard>
  );
}
