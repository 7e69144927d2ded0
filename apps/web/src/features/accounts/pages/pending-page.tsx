import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PageTitle } from '../../../lib/ui/states';

type PendingScreen =
  'registration' | 'forgetPassword' | 'profile' | 'profileUpdate' | 'orders' | 'orderDetails' | 'contact' | 'checkout';

/** Screens of the accounts and orders module, which another engineer builds; the route exists already. */
function PendingPage({ screen }: { screen: PendingScreen }) {
  const { t } = useTranslation();
  const { uuid } = useParams();
  const title = t(`pending.${screen}`);
  return (
    <div className="space-y-3">
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      {uuid && (
        <p className="text-sm text-slate-600" dir="ltr">
          {uuid}
        </p>
      )}
      <p className="text-slate-600">{t('pending.text')}</p>
    </div>
  );
}

export const RegistrationPage = () => <PendingPage screen="registration" />;
export const ForgetPasswordPage = () => <PendingPage screen="forgetPassword" />;
export const ProfilePage = () => <PendingPage screen="profile" />;
export const ProfileUpdatePage = () => <PendingPage screen="profileUpdate" />;
export const OrdersPage = () => <PendingPage screen="orders" />;
export const OrderDetailsPage = () => <PendingPage screen="orderDetails" />;
export const CheckoutPage = () => <PendingPage screen="checkout" />;
