import type { ServicePackage } from '@dukkan/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StoreIcon, TruckIcon } from '../../../lib/ui/icons';
import { Spinner } from '../../../lib/ui/states';
import { useLocalized } from '../../../lib/i18n';
import { Money } from '../../../lib/ui/money';
import { deliveryCitiesQueryOptions } from '../../../lib/api/get-delivery-cities';
import type { CheckoutForm } from '../checkout-form';
import { SelectField } from '../../../lib/ui/form-field';
import { InputField, NamePhoneFields, RadioCard, radioClass, useErrorText } from './checkout-fields';
import { SectionCard } from './section-card';

/** Pickup or a delivery company; for delivery, the city, its service packages, the place and the receiver. */
export function DeliverySection({
  form,
  delivery,
  cityId,
  packages,
  picker,
  showAddressFields = true,
}: {
  form: UseFormReturn<CheckoutForm>;
  delivery: boolean;
  cityId: string;
  packages: UseQueryResult<ServicePackage[]>;
  /** a logged-in client's saved addresses, above the fields */
  picker?: ReactNode;
  /** false while a saved address fills the city, place and receiver */
  showAddressFields?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const errorText = useErrorText();
  const { register, setValue, formState } = form;
  const cities = useQuery({ ...deliveryCitiesQueryOptions(), enabled: delivery });
  const packageError = errorText(formState.errors.service_package_id);
  // a city filled in before the list of cities had come (from the profile or a saved address) is shown once it has,
  // as a select cannot take a value it has no option for; a city the shop does not deliver to is left for the
  // shopper to choose
  useEffect(() => {
    if (!cities.data || !cityId) return;
    setValue('city_id', cities.data.some((city) => String(city.id) === cityId) ? cityId : '');
  }, [cities.data, cityId, setValue]);

  return (
    <SectionCard title={t('checkout.deliveryTitle')}>
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
          {picker}
          {showAddressFields && (
            <SelectField
              id="city_id"
              label={t('checkout.city')}
              error={errorText(formState.errors.city_id)}
              placeholder={t('checkout.chooseCity')}
              options={(cities.data ?? []).map((city) => ({ value: String(city.id), label: localized(city.name) }))}
              {...register('city_id', { onChange: () => setValue('service_package_id', '') })}
            />
          )}

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
                        aria-describedby={packageError ? 'service_package_id-error' : undefined}
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

          {showAddressFields && (
            <>
              <InputField
                form={form}
                name="near_place"
                label={t('checkout.nearPlace')}
                hint={t('checkout.nearPlaceHint')}
                autoComplete="street-address"
                dir="auto"
              />
              <NamePhoneFields
                form={form}
                name="receiver_name"
                phone="receiver_phone"
                nameLabel={t('checkout.receiverName')}
                phoneLabel={t('checkout.receiverPhone')}
              />
            </>
          )}
        </div>
      )}
    </SectionCard>
  );
}
