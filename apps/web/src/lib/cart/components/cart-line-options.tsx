import { useTranslation } from 'react-i18next';
import { isolateText } from '../../bidi';
import { useLocalized } from '../../i18n';
import type { CartItem } from '../cart-store';

const pair = (ar: string | undefined, en: string | undefined) =>
  ar === undefined && en === undefined ? null : { ar: ar ?? '', en: en ?? '' };

/** The colour and size of a cart line that is an option of a product (decision 0053); nothing for other lines. */
export function CartLineOptions({ item, className = '' }: { item: CartItem; className?: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const color = localized(pair(item.color_ar, item.color_en));
  const size = localized(pair(item.size_ar, item.size_en));
  if (!color && !size) return null;
  return (
    <p data-testid="line-options" className={`flex flex-wrap gap-x-3 text-xs text-slate-600 ${className}`}>
      {color && <span>{t('product.optionColorValue', { value: isolateText(color) })}</span>}
      {size && <span>{t('product.optionSizeValue', { value: isolateText(size) })}</span>}
    </p>
  );
}
