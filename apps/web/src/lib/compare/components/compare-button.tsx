import type { Product } from '@dukkan/contracts';
import { useTexts } from '../../use-ui-locale';
import { CheckIcon, CompareIcon } from '../../ui/icons';
import { toggleCompared, useIsCompared } from '../compare-store';

/**
 * The product page's button that toggles the product in the compare list. Apart from the cards' toggle
 * (`compare-toggle.tsx`) so it loads with the product page, not with the first page.
 */
export function CompareButton({ product }: { product: Product }) {
  const { t } = useTexts();
  const compared = useIsCompared(product.uuid);
  return (
    <button
      type="button"
      onClick={() => toggleCompared(product)}
      aria-pressed={compared}
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl px-5 font-semibold ring-1 transition ${
        compared
          ? 'bg-teal-50 text-teal-800 ring-teal-300'
          : 'bg-white text-slate-800 ring-slate-300 hover:ring-teal-500'
      }`}
    >
      {compared ? <CheckIcon className="size-5" /> : <CompareIcon className="size-5" />}
      {compared ? t('product.inCompare') : t('product.addToCompare')}
    </button>
  );
}
