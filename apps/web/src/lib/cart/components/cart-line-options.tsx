import { OptionValues } from '../../ui/option-values';
import type { CartItem } from '../cart-store';

const pair = (ar: string | undefined, en: string | undefined) =>
  ar === undefined && en === undefined ? null : { ar: ar ?? '', en: en ?? '' };

/** The colour and size of a cart line that is an option of a product (decision 0053); nothing for other lines. */
export function CartLineOptions({ item, className = '' }: { item: CartItem; className?: string }) {
  return (
    <OptionValues
      color={pair(item.color_ar, item.color_en)}
      size={pair(item.size_ar, item.size_en)}
      className={className}
    />
  );
}
