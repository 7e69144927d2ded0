import type { Product } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CompareIcon } from '../../ui/icons';
import { useLocalized } from '../../i18n';
import { useCompareStore, useIsCompared } from '../compare-store';

/** Toggles a product in the compare list: the round icon on cards, or a full button on the product page. */
export function CompareButton({ product, variant }: { product: Product; variant: 'icon' | 'full' }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const compared = useIsCompared(product.uuid);
  const add = useCompareStore((s) => s.add);
  const remove = useCompareStore((s) => s.remove);
  const toggle = () => (compared ? remove(product.uuid) : add(product));
  const name = localized(product.name);

  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={toggle}
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
  return (
    <button
      type="button"
      onClick={toggle}
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
