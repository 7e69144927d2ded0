import type { WishlistProduct } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useListsTranslation } from '../../../lib/i18n/lists';
import { Link } from 'react-router';
import { AddToCartButton } from '../../../lib/cart';
import { useLocalized } from '../../../lib/i18n';
import { productImageSrc } from '../../../lib/product-image';
import { productPath } from '../../../lib/routes';
import { BidiText } from '../../../lib/ui/bidi-text';
import { TrashIcon } from '../../../lib/ui/icons';
import { PriceTag } from '../../../lib/ui/price-tag';
import { OptionValues } from '../../../lib/ui/option-values';
import { FallbackImage } from '../../../lib/ui/product-image';

const rowClass = 'flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200/70 sm:gap-4 sm:p-4';

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const { t: tl } = useListsTranslation();
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={tl('wishlist.removeNamed', { name })}
      title={t('wishlist.remove')}
      data-testid="wishlist-remove"
      data-wishlist-remove
      className="grid size-10 shrink-0 place-items-center rounded-xl text-slate-500 ring-1 ring-slate-200 hover:bg-rose-50 hover:text-rose-700"
    >
      <TrashIcon className="size-5" />
    </button>
  );
}

/** A product on the wishlist: picture, name, today's price, add-to-cart (or why not), and remove. */
export function WishlistRow({ product, onRemove }: { product: WishlistProduct; onRemove: () => void }) {
  const { t } = useTranslation();
  const { t: tl } = useListsTranslation();
  const localized = useLocalized();
  const name = localized(product.name);
  const href = productPath(product.uuid);
  return (
    <article className={rowClass} data-testid="wishlist-item" data-uuid={product.uuid}>
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block size-24 shrink-0 rounded-xl bg-slate-50 sm:size-28"
      >
        <FallbackImage
          src={productImageSrc(product)}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          className="size-full object-contain p-2"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 className="text-sm leading-snug font-semibold text-slate-800 sm:text-base">
            <Link to={href} className="line-clamp-2 hover:text-teal-700" dir="auto">
              <BidiText text={name} />
            </Link>
          </h2>
          {product.options_count > 0 && <OptionValues color={product.color} size={product.size} />}
          <PriceTag product={product} t={t} />
          {!product.is_available && (
            <p className="text-sm font-semibold text-amber-700" data-testid="wishlist-unavailable">
              {tl('wishlist.unavailable')}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <AddToCartButton product={product} className="flex-1 sm:w-40 sm:flex-none" />
          <RemoveButton name={name} onRemove={onRemove} />
        </div>
      </div>
    </article>
  );
}

/** A guest's product that no longer exists: named from the browser's copy, with only a way to remove it. */
export function GoneRow({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t: tl } = useListsTranslation();
  return (
    <article className={`${rowClass} items-center`} data-testid="wishlist-gone">
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-slate-700" dir="auto">
          <BidiText text={name} />
        </h2>
        <p className="text-sm text-slate-600">{tl('wishlist.gone')}</p>
      </div>
      <RemoveButton name={name} onRemove={onRemove} />
    </article>
  );
}
