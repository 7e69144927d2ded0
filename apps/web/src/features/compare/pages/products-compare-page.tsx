import { formatCount, type Product } from '@dukkan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productImageSrc } from '../../../lib/product-image';
import { productPath, routePath } from '../../../lib/routes';
import { CloseIcon, CompareIcon } from '../../../lib/ui/icons';
import { PriceTag } from '../../../lib/ui/price-tag';
import { FallbackImage } from '../../../lib/ui/product-image';
import { EmptyPage, PageHeading } from '../../../lib/ui/states';
import { AddToCartButton } from '../../../lib/cart';
import { useLocalized } from '../../../lib/i18n';
import { useCompareStore } from '../../../lib/compare/compare-store';
import { BidiText } from '../../../lib/ui/bidi-text';
import { useFocusAfterRemoval } from '../../../lib/ui/focus-after-removal';
import { OptionValues } from '../../../lib/ui/option-values';

/** The compare list side by side: one column per product, one row per feature. */
export function ProductsComparePage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const products = useCompareStore((s) => s.products);
  const remove = useCompareStore((s) => s.remove);
  const removed = useFocusAfterRemoval(products, '[data-compare-remove]');

  if (products.length === 0) {
    return (
      <EmptyPage
        title={t('compare.title')}
        icon={<CompareIcon className="size-8" />}
        emptyTitle={t('compare.empty')}
        emptyText={t('compare.emptyHint')}
        linkTo={routePath('client.home')}
        linkLabel={t('cart.continueShopping')}
      />
    );
  }

  const dash = <span className="text-slate-400">—</span>;
  const rows: [string, (p: Product) => ReactNode][] = [
    [t('compare.price'), (p) => <PriceTag product={p} t={t} />],
    [t('product.brand'), (p) => (p.brand ? <bdi>{p.brand}</bdi> : dash)],
    [t('product.model'), (p) => (p.modal ? <bdi>{p.modal}</bdi> : dash)],
    [t('product.color'), (p) => (p.color ? localized(p.color) : dash)],
    [t('product.itemsInStock'), (p) => (p.is_available ? <bdi>{formatCount(p.quantity)}</bdi> : dash)],
    [
      t('product.availability'),
      (p) =>
        p.is_available && p.quantity > 0 ? (
          <span className="font-semibold text-teal-700">{t('common.inStock')}</span>
        ) : (
          <span className="font-semibold text-rose-700">{t('common.notAvailable')}</span>
        ),
    ],
    [t('compare.shortDescription'), (p) => <span dir="auto">{localized(p.short_description) || dash}</span>],
    [
      t('product.description'),
      (p) => (
        <span dir="auto" className="line-clamp-6">
          {localized(p.description) || dash}
        </span>
      ),
    ],
  ];

  return (
    <div className="space-y-5">
      <PageHeading title={t('compare.title')} />
      {/* relative: the containing block of what is positioned inside (the price tags' screen-reader texts), which
          would otherwise be placed against the page and widen it past a phone's screen */}
      <div className="relative -mx-4 overflow-x-auto px-4 pb-2">
        <table className="w-full min-w-max border-separate border-spacing-0 overflow-hidden rounded-2xl bg-white text-sm ring-1 ring-slate-200/70">
          <caption className="sr-only">{t('compare.title')}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky start-0 z-10 w-32 bg-slate-50 p-3 text-start align-bottom font-semibold text-slate-700"
              >
                {t('compare.feature')}
              </th>
              {products.map((p, index) => {
                const name = localized(p.name);
                return (
                  <th
                    key={p.uuid}
                    scope="col"
                    className="w-56 min-w-48 border-s border-slate-100 p-3 text-start align-top"
                  >
                    <div className="relative space-y-2">
                      <button
                        type="button"
                        onClick={() => {
                          removed(index);
                          remove(p.uuid);
                        }}
                        aria-label={t('product.uncompareNamed', { name })}
                        data-compare-remove
                        className="absolute -top-1 end-0 grid size-8 place-items-center rounded-full bg-white text-slate-500 shadow ring-1 ring-slate-200 hover:text-rose-700"
                      >
                        <CloseIcon className="size-4" />
                      </button>
                      <FallbackImage
                        src={productImageSrc(p)}
                        alt=""
                        width={160}
                        height={160}
                        className="mx-auto size-32 rounded-xl bg-slate-50 object-contain p-2"
                      />
                      <Link
                        to={productPath(p.uuid)}
                        className="line-clamp-2 font-bold text-slate-900 hover:text-teal-700"
                        dir="auto"
                      >
                        <BidiText text={name} />
                      </Link>
                      {p.options_count > 0 && <OptionValues color={p.color} size={p.size} />}
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label}>
                <th
                  scope="row"
                  className="sticky start-0 z-10 border-t border-slate-100 bg-slate-50 p-3 text-start font-semibold text-slate-700"
                >
                  {label}
                </th>
                {products.map((p) => (
                  <td key={p.uuid} className="border-s border-t border-slate-100 p-3 align-top text-slate-800">
                    {cell(p)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td className="sticky start-0 z-10 border-t border-slate-100 bg-slate-50 p-3" />
              {products.map((p) => (
                <td key={p.uuid} className="border-s border-t border-slate-100 p-3">
                  <AddToCartButton product={p} className="w-full" />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
