import {
  fromMilli,
  toMilli,
  type DiscountCode,
  type LineProblem,
  type Order,
  type ServicePackage,
} from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { productImageSrc } from '../../../lib/product-image';
import { routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { AlertIcon, CartIcon, UserIcon } from '../../../lib/ui/icons';
import { FallbackImage } from '../../../lib/ui/product-image';
import { EmptyState, PageTitle, Spinner } from '../../../lib/ui/states';
import { getToken, useAuthStore, useSession, useStartSession } from '../../auth';
import { useCartStore, type CartItem } from '../../cart';
import { useLocalized } from '../../i18n';
import { Money, orderQueryOptions, TotalsList, useMoneyText } from '../../orders';
import { checkDiscountCode } from '../api/check-discount-code';
import { createSubscriber } from '../api/create-subscriber';
import { deliveryCitiesQueryOptions } from '../api/get-delivery-cities';
import { servicePackagesQueryOptions } from '../api/get-service-packages';
import { orderProblems, placeOrder } from '../api/place-order';
import {
  checkoutFormSchema,
  emptyCheckoutForm,
  formFieldOf,
  splitName,
  toSaleBody,
  type CheckoutForm,
} from '../checkout-form';
import { checkoutTotals, codeApplies, goodsAmount } from '../checkout-summary';
import { Confirmation } from '../components/confirmation';
import { Field, inputClass, RadioCard, radioClass, useErrorText } from '../components/field';
import { CashIcon, StoreIcon, TruckIcon } from '../components/icons';
import { ProblemText, useFixLabel } from '../components/order-problems';
import { createIdempotencyKeys } from '../idempotency';

export function CheckoutPage() {
  const { t } = useTranslation();
  const items = useCartStore((s) => s.items);
  const [placed, setPlaced] = useState<Order | null>(null);

  if (placed) return <Confirmation order={placed} />;

  if (items.length === 0) {
    return (
      <div className="space-y-5">
        <DocumentTitle title={t('checkout.title')} />
        <PageTitle>{t('checkout.title')}</PageTitle>
        <EmptyState
          icon={<CartIcon className="size-8" />}
          title={t('checkout.empty')}
          text={t('checkout.emptyHint')}
          action={
            <Link
              to={routePath('client.home')}
              className="rounded-xl bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
            >
              {t('checkout.keepShopping')}
            </Link>
          }
        />
      </div>
    );
  }

  return <CheckoutScreen items={items} onPlaced={setPlaced} />;
}

type Problems = Record<string, LineProblem>;

function CheckoutScreen({ items, onPlaced }: { items: CartItem[]; onPlaced: (order: Order) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const startSession = useStartSession();
  const keys = useRef(createIdempotencyKeys());
  const problemsRef = useRef<HTMLDivElement>(null);
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: emptyCheckoutForm,
    reValidateMode: 'onChange',
  });
  const { setValue, getValues, setError, control } = form;
  const [method, cityId, packageId, asGuest] = useWatch({
    control,
    name: ['delivery_method', 'city_id', 'service_package_id', 'as_guest'],
  });

  const delivery = method === 'delivery_company';
  const packages = useQuery(servicePackagesQueryOptions(delivery && cityId ? Number(cityId) : null));
  const selectedPackage = delivery ? packages.data?.find((p) => String(p.id) === packageId) : undefined;

  const [code, setCode] = useState<DiscountCode | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  const [formError, setFormError] = useState<ReactNode>(null);
  const [pending, setPending] = useState(false);

  const totals = checkoutTotals(items, code, selectedPackage?.price ?? 0);

  // a shopper who logs in from here orders with the account; the receiver defaults to the account holder
  const client = session.client;
  useEffect(() => {
    if (!session.isLogin) return;
    setValue('as_guest', false);
    if (!client) return;
    if (!getValues('receiver_name')) setValue('receiver_name', `${client.first_name} ${client.last_name}`.trim());
    if (!getValues('receiver_phone') && client.phone) setValue('receiver_phone', client.phone);
  }, [session.isLogin, client, setValue, getValues]);

  // problems of lines the shopper has since removed are gone
  const problemList = items.map((item) => problems[item.uuid]).filter((p): p is LineProblem => p !== undefined);
  const hasProblems = problemList.length > 0;

  /** Takes the server's answer for a line: its current prices, and the quantity it allows (or removes it). */
  const fixLine = (problem: LineProblem, remove = false) => {
    const cart = useCartStore.getState();
    if (
      problem.selling_price !== null &&
      problem.selling_price_after_discount !== null &&
      problem.selling_price_after_tax !== null
    ) {
      cart.updatePrices(problem.uuid, {
        selling_price: problem.selling_price,
        selling_price_after_discount: problem.selling_price_after_discount,
        selling_price_after_tax: problem.selling_price_after_tax,
      });
    }
    if (remove || problem.reason === 'not_found' || problem.reason === 'unavailable') cart.remove(problem.uuid);
    else if (problem.reason === 'insufficient_stock') {
      if (problem.available_quantity > 0) cart.setQuantity(problem.uuid, problem.available_quantity);
      else cart.remove(problem.uuid);
    }
    setProblems((current) => {
      const next = { ...current };
      delete next[problem.uuid];
      return next;
    });
    if (problemList.every((p) => p.uuid === problem.uuid)) setChangedTotal(null);
  };

  const fixAll = () => {
    problemList.forEach((problem) => fixLine(problem));
    setChangedTotal(null);
  };

  function showError(error: unknown) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
      // the order may or may not have been placed: the retry keeps the key
      keys.current.settle('unknown');
      setFormError(t('common.unexpectedError'));
      return;
    }
    keys.current.settle('refused');
    if (error.status === 401) useAuthStore.getState().clearToken();
    if (error.status !== 422) {
      setFormError(error.message);
      return;
    }
    const fields = error.fieldErrors;
    if (fields['idempotency_key']) {
      // an earlier submission of this attempt was placed after all
      keys.current.settle('placed');
      setFormError(
        <>
          {fields['idempotency_key'][0]}{' '}
          <Link to={routePath('client.Orders')} className="font-semibold underline">
            {t('checkout.seeOrders')}
          </Link>
        </>,
      );
      return;
    }
    let shown = false;
    const details = orderProblems(error);
    if (details && details.lines.length > 0) {
      setProblems(Object.fromEntries(details.lines.map((line) => [line.uuid, line])));
      shown = true;
    }
    if (details?.totals) {
      setChangedTotal(details.totals.total);
      shown = true;
    }
    for (const [key, messages] of Object.entries(fields)) {
      const message = messages[0];
      if (!message) continue;
      if (key === 'discount_code') {
        setCode(null);
        setCodeError(message);
        shown = true;
        continue;
      }
      const field = formFieldOf(key);
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    setFormError(shown ? null : error.message);
    if (details) requestAnimationFrame(() => problemsRef.current?.focus());
  }

  const onValid = async (values: CheckoutForm) => {
    setFormError(null);
    setProblems({});
    setChangedTotal(null);
    if (!session.isLogin && !values.as_guest) {
      setFormError(t('checkout.chooseWho'));
      return;
    }
    setPending(true);
    try {
      if (!getToken() && values.as_guest) {
        // spec 7: create/subscriber clears the old session first
        useAuthStore.getState().clearToken();
        queryClient.removeQueries({ queryKey: ['auth-client'] });
        startSession(await createSubscriber({ ...splitName(values.guest_name), phone: values.guest_phone.trim() }));
      }
      const body = toSaleBody(values, items, { discountCode: code?.code ?? null, expectedTotal: totals.total });
      const answer = await placeOrder(body, keys.current.keyFor(body));
      keys.current.settle('placed');
      queryClient.setQueryData(orderQueryOptions(answer.data.uuid).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      onPlaced(answer.data);
      useCartStore.getState().clear();
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-5">
      <DocumentTitle title={t('checkout.title')} />
      <PageTitle>{t('checkout.title')}</PageTitle>
      <form
        noValidate
        onSubmit={(e) => void form.handleSubmit(onValid, () => setFormError(t('checkout.checkFields')))(e)}
        className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]"
        aria-busy={pending}
      >
        <div className="min-w-0 space-y-5">
          {!session.isLogin ? (
            <WhoSection form={form} asGuest={asGuest} />
          ) : (
            client && (
              <p className="flex items-center gap-2 rounded-2xl bg-white px-4 py-3 text-slate-700 ring-1 ring-slate-200/70">
                <UserIcon className="size-5 text-teal-700" />
                {t('checkout.loggedInAs', { name: `${client.first_name} ${client.last_name}`.trim() })}
              </p>
            )
          )}
          <DeliverySection form={form} delivery={delivery} cityId={cityId} packages={packages} />
          <Card title={t('checkout.paymentTitle')}>
            <RadioCard
              testId="payment-cod"
              icon={<CashIcon className="size-6" />}
              input={
                <input
                  type="radio"
                  name="payment_method"
                  value="cash_on_delivery"
                  checked
                  readOnly
                  className={radioClass}
                />
              }
              title={t('checkout.cashOnDelivery')}
              text={t('checkout.cashOnDeliveryHint')}
            />
          </Card>
        </div>

        <aside className="h-fit space-y-4 xl:sticky xl:top-4" aria-labelledby="checkout-summary">
          <section
            className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200/70"
            data-testid="checkout-summary"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id="checkout-summary" className="text-lg font-bold text-slate-900">
                {t('checkout.summary')}
              </h2>
              <Link
                to={routePath('client.shopping.cart')}
                className="text-sm font-semibold text-teal-700 hover:underline"
              >
                {t('checkout.editCart')}
              </Link>
            </div>

            {hasProblems || changedTotal !== null ? (
              <div
                ref={problemsRef}
                tabIndex={-1}
                role="alert"
                data-testid="checkout-problems"
                className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
              >
                <p className="flex items-center gap-2 font-bold">
                  <AlertIcon className="size-5 shrink-0" />
                  {t('checkout.problemsTitle')}
                </p>
                <p>{t('checkout.problemsText')}</p>
                {changedTotal !== null && <ChangedTotal total={changedTotal} />}
                {hasProblems && (
                  <button
                    type="button"
                    onClick={fixAll}
                    data-testid="fix-all"
                    className="h-10 rounded-xl bg-amber-600 px-4 font-semibold text-white hover:bg-amber-700"
                  >
                    {t('checkout.fixAll')}
                  </button>
                )}
              </div>
            ) : null}

            <ul className="divide-y divide-slate-100" aria-label={t('checkout.yourProducts')}>
              {items.map((item) => (
                <li key={item.uuid} className="py-2.5 first:pt-0">
                  <SummaryLine item={item} problem={problems[item.uuid]} onFix={fixLine} />
                </li>
              ))}
            </ul>

            <DiscountCodeBox
              items={items}
              code={code}
              error={codeError}
              onApplied={(applied) => {
                setCode(applied);
                setCodeError(null);
              }}
              onError={(message) => {
                setCode(null);
                setCodeError(message);
              }}
            />

            <TotalsList totals={totals} showDeliveryFee={delivery} testIdPrefix="summary" />

            {formError && (
              <p
                role="alert"
                className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800"
                data-testid="checkout-error"
              >
                {formError}
              </p>
            )}
            <button
              type="submit"
              disabled={pending}
              data-testid="place-order"
              className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-teal-700 text-lg font-semibold text-white transition hover:bg-teal-800 disabled:opacity-70"
            >
              {pending && <Spinner className="size-5 border-white border-t-transparent" />}
              {pending ? t('checkout.placing') : t('checkout.placeOrder')}
            </button>
          </section>
        </aside>
      </form>
    </div>
  );
}

function ChangedTotal({ total }: { total: number }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  return <p data-testid="changed-total">{t('checkout.totalChanged', { total: money(total) })}</p>;
}

function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200/70 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function WhoSection({ form, asGuest }: { form: UseFormReturn<CheckoutForm>; asGuest: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, setValue, formState } = form;
  const option =
    'flex min-h-20 flex-col items-start justify-center gap-0.5 rounded-2xl p-4 text-start ring-1 transition hover:ring-teal-500';
  return (
    <Card title={t('checkout.whoTitle')}>
      <div className="grid gap-3 sm:grid-cols-3">
        <button
          type="button"
          onClick={() => useAuthStore.getState().openLoginModal()}
          data-testid="who-login"
          className={`${option} bg-white ring-slate-300`}
        >
          <span className="font-semibold text-slate-900">{t('checkout.whoLogin')}</span>
          <span className="text-sm text-slate-600">{t('checkout.whoLoginHint')}</span>
        </button>
        <Link
          to={routePath('client.registration', {}, { nextUrl: routePath('client.checkout') })}
          data-testid="who-register"
          className={`${option} bg-white ring-slate-300`}
        >
          <span className="font-semibold text-slate-900">{t('checkout.whoRegister')}</span>
          <span className="text-sm text-slate-600">{t('checkout.whoRegisterHint')}</span>
        </Link>
        <button
          type="button"
          aria-pressed={asGuest}
          onClick={() => setValue('as_guest', !asGuest)}
          data-testid="who-guest"
          className={`${option} ${asGuest ? 'bg-teal-50/60 ring-2 ring-teal-600' : 'bg-white ring-slate-300'}`}
        >
          <span className="font-semibold text-slate-900">{t('checkout.whoGuest')}</span>
          <span className="text-sm text-slate-600">{t('checkout.whoGuestHint')}</span>
        </button>
      </div>
      {asGuest && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="guest_name" label={t('checkout.guestName')} error={errorText(formState.errors.guest_name)}>
            {(aria) => (
              <input
                {...aria}
                {...register('guest_name')}
                autoComplete="name"
                dir="auto"
                className={inputClass(!!aria['aria-invalid'])}
              />
            )}
          </Field>
          <Field
            id="guest_phone"
            label={t('checkout.guestPhone')}
            hint={t('checkout.phoneHint')}
            error={errorText(formState.errors.guest_phone)}
          >
            {(aria) => (
              <input
                {...aria}
                {...register('guest_phone')}
                type="tel"
                inputMode="tel"
                dir="ltr"
                autoComplete="tel"
                className={inputClass(!!aria['aria-invalid'])}
              />
            )}
          </Field>
        </div>
      )}
    </Card>
  );
}

function DeliverySection({
  form,
  delivery,
  cityId,
  packages,
}: {
  form: UseFormReturn<CheckoutForm>;
  delivery: boolean;
  cityId: string;
  packages: UseQueryResult<ServicePackage[]>;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const errorText = useErrorText();
  const { register, setValue, formState } = form;
  const cities = useQuery({ ...deliveryCitiesQueryOptions(), enabled: delivery });
  const packageError = errorText(formState.errors.service_package_id);

  return (
    <Card title={t('checkout.deliveryTitle')}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('checkout.deliveryTitle')}</legend>
        <RadioCard
          testId="method-pickup"
          icon={<StoreIcon className="size-6" />}
          input={<input type="radio" value="pickup" {...register('delivery_method')} className={radioClass} />}
          title={t('checkout.pickup')}
          text={t('checkout.pickupHint')}
        />
        <RadioCard
          testId="method-delivery"
          icon={<TruckIcon className="size-6" />}
          input={
            <input type="radio" value="delivery_company" {...register('delivery_method')} className={radioClass} />
          }
          title={t('checkout.deliveryCompany')}
          text={t('checkout.deliveryCompanyHint')}
        />
      </fieldset>

      {delivery && (
        <div className="space-y-4 border-t border-slate-100 pt-4" data-testid="delivery-fields">
          <Field id="city_id" label={t('checkout.city')} error={errorText(formState.errors.city_id)}>
            {(aria) => (
              <select
                {...aria}
                {...register('city_id', { onChange: () => setValue('service_package_id', '') })}
                className={inputClass(!!aria['aria-invalid'])}
              >
                <option value="">{t('checkout.chooseCity')}</option>
                {cities.data?.map((city) => (
                  <option key={city.id} value={String(city.id)}>
                    {localized(city.name)}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <fieldset
            className="space-y-2"
            aria-describedby={packageError ? 'service_package_id-error' : undefined}
            data-testid="packages"
          >
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('checkout.packages')}</legend>
            {!cityId ? (
              <p className="text-sm text-slate-600">{t('checkout.packagesHint')}</p>
            ) : packages.isPending ? (
              <Spinner className="size-6" />
            ) : packages.data?.length ? (
              <div className="grid gap-2 sm:grid-cols-2">
                {packages.data.map((pack) => (
                  <RadioCard
                    key={pack.id}
                    testId="package"
                    input={
                      <input
                        type="radio"
                        value={String(pack.id)}
                        {...register('service_package_id')}
                        aria-invalid={packageError ? true : undefined}
                        className={radioClass}
                      />
                    }
                    title={localized(pack.name)}
                    text={t('checkout.expectedTime', { time: localized(pack.expected_time) })}
                    aside={<Money value={pack.price} />}
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-600">{t('checkout.noPackages')}</p>
            )}
            {packageError && (
              <p id="service_package_id-error" className="text-sm text-rose-700" data-testid="service_package_id-error">
                {packageError}
              </p>
            )}
          </fieldset>

          <Field
            id="near_place"
            label={t('checkout.nearPlace')}
            hint={t('checkout.nearPlaceHint')}
            error={errorText(formState.errors.near_place)}
          >
            {(aria) => (
              <input
                {...aria}
                {...register('near_place')}
                autoComplete="street-address"
                dir="auto"
                className={inputClass(!!aria['aria-invalid'])}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="receiver_name"
              label={t('checkout.receiverName')}
              error={errorText(formState.errors.receiver_name)}
            >
              {(aria) => (
                <input
                  {...aria}
                  {...register('receiver_name')}
                  autoComplete="name"
                  dir="auto"
                  className={inputClass(!!aria['aria-invalid'])}
                />
              )}
            </Field>
            <Field
              id="receiver_phone"
              label={t('checkout.receiverPhone')}
              hint={t('checkout.phoneHint')}
              error={errorText(formState.errors.receiver_phone)}
            >
              {(aria) => (
                <input
                  {...aria}
                  {...register('receiver_phone')}
                  type="tel"
                  inputMode="tel"
                  dir="ltr"
                  autoComplete="tel"
                  className={inputClass(!!aria['aria-invalid'])}
                />
              )}
            </Field>
          </div>
        </div>
      )}
    </Card>
  );
}

function SummaryLine({
  item,
  problem,
  onFix,
}: {
  item: CartItem;
  problem: LineProblem | undefined;
  onFix: (problem: LineProblem, remove?: boolean) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const fixLabel = useFixLabel();
  const name = localized({ ar: item.name_ar, en: item.name_en });
  return (
    <div data-testid="summary-line" data-uuid={item.uuid} className="space-y-2">
      <div className="flex items-center gap-3">
        <FallbackImage
          src={productImageSrc(item)}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-lg bg-slate-50 object-contain p-0.5"
        />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-1 text-sm font-semibold text-slate-900" dir="auto">
            {name}
          </p>
          <p className="text-xs text-slate-600">
            {item.quantity} × <Money value={item.selling_price_after_tax} />
          </p>
        </div>
        <p className="text-sm font-bold text-slate-900">
          <Money value={fromMilli(toMilli(item.selling_price_after_tax) * item.quantity)} />
        </p>
      </div>
      {problem && (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="line-problem"
        >
          <span>
            <ProblemText problem={problem} item={item} />
          </span>
          <span className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => onFix(problem)}
              data-testid="line-fix"
              className="h-9 rounded-lg px-3 font-semibold text-amber-900 ring-1 ring-amber-500 hover:bg-amber-100"
            >
              {fixLabel(problem)}
            </button>
            {problem.reason === 'insufficient_stock' && problem.available_quantity > 0 && (
              <button
                type="button"
                onClick={() => onFix(problem, true)}
                data-testid="line-remove"
                className="h-9 rounded-lg px-3 font-semibold text-amber-900 hover:bg-amber-100"
              >
                {t('checkout.fixRemove')}
              </button>
            )}
          </span>
        </div>
      )}
    </div>
  );
}

function DiscountCodeBox({
  items,
  code,
  error,
  onApplied,
  onError,
}: {
  items: CartItem[];
  code: DiscountCode | null;
  error: string | null;
  onApplied: (code: DiscountCode | null) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const [text, setText] = useState('');
  const [checking, setChecking] = useState(false);
  const inputId = useId();

  const apply = async () => {
    const value = text.trim();
    if (!value) return;
    setChecking(true);
    try {
      onApplied(await checkDiscountCode(value, goodsAmount(items)));
    } catch (e) {
      if (e instanceof ApiError && e.status > 0 && e.status < 500) onError(e.fieldErrors['code']?.[0] ?? e.message);
      else onError(t('common.unexpectedError'));
    } finally {
      setChecking(false);
    }
  };

  const saved = code ? checkoutTotals(items, code, 0).code_discount : 0;
  const belowMin = code !== null && !codeApplies(code, items);

  return (
    <div className="space-y-2 border-t border-slate-100 pt-4" data-testid="discount-code">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {t('checkout.discountLabel')}
      </label>
      {code ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-teal-50 px-3 py-2 text-sm text-teal-900">
          <p role="status" data-testid="code-applied">
            {belowMin
              ? t('checkout.codeBelowMin', { code: code.code, min: money(code.min_order) })
              : t('checkout.codeApplied', { code: code.code, amount: money(saved) })}
          </p>
          <button
            type="button"
            onClick={() => {
              onApplied(null);
              setText('');
            }}
            data-testid="code-remove"
            className="shrink-0 font-semibold text-teal-800 underline"
          >
            {t('checkout.removeCode')}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <input
            id={inputId}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
            placeholder={t('checkout.discountPlaceholder')}
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            data-testid="code-input"
            className={`${inputClass(!!error)} h-11 min-w-0 flex-1 uppercase placeholder:normal-case`}
          />
          <button
            type="button"
            onClick={() => void apply()}
            disabled={checking || !text.trim()}
            data-testid="code-apply"
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl px-4 font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50 disabled:opacity-60"
          >
            {checking && <Spinner className="size-4 border-2" />}
            {t('checkout.apply')}
          </button>
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-rose-700" data-testid="code-error">
          {error}
        </p>
      )}
    </div>
  );
}
