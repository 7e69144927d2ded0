import { SOCIAL_NETWORKS, type AdminShopSettings } from '@dukkan/contracts';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors, typedNumber } from '../../../lib/form-errors';
import { Field } from '../../../lib/ui/field';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useSaveShopSettings } from '../api/settings';

interface Values {
  shop_name_ar: string;
  shop_name_en: string;
  address_ar: string;
  address_en: string;
  phones: { value: string }[];
  emails: { value: string }[];
  social_links: { network: string; url: string }[];
  whatsapp: string;
  terms_ar: string;
  terms_en: string;
  low_stock_threshold: string;
}
const FIELDS = [
  'shop_name_ar',
  'shop_name_en',
  'address_ar',
  'address_en',
  'phones',
  'emails',
  'social_links',
  'whatsapp',
  'terms_ar',
  'terms_en',
  'low_stock_threshold',
];

const valuesOf = (s: AdminShopSettings): Values => ({
  ...s,
  phones: (s.phones.length ? s.phones : ['']).map((value) => ({ value })),
  emails: (s.emails.length ? s.emails : ['']).map((value) => ({ value })),
  low_stock_threshold: String(s.low_stock_threshold),
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className={`${cardClass} grid gap-3 sm:grid-cols-2`}>
      <legend className="float-start mb-1 w-full text-lg font-bold sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

const removeButton =
  'min-h-11 shrink-0 rounded-xl border border-red-300 bg-white px-3 font-semibold text-red-800 hover:bg-red-50';

export function SettingsForm({ settings }: { settings: AdminShopSettings }) {
  const { t } = useTranslation();
  const save = useSaveShopSettings();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: valuesOf(settings) });
  const phones = useFieldArray({ control, name: 'phones' });
  const emails = useFieldArray({ control, name: 'emails' });
  const links = useFieldArray({ control, name: 'social_links' });
  const onSubmit = handleSubmit((v) => {
    setFormError(null);
    save.mutate(
      {
        ...v,
        phones: v.phones.map((p) => p.value),
        emails: v.emails.map((e) => e.value),
        social_links: v.social_links as { network: (typeof SOCIAL_NETWORKS)[number]; url: string }[],
        low_stock_threshold: typedNumber(v.low_stock_threshold) as number,
      },
      {
        onSuccess: (saved) => {
          reset(valuesOf(saved));
          toast(t('settings.saved'));
        },
        onError: (error) =>
          setFormError(
            showServerErrors(error, setError, FIELDS, t('app.networkError'), (f) =>
              /^(phones|emails)\.\d+$/.test(f) ? `${f}.value` : f,
            ),
          ),
      },
    );
  });
  const listError = (name: 'phones' | 'emails') => (errors[name] as { message?: string } | undefined)?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {formError}
        </p>
      )}
      <Section title={t('settings.identity')}>
        <Field label={t('settings.nameAr')} error={errors.shop_name_ar?.message}>
          {(props) => <input {...props} {...register('shop_name_ar')} dir="rtl" lang="ar" className={inputClass} />}
        </Field>
        <Field label={t('settings.nameEn')} error={errors.shop_name_en?.message}>
          {(props) => <input {...props} {...register('shop_name_en')} dir="ltr" lang="en" className={inputClass} />}
        </Field>
        <Field label={t('settings.addressAr')} error={errors.address_ar?.message}>
          {(props) => <input {...props} {...register('address_ar')} dir="rtl" lang="ar" className={inputClass} />}
        </Field>
        <Field label={t('settings.addressEn')} error={errors.address_en?.message}>
          {(props) => <input {...props} {...register('address_en')} dir="ltr" lang="en" className={inputClass} />}
        </Field>
      </Section>

      <Section title={t('settings.contact')}>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-slate-700">{t('settings.phones')}</p>
          <p className="text-xs text-slate-600">{t('settings.phonesHint')}</p>
          {phones.fields.map((f, i) => (
            <div key={f.id} className="flex items-start gap-2">
              <div className="grow">
                <Field label={t('settings.phone', { n: i + 1 })} error={errors.phones?.[i]?.value?.message}>
                  {(props) => (
                    <input {...props} {...register(`phones.${i}.value`)} type="tel" dir="ltr" className={inputClass} />
                  )}
                </Field>
              </div>
              {phones.fields.length > 1 && (
                <button
                  type="button"
                  className={`${removeButton} mt-6`}
                  onClick={() => phones.remove(i)}
                  aria-label={t('settings.removeItem', { item: t('settings.phone', { n: i + 1 }) })}
                >
                  {t('settings.remove')}
                </button>
              )}
            </div>
          ))}
          {listError('phones') && <p className="text-sm text-red-700">{listError('phones')}</p>}
          {phones.fields.length < 3 && (
            <button
              type="button"
              className={`${secondaryButton} self-start`}
              onClick={() => phones.append({ value: '' })}
            >
              {t('settings.addPhone')}
            </button>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-slate-700">{t('settings.emails')}</p>
          <p className="text-xs text-slate-600">{t('settings.emailsHint')}</p>
          {emails.fields.map((f, i) => (
            <div key={f.id} className="flex items-start gap-2">
              <div className="grow">
                <Field label={t('settings.email', { n: i + 1 })} error={errors.emails?.[i]?.value?.message}>
                  {(props) => (
                    <input
                      {...props}
                      {...register(`emails.${i}.value`)}
                      type="email"
                      dir="ltr"
                      className={inputClass}
                    />
                  )}
                </Field>
              </div>
              {emails.fields.length > 1 && (
                <button
                  type="button"
                  className={`${removeButton} mt-6`}
                  onClick={() => emails.remove(i)}
                  aria-label={t('settings.removeItem', { item: t('settings.email', { n: i + 1 }) })}
                >
                  {t('settings.remove')}
                </button>
              )}
            </div>
          ))}
          {listError('emails') && <p className="text-sm text-red-700">{listError('emails')}</p>}
          {emails.fields.length < 5 && (
            <button
              type="button"
              className={`${secondaryButton} self-start`}
              onClick={() => emails.append({ value: '' })}
            >
              {t('settings.addEmail')}
            </button>
          )}
        </div>
        <Field label={t('settings.whatsapp')} hint={t('settings.whatsappHint')} error={errors.whatsapp?.message}>
          {(props) => <input {...props} {...register('whatsapp')} type="tel" dir="ltr" className={inputClass} />}
        </Field>
      </Section>

      <Section title={t('settings.social')}>
        {links.fields.map((f, i) => (
          <div key={f.id} className="flex flex-wrap items-start gap-2 sm:col-span-2">
            <div className="w-40">
              <Field label={t('settings.network')} error={errors.social_links?.[i]?.network?.message}>
                {(props) => (
                  <select {...props} {...register(`social_links.${i}.network`)} className={inputClass}>
                    {SOCIAL_NETWORKS.map((n) => (
                      <option key={n} value={n}>
                        {t(`settings.networks.${n}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <div className="min-w-56 grow">
              <Field label={t('settings.url')} error={errors.social_links?.[i]?.url?.message}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`social_links.${i}.url`)}
                    type="url"
                    dir="ltr"
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
            <button
              type="button"
              className={`${removeButton} mt-6`}
              onClick={() => links.remove(i)}
              aria-label={t('settings.removeItem', { item: t('settings.url') })}
            >
              {t('settings.remove')}
            </button>
          </div>
        ))}
        {links.fields.length < SOCIAL_NETWORKS.length && (
          <button
            type="button"
            className={`${secondaryButton} self-start justify-self-start`}
            onClick={() => links.append({ network: 'facebook', url: 'https://' })}
          >
            {t('settings.addLink')}
          </button>
        )}
      </Section>

      <Section title={t('settings.terms')}>
        <Field label={t('settings.termsAr')} error={errors.terms_ar?.message}>
          {(props) => (
            <textarea {...props} {...register('terms_ar')} rows={8} dir="rtl" lang="ar" className={inputClass} />
          )}
        </Field>
        <Field label={t('settings.termsEn')} error={errors.terms_en?.message}>
          {(props) => (
            <textarea {...props} {...register('terms_en')} rows={8} dir="ltr" lang="en" className={inputClass} />
          )}
        </Field>
      </Section>

      <Section title={t('settings.stock')}>
        <Field
          label={t('settings.lowStock')}
          hint={t('settings.lowStockHint')}
          error={errors.low_stock_threshold?.message}
        >
          {(props) => (
            <input
              {...props}
              {...register('low_stock_threshold')}
              inputMode="numeric"
              dir="ltr"
              className={inputClass}
            />
          )}
        </Field>
      </Section>

      <div>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? t('app.saving') : t('app.save')}
        </button>
      </div>
    </form>
  );
}
