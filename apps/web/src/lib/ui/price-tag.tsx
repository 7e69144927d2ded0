import { formatAmount, shelfPrice, type Product } from '@dukkan/contracts';
import type { Translate } from '../i18n';

type Priced = Pick<
  Product,
  'selling_price' | 'selling_price_after_discount' | 'selling_price_after_tax' | 'is_there_discount' | 'tax_percentage'
>;

interface Props {
  product: Priced;
  /** the caller's `t` (a list's cards read it once, not once per part) */
  t: Translate;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * Spec 2, price tag, showing what the shopper pays (docs/decisions/0021-cart-totals.md): the unit price after
 * the discount with tax included; with a discount, the price before it (tax included too) struck through;
 * the tax rate stated when there is one.
 */
export function PriceTag({ product, t, size = 'sm', className = '' }: Props) {
  const currency = t('currency');
  const { pays, was } = shelfPrice(product);
  const main = size === 'lg' ? 'text-2xl' : 'text-base';
  return (
    <div className={className} data-testid="price-tag">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className={`${main} font-bold text-teal-800`} data-testid="price-pays">
          <bdi dir="ltr">{formatAmount(pays)}</bdi> <span className="text-[0.8em] font-semibold">{currency}</span>
        </span>
        {was !== null && (
          <>
            <span className="sr-only">{t('common.priceWas', { price: `${formatAmount(was)} ${currency}` })}</span>
            <del aria-hidden="true" className="text-sm text-slate-600">
              <bdi dir="ltr">{formatAmount(was)}</bdi> {currency}
            </del>
          </>
        )}
      </p>
      {product.tax_percentage > 0 && (
        <p className="text-xs text-slate-600" data-testid="price-tax">
          {t('common.taxIncluded', { percent: String(product.tax_percentage) })}
        </p>
      )}
    </div>
  );
}
