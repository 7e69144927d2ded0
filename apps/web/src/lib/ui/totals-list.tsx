import type { OrderTotals } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from './money';

/** Subtotal, product discount, code discount, tax, delivery fee and total: the rows of a checkout or an order. */
export function TotalsList({
  totals,
  showDeliveryFee = true,
  deliveryFeeLater = false,
  testIdPrefix = 'totals',
}: {
  totals: OrderTotals;
  showDeliveryFee?: boolean;
  /** the delivery service is not chosen yet: its fee is not known, rather than free */
  deliveryFeeLater?: boolean;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const row = (key: keyof OrderTotals, label: string, negative = false) => (
    <div className="flex items-center justify-between gap-3 text-slate-700">
      <dt>{label}</dt>
      <dd data-testid={`${testIdPrefix}-${key}`} className={negative && totals[key] > 0 ? 'text-rose-700' : ''}>
        <Money value={totals[key]} negative={negative} />
      </dd>
    </div>
  );
  return (
    <dl className="space-y-2.5 text-sm">
      {row('subtotal', t('checkout.subtotal'))}
      {totals.discount > 0 && row('discount', t('checkout.productDiscount'), true)}
      {totals.code_discount > 0 && row('code_discount', t('checkout.codeDiscount'), true)}
      {row('tax', t('checkout.tax'))}
      {showDeliveryFee && (
        <div className="flex items-center justify-between gap-3 text-slate-700">
          <dt>{t('checkout.deliveryFee')}</dt>
          <dd data-testid={`${testIdPrefix}-delivery_fee`}>
            {deliveryFeeLater ? (
              <span className="text-slate-500">{t('checkout.deliveryFeeLater')}</span>
            ) : totals.delivery_fee > 0 ? (
              <Money value={totals.delivery_fee} />
            ) : (
              t('checkout.free')
            )}
          </dd>
        </div>
      )}
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
        <dt>{t('checkout.total')}</dt>
        <dd data-testid={`${testIdPrefix}-total`}>
          <Money value={totals.total} />
        </dd>
      </div>
    </dl>
  );
}
