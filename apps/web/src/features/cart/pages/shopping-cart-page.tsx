import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { productImageSrc } from '../../../lib/product-image';
import { productPath, routePath } from '../../../lib/routes';
import { ArrowEndIcon, CartIcon, MinusIcon, PlusIcon, TrashIcon } from '../../../lib/ui/icons';
import { FallbackImage } from '../../../lib/ui/product-image';
import { EmptyPage, PageHeading } from '../../../lib/ui/states';
import { useLocale } from '../../../lib/i18n';
import { useCartStore, useCartTotals, useStockCheck, type CartItem } from '../../../lib/cart';

export function ShoppingCartPage() {
  const { t } = useTranslation();
  const items = useCartStore((s) => s.items);
  const totals = useCartTotals();

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
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ul className="space-y-3" aria-label={t('cart.title')}>
          {items.map((item) => (
            <li key={item.uuid}>
              <CartLine item={item} />
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
            <SummaryRow label={t('cart.cartTotal')} value={totals.total} testId="summary-total" />
            <SummaryRow label={t('cart.totalDiscount')} value={totals.discount} testId="summary-discount" negative />
            <SummaryRow label={t('cart.totalTax')} value={totals.tax} testId="summary-tax" />
            <SummaryRow label={t('cart.amountToPay')} value={totals.amountToPay} testId="summary-pay" strong />
          </dl>
          <Link
            to={routePath('client.checkout')}
            data-testid="checkout"
            className="flex h-12 items-center justify-center gap-2 rounded-xl bg-teal-700 font-semibold text-white transition hover:bg-teal-800"
          >
            {t('cart.checkout')}
            <ArrowEndIcon className="size-5 rtl:-scale-x-100" />
          </Link>
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
  negative = false,
}: {
  label: string;
  value: number;
  testId: string;
  strong?: boolean;
  negative?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div
      className={`flex items-center justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-3 text-base font-bold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId} className={negative && value > 0 ? 'text-rose-700' : ''}>
        <bdi dir="ltr">
          {negative && value > 0 ? '−' : ''}
          {formatPrice(value, locale)}
        </bdi>{' '}
        {t('currency')}
      </dd>
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { increase, decrease, setQuantity, remove } = useCartStore.getState();
  const check = useStockCheck();
  const name = locale === 'en' ? item.name_en || item.name_ar : item.name_ar || item.name_en;
  const description = locale === 'en' ? item.short_description_en : item.short_description_ar;
  const discounted = item.selling_price_after_discount < item.selling_price;

  const changeTo = async (quantity: number) => {
    const next = Math.max(1, Math.floor(quantity));
    if (!Number.isFinite(next) || next === item.quantity) return;
    if (next > item.quantity && (await check(item.uuid, next, false)) !== 'allowed') return;
    if (next === item.quantity + 1) increase(item.uuid);
    else if (next === item.quantity - 1) decrease(item.uuid);
    else setQuantity(item.uuid, next);
  };

  return (
    <article
      data-testid="cart-line"
      className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200/70 sm:gap-4 sm:p-4"
    >
      <Link to={productPath(item.uuid)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <FallbackImage
          src={productImageSrc(item)}
          alt=""
          width={96}
          height={96}
          className="size-20 rounded-xl bg-slate-50 object-contain p-1 sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-slate-900">
              <Link to={productPath(item.uuid)} className="line-clamp-2 hover:text-teal-700" dir="auto">
                {name}
              </Link>
            </h2>
            {description && (
              <p className="line-clamp-1 text-sm text-slate-600" dir="auto">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => remove(item.uuid)}
            aria-label={t('cart.removeNamed', { name })}
            className="grid size-10 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-rose-50 hover:text-rose-700"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="inline-flex items-center rounded-xl ring-1 ring-slate-300">
            <Stepper
              label={t('common.decrease')}
              disabled={item.quantity <= 1}
              onClick={() => void changeTo(item.quantity - 1)}
            >
              <MinusIcon className="size-4" />
            </Stepper>
            <input
              key={item.quantity}
              type="number"
              inputMode="numeric"
              min={1}
              defaultValue={item.quantity}
              aria-label={t('cart.setQuantity', { name })}
              data-testid="cart-quantity"
              onBlur={(e) => {
                const input = e.currentTarget;
                void changeTo(Number(input.value)).then(() => {
                  const current = useCartStore.getState().items.find((i) => i.uuid === item.uuid);
                  if (current) input.value = String(current.quantity);
                });
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur();
              }}
              className="h-10 w-14 border-x border-slate-300 text-center font-semibold [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <Stepper label={t('common.increase')} onClick={() => void changeTo(item.quantity + 1)}>
              <PlusIcon className="size-4" />
            </Stepper>
          </div>
          <div className="text-end">
            <p className="text-xs text-slate-600">
              {t('cart.unitPrice')}: <bdi>{formatPrice(item.selling_price, locale)}</bdi> {t('currency')}
            </p>
            {discounted && (
              <p className="text-xs font-semibold text-rose-700">
                {t('cart.afterDiscount')}: <bdi>{formatPrice(item.selling_price_after_discount, locale)}</bdi>{' '}
                {t('currency')}
              </p>
            )}
            <p className="font-bold text-teal-800" data-testid="cart-line-total">
              <bdi>{formatPrice(item.total, locale)}</bdi> {t('currency')}
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}

function Stepper({
  label,
  onClick,
  disabled = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="grid size-10 place-items-center text-slate-700 first:rounded-s-xl last:rounded-e-xl hover:bg-slate-100 disabled:opacity-40"
    >
      {children}
    </button>
  );
}
