import { formatCount, ORDER_LIMITS } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath, routePath } from '../../../lib/routes';
import { ArrowEndIcon, CartIcon, TrashIcon } from '../../../lib/ui/icons';
import { Money } from '../../../lib/ui/money';
import { QuantityStepper } from '../../../lib/ui/quantity-stepper';
import { ProductThumbLink } from '../../../lib/ui/product-image';
import { EmptyPage, PageHeading } from '../../../lib/ui/states';
import { useLocale } from '../../../lib/i18n';
import {
  CartLineOptions,
  useCartStore,
  useCartTotals,
  checkStock,
  useFreshCart,
  type CartItem,
} from '../../../lib/cart';
import { BidiText } from '../../../lib/ui/bidi-text';
import { useFocusAfterRemoval } from '../../../lib/ui/focus-after-removal';

export function ShoppingCartPage() {
  const { t } = useTranslation();
  const items = useCartStore((s) => s.items);
  const totals = useCartTotals();
  const fresh = useFreshCart(items);
  const short = Object.keys(fresh.short).length > 0;
  const removed = useFocusAfterRemoval(items, '[data-cart-remove]');
  const removeAt = (index: number, uuid: string) => {
    removed(index);
    useCartStore.getState().remove(uuid);
  };

  if (items.length === 0) {
    return (
      <EmptyPage
        title={t('cart.title')}
        icon={<CartIcon className="size-8" />}
        emptyTitle={t('cart.empty')}
        emptyText={t('cart.emptyHint')}
        linkTo={routePath('client.home')}
        linkLabel={t('cart.continueShopping')}
      />
    );
  }

  return (
    <div className="space-y-5">
      <PageHeading title={t('cart.title')} />
      <p role="status" className="empty:hidden rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {fresh.repriced ? t('cart.repriced') : ''}
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ul className="space-y-3" aria-label={t('cart.title')}>
          {items.map((item, index) => (
            <li key={item.uuid}>
              <CartLine item={item} left={fresh.short[item.uuid]} onRemove={() => removeAt(index, item.uuid)} />
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="cart-summary"
          className="h-fit space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200/70 xl:sticky xl:top-4"
          data-testid="cart-summary"
        >
          <h2 id="cart-summary" className="text-lg font-bold text-slate-900">
            {t('cart.summary')}
          </h2>
          <dl className="space-y-2.5 text-sm">
            <SummaryRow label={t('checkout.subtotal')} value={totals.subtotal} testId="summary-subtotal" />
            <SummaryRow label={t('cart.totalDiscount')} value={-totals.discount} testId="summary-discount" />
            <SummaryRow label={t('cart.totalTax')} value={totals.tax} testId="summary-tax" />
            <SummaryRow label={t('cart.cartTotal')} value={totals.total} testId="summary-total" strong />
          </dl>
          {short ? (
            // the order could not be placed as the cart stands: the lines to change are named beside them
            <>
              <p id="checkout-blocked" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('cart.fixShort')}
              </p>
              <button
                type="button"
                disabled
                aria-describedby="checkout-blocked"
                data-testid="checkout"
                className="flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-slate-200 font-semibold text-slate-600"
              >
                {t('cart.checkout')}
                <ArrowEndIcon className="size-5 rtl:-scale-x-100" />
              </button>
            </>
          ) : (
            <Link
              to={routePath('client.checkout')}
              data-testid="checkout"
              className="flex h-12 items-center justify-center gap-2 rounded-xl bg-teal-700 font-semibold text-white transition hover:bg-teal-800"
            >
              {t('cart.checkout')}
              <ArrowEndIcon className="size-5 rtl:-scale-x-100" />
            </Link>
          )}
          <Link
            to={routePath('client.home')}
            className="block text-center text-sm font-semibold text-teal-700 hover:underline"
          >
            {t('cart.continueShopping')}
          </Link>
        </section>
      </div>
    </div>
  );
}

function SummaryRow({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-center justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-3 text-base font-bold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId} className={value < 0 ? 'text-rose-700' : ''}>
        <Money value={value} />
      </dd>
    </div>
  );
}

function CartLine({ item, left, onRemove }: { item: CartItem; left: number | undefined; onRemove: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { increase, decrease, setQuantity } = useCartStore.getState();
  const name = locale === 'en' ? item.name_en || item.name_ar : item.name_ar || item.name_en;
  const description = locale === 'en' ? item.short_description_en : item.short_description_ar;
  const taxed = item.selling_price_after_tax > item.selling_price_after_discount;

  const changeTo = async (quantity: number) => {
    // past what one order line may hold, the stock check is asked for the most: its answer names what there is
    const next = Math.min(ORDER_LIMITS.maxQuantity, Math.max(1, Math.floor(quantity)));
    if (!Number.isFinite(next) || next === item.quantity) return;
    if (next > item.quantity && (await checkStock(item.uuid, next, false)) !== 'allowed') return;
    if (next === item.quantity + 1) increase(item.uuid);
    else if (next === item.quantity - 1) decrease(item.uuid);
    else setQuantity(item.uuid, next);
  };

  return (
    <article
      data-testid="cart-line"
      className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200/70 sm:gap-4 sm:p-4"
    >
      <ProductThumbLink uuid={item.uuid} product={item} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-slate-900">
              <Link to={productPath(item.uuid)} className="line-clamp-2 hover:text-teal-700" dir="auto">
                <BidiText text={name} />
              </Link>
            </h2>
            <CartLineOptions item={item} />
            {left !== undefined && (
              <p
                id={`short-${item.uuid}`}
                className="text-sm font-semibold text-rose-700"
                data-testid="cart-line-short"
              >
                {left === 0 ? t('cart.noneLeft') : t('cart.onlyLeft', { count: left, n: formatCount(left) })}
              </p>
            )}
            {description && (
              <p className="line-clamp-1 text-sm text-slate-600" dir="auto">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('cart.removeNamed', { name })}
            data-cart-remove
            className="grid size-10 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-rose-50 hover:text-rose-700"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <QuantityStepper
            value={item.quantity}
            onChange={changeTo}
            commit="leave"
            label={t('cart.setQuantity', { name })}
            itemName={name}
            testId="cart-quantity"
            {...(left === undefined ? {} : { describedBy: `short-${item.uuid}` })}
          />
          <div className="text-end">
            <p className="text-xs text-slate-600">
              {t('cart.unitPrice')}: <Money value={item.selling_price_after_tax} />
            </p>
            {taxed && <p className="text-xs text-slate-600">{t('common.taxIncludedPlain')}</p>}
            <p className="font-bold text-teal-800" data-testid="cart-line-total">
              <Money value={item.total} />
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
