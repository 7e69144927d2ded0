import { ADDRESS_LIMITS, nearPlaceOf, type Address, type DiscountCode, type LineProblem } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListsTranslation } from '../../../lib/i18n/lists';
import { Link } from 'react-router';
import { addressesQueryOptions, createAddress } from '../../../lib/addresses';
import { ApiError } from '../../../lib/api-client';
import { deliveryCitiesQueryOptions } from '../../../lib/api/get-delivery-cities';
import { useLocalized } from '../../../lib/i18n';
import { toLocalPhone } from '../../../lib/phone';
import { applyServerErrors, useFormSummary } from '../../../lib/form-errors';
import { routePath } from '../../../lib/routes';
import { CartIcon, CashIcon, UserIcon } from '../../../lib/ui/icons';
import { FormError, SubmitButton } from '../../../lib/ui/form-field';
import { EmptyPage, PageHeading } from '../../../lib/ui/states';
import { getToken, useAuthStore, useSession, useStartSession } from '../../../lib/auth';
import { useCartStore, type CartItem } from '../../../lib/cart';
import { orderQueryOptions } from '../../../lib/api/get-order';
import { Text } from '../../../lib/ui/text';
import { TotalsList } from '../../../lib/ui/totals-list';
import { useWhatsAppButtonAside } from '../../../lib/ui/whatsapp-link';
import { createSubscriber } from '../api/create-subscriber';
import { servicePackagesQueryOptions } from '../api/get-service-packages';
import { orderProblems, placeOrder } from '../api/place-order';
import { useFocusAfterRemoval } from '../../../lib/ui/focus-after-removal';
import {
  CHECKOUT_FIELDS,
  checkoutFormSchema,
  formFieldOf,
  splitName,
  toSaleBody,
  type CheckoutForm,
} from '../checkout-form';
import { checkoutTotals } from '../checkout-summary';
import { AddressPicker, type AddressChoice } from '../components/address-picker';
import { CheckoutProblems } from '../components/checkout-problems';
import { Confirmation } from '../components/confirmation';
import { DeliverySection } from '../components/delivery-section';
import { DiscountCodeBox } from '../components/discount-code-box';
import { RadioCard, radioClass } from '../components/checkout-fields';
import { SectionCard } from '../components/section-card';
import { SummaryLine } from '../components/summary-line';
import { WhoSection } from '../components/who-section';
import {
  clearCheckoutDraft,
  clearPlacedOrder,
  readCheckoutDraft,
  readPlacedOrder,
  tabAttemptStore,
  writeCheckoutDraft,
  writePlacedOrder,
  type PlacedOrder,
} from '../checkout-draft';
import { createIdempotencyKeys } from '../idempotency';

export function CheckoutPage() {
  const { t } = useTranslation();
  const items = useCartStore((s) => s.items);
  // the confirmation of the order placed in this tab outlives a reload and back-then-forward while the cart stays
  // empty; a cart with lines again is a new checkout, never shown the last one's confirmation
  const [placed, setPlaced] = useState<PlacedOrder | null>(() => (items.length === 0 ? readPlacedOrder() : null));

  if (placed) return <Confirmation order={placed} />;

  if (items.length === 0) {
    return (
      <EmptyPage
        title={t('checkout.title')}
        icon={<CartIcon className="size-8" />}
        emptyTitle={t('checkout.empty')}
        emptyText={t('checkout.emptyHint')}
        linkTo={routePath('client.home')}
        linkLabel={t('checkout.keepShopping')}
      />
    );
  }

  return <CheckoutScreen items={items} onPlaced={setPlaced} />;
}

type Problems = Record<string, LineProblem>;

const ADDRESS_FORM_FIELDS = ['city_id', 'near_place', 'receiver_name', 'receiver_phone'] as const;

/**
 * Fills the spec's delivery fields from a saved address (the request stays exactly the spec's; the server checks
 * it as it checks any order), or empties them for another address, the receiver defaulting to the account holder.
 */
function fillAddress(
  form: UseFormReturn<CheckoutForm>,
  address: Address | undefined,
  holder: { name: string; phone: string },
) {
  const { setValue, getValues, clearErrors } = form;
  const city = address ? String(address.city_id) : '';
  if (getValues('city_id') !== city) setValue('service_package_id', '');
  setValue('delivery_method', 'delivery_company');
  setValue('city_id', city);
  setValue('near_place', address ? nearPlaceOf(address) : '');
  setValue('receiver_name', address ? address.recipient_name : holder.name);
  setValue('receiver_phone', toLocalPhone(address ? address.phone : holder.phone));
  clearErrors([...ADDRESS_FORM_FIELDS]);
}

function CheckoutScreen({ items, onPlaced }: { items: CartItem[]; onPlaced: (order: PlacedOrder) => void }) {
  const { t } = useTranslation();
  const { t: tl } = useListsTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const startSession = useStartSession();
  // no floating WhatsApp button over the checkout: on a phone it covered the end of "place order", the step that must
  // not be missed, and on a desk the page's one task is the order
  useWhatsAppButtonAside();
  // the attempt's key and the typed form outlive a reload of this tab (decision 0087)
  const [keys] = useState(() => createIdempotencyKeys(undefined, tabAttemptStore));
  const [draft] = useState(readCheckoutDraft);
  // a new checkout has begun: the last order's confirmation is over, and a reload comes back to this form
  useEffect(clearPlacedOrder, []);
  const problemsRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: draft.values,
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
  const [formError, setFormError] = useFormSummary<ReactNode>(form.formState.errors);
  const [pending, setPending] = useState(false);

  const totals = checkoutTotals(items, code, selectedPackage?.price ?? 0);

  // a logged-in client starts from the default saved address, and may pick another or type a new one
  const localized = useLocalized();
  const addressBook = useQuery(addressesQueryOptions(session.isLogin ? session.token : null));
  const savedAddresses = session.isLogin ? (addressBook.data ?? []) : [];
  const [addressChoice, setAddressChoice] = useState<AddressChoice | null>(null);
  const [saveNewAddress, setSaveNewAddress] = useState(false);
  const holderName = session.client ? `${session.client.first_name} ${session.client.last_name}`.trim() : '';
  const holder = { name: holderName, phone: session.client?.phone ?? '' };
  const chooseAddress = (choice: AddressChoice) => {
    setAddressChoice(choice);
    fillAddress(
      form,
      savedAddresses.find((a) => a.uuid === choice),
      holder,
    );
  };
  // once the book has loaded, the default address is chosen, unless the shopper typed an address before logging in here
  const loadedAddresses = session.isLogin ? addressBook.data : undefined;
  const [preselected, setPreselected] = useState<Address | null>(null);
  const [placeFromProfile, setPlaceFromProfile] = useState(false);
  if (addressChoice === null && loadedAddresses) {
    // the saved address picked before a reload or a trip to the cart, while the book still has it; else the default
    const picked = loadedAddresses.find((a) => a.uuid === draft.choice);
    const preferred = loadedAddresses.find((a) => a.is_default);
    const chosen = picked ?? (form.getValues('near_place').trim() ? undefined : preferred);
    setAddressChoice(chosen ? chosen.uuid : 'new');
    if (chosen) setPreselected(chosen);
    // an empty address book: the city and nearest place given at registration, unless the shopper typed a place
    else if (!loadedAddresses.length && !form.getValues('near_place').trim()) setPlaceFromProfile(true);
  }
  useEffect(() => {
    if (preselected) fillAddress(form, preselected, { name: '', phone: '' });
  }, [preselected, form]);
  // what is typed, and the address picked, are kept in the tab as they change (decision 0087)
  const keptChoice = addressChoice ?? draft.choice ?? null;
  useEffect(() => {
    writeCheckoutDraft(form.getValues(), keptChoice);
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeCheckoutDraft(values, keptChoice),
    });
  }, [form, keptChoice]);
  const addressErrors = ADDRESS_FORM_FIELDS.some((field) => form.formState.errors[field]);
  const usingSaved = savedAddresses.length > 0 && addressChoice !== null && addressChoice !== 'new';

  // a shopper who logs in from here orders with the account; the receiver defaults to the account holder, the phone
  // as forms show it (09…); the place comes from the address book (its default address), or from the profile while
  // the book is empty
  const client = session.client;
  useEffect(() => {
    if (!placeFromProfile || !client) return;
    if (client.city_id !== null && !getValues('city_id')) setValue('city_id', String(client.city_id));
    if (client.near_place && !getValues('near_place').trim()) setValue('near_place', client.near_place);
  }, [placeFromProfile, client, getValues, setValue]);
  useEffect(() => {
    if (!session.isLogin) return;
    setValue('as_guest', false);
    if (!client) return;
    if (!getValues('receiver_name')) setValue('receiver_name', `${client.first_name} ${client.last_name}`.trim());
    if (!getValues('receiver_phone') && client.phone) setValue('receiver_phone', toLocalPhone(client.phone));
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

  // a fixed line's buttons go with its problem: the keyboard's focus goes on to the next problem's fix, and once
  // none is left to placing the order
  const placeOrderButton = useCallback(() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]'), []);
  const fixed = useFocusAfterRemoval(problems, '[data-line-fix]', placeOrderButton);
  const fixOne = (problem: LineProblem, remove?: boolean) => {
    fixed(problemList.indexOf(problem));
    fixLine(problem, remove);
  };

  const fixAll = () => {
    fixed(0);
    problemList.forEach((problem) => fixLine(problem));
    setChangedTotal(null);
  };

  function showError(error: unknown) {
    const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
    // after a network failure or a 5xx the order may or may not have been placed: the retry keeps the key
    keys.settle(refused ? 'refused' : 'unknown');
    if (refused && error.status === 401) useAuthStore.getState().clearToken();
    const replayed = refused && error.status === 422 ? error.fieldErrors['idempotency_key']?.[0] : undefined;
    if (replayed) {
      // an earlier submission of this attempt was placed after all
      keys.settle('placed');
      clearCheckoutDraft();
      setFormError(
        <>
          {replayed}{' '}
          <Link to={routePath('client.Orders')} className="font-semibold underline">
            {t('checkout.seeOrders')}
          </Link>
        </>,
      );
      return;
    }
    const details = orderProblems(error);
    if (details && details.lines.length > 0) {
      setProblems(Object.fromEntries(details.lines.map((line) => [line.uuid, line])));
    }
    if (details?.totals) setChangedTotal(details.totals.total);
    const linesShown = details !== null && (details.lines.length > 0 || details.totals !== undefined);
    setFormError(
      applyServerErrors(error, {
        fields: CHECKOUT_FIELDS,
        fieldOf: formFieldOf,
        setError,
        fallback: t('common.unexpectedError'),
        shownElsewhere: linesShown,
        claim: (key, message) => {
          if (key === 'discount_code') {
            setCode(null);
            setCodeError(message);
            return true;
          }
          // the lines' own messages: the changed lines are shown in the summary
          return linesShown && (key.startsWith('products') || key === 'expected_total');
        },
      }),
    );
    if (details) requestAnimationFrame(() => problemsRef.current?.focus());
  }

  /** "Save this address": after the order, into the address book, named after its city. */
  const saveTypedAddress = (values: CheckoutForm) => {
    const city = queryClient
      .getQueryData(deliveryCitiesQueryOptions().queryKey)
      ?.find((c) => String(c.id) === values.city_id);
    createAddress({
      label: city ? localized(city.name) : tl('addresses.another'),
      recipient_name: values.receiver_name,
      phone: values.receiver_phone,
      city_id: values.city_id,
      address_line: values.near_place,
    })
      .then(() => queryClient.invalidateQueries({ queryKey: ['addresses'] }))
      // the order is placed; an address the book refuses (e.g. a place longer than an address line) is not worth
      // an error on the confirmation
      .catch(() => undefined);
  };

  const onValid = async (values: CheckoutForm) => {
    setFormError(null);
    setProblems({});
    setChangedTotal(null);
    if (!session.isLogin && !values.as_guest) {
      setFormError(<Text k="checkout.chooseWho" />);
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
      const answer = await placeOrder(body, keys.keyFor(body));
      keys.settle('placed');
      clearCheckoutDraft();
      writePlacedOrder(answer.data);
      if (saveNewAddress && addressChoice === 'new' && values.delivery_method === 'delivery_company') {
        saveTypedAddress(values);
      }
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
      <PageHeading title={t('checkout.title')} />
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void form.handleSubmit(onValid, () => setFormError(<Text k="checkout.checkFields" />))(e)}
        className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]"
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
          <DeliverySection
            form={form}
            delivery={delivery}
            cityId={cityId}
            packages={packages}
            showAddressFields={!usingSaved || addressErrors}
            picker={
              session.isLogin && addressChoice !== null ? (
                <AddressPicker
                  addresses={savedAddresses}
                  choice={addressChoice}
                  onChoose={chooseAddress}
                  saveNew={saveNewAddress}
                  onSaveNew={setSaveNewAddress}
                  canSave={savedAddresses.length < ADDRESS_LIMITS.maxPerClient}
                />
              ) : undefined
            }
          />
          <SectionCard title={t('checkout.paymentTitle')}>
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
          </SectionCard>
        </div>

        <aside className="h-fit space-y-4 lg:sticky lg:top-4" aria-labelledby="checkout-summary">
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
              <CheckoutProblems
                ref={problemsRef}
                changedTotal={changedTotal}
                hasProblems={hasProblems}
                onFixAll={fixAll}
              />
            ) : null}

            <ul className="divide-y divide-slate-100" aria-label={t('checkout.yourProducts')}>
              {items.map((item) => (
                <li key={item.uuid} className="py-2.5 first:pt-0">
                  <SummaryLine item={item} problem={problems[item.uuid]} onFix={fixOne} />
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

            <TotalsList
              totals={totals}
              showDeliveryFee={delivery}
              deliveryFeeLater={delivery && !selectedPackage}
              testIdPrefix="summary"
            />

            <FormError error={formError} testId="checkout-error" />
            <SubmitButton pending={pending} testId="place-order" wide>
              {pending ? t('checkout.placing') : t('checkout.placeOrder')}
            </SubmitButton>
          </section>
        </aside>
      </form>
    </div>
  );
}
