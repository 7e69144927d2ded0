import { useTranslation } from 'react-i18next';
import { formatPrice } from '../format';
import { useUiLocale } from '../use-ui-locale';

interface Props {
  price: number;
  priceAfterDiscount: number;
  hasDiscount: boolean;
  size?: 'sm' | 'lg';
  className?: string;
}

/** Spec 2, price tag: with a discount, the discounted price and the original struck through; else the price. */
export function PriceTag({ price, priceAfterDiscount, hasDiscount, size = 'sm', className = '' }: Props) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const currency = t('currency');
  const main = size === 'lg' ? 'text-2xl' : 'text-base';
  const shown = hasDiscount ? priceAfterDiscount : price;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 ${className}`} data-testid="price-tag">
      <span className={`${main} font-bold text-teal-800`}>
        <bdi>{formatPrice(shown, locale)}</bdi> <span className="text-[0.8em] font-semibold">{currency}</span>
      </span>
      {hasDiscount && (
        <>
          <span className="sr-only">
            {t('common.priceWas', { price: `${formatPrice(price, locale)} ${currency}` })}
          </span>
          <del aria-hidden="true" className="text-sm text-slate-600">
            <bdi>{formatPrice(price, locale)}</bdi> {currency}
          </del>
        </>
      )}
    </p>
  );
}
