import type { Product } from '@dukkan/contracts';
import { CheckIcon, CompareIcon } from '../../ui/icons';
import type { Translate } from '../../i18n';
import { toggleCompared } from '../compare-store';

/**
 * The round compare toggle on a product card. The card's list reads the compare list and the texts once and passes
 * what this one needs: whether the product is compared, the `t` and its name in the shown language.
 */
export function CompareToggle({
  product,
  compared,
  t,
  name,
}: {
  product: Product;
  compared: boolean;
  t: Translate;
  name: string;
}) {
  return (
    <button
      type="button"
      onClick={() => toggleCompared(product)}
      aria-pressed={compared}
      aria-label={compared ? t('product.uncompareNamed', { name }) : t('product.compareNamed', { name })}
      title={compared ? t('product.removeFromCompare') : t('product.addToCompare')}
      className={`grid size-9 place-items-center rounded-full shadow-sm ring-1 transition ${
        compared
          ? 'bg-teal-700 text-white ring-teal-600'
          : 'bg-white/95 text-slate-700 ring-slate-200 hover:text-teal-700'
      }`}
    >
      {compared ? <CheckIcon className="size-4" /> : <CompareIcon className="size-4" />}
    </button>
  );
}
