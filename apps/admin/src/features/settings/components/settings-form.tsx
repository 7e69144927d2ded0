import { SOCIAL_NETWORKS, type AdminShopSettings } from '@dukkan/contracts';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typedNumber } from '../../../lib/form-errors';
import { ArEnFields, Field } from '../../../lib/ui/field';
import { FormAlert, type SaveForm, useSaveForm } from '../../../lib/ui/list-editing';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../../../lib/ui/states';
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

const VALUE_LISTS = {
  phones: { type: 'tel', max: 3, item: 'settings.phone', add: 'settings.addPhone' },
  emails: { type: 'email', max: 5, item: 'settings.email', add: 'settings.addEmail' },
} as const;

/** The phones' and the e-mails' inputs: one per value, each removable while more than one is left, up to `max`. */
function ValueList({
  name,
  form: { control, register, errors },
}: {
  name: keyof typeof VALUE_LISTS;
  form: Pick<SaveForm<Values>, 'control' | 'register' | 'errors'>;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { type, max, item, add } = VALUE_LISTS[name];
  const listError = (errors[name] as { message?: string } | undefined)?.message;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-700">{t(`settings.${name}`)}</p>
      <p className="text-xs text-slate-600">{t(`settings.${name}Hint`)}</p>
      {fields.map((f, i) => (
        <div key={f.id} className="flex items-start gap-2">
          <div className="grow">
            <Field label={t(item, { n: i + 1 })} error={errors[name]?.[i]?.value?.message}>
              {(props) => (
                <input {...props} {...register(`${name}.${i}.value`)} type={type} dir="ltr" className={inputClass} />
              )}
            </Field>
          </div>
          {fields.length > 1 && (
            <button
              type="button"
              className={`${removeButton} mt-6`}
              onClick={() => remove(i)}
              aria-label={t('settings.removeItem', { item: t(item, { n: i + 1 }) })}
            >
              {t('settings.remove')}
            </button>
          )}
        </div>
      ))}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      {fields.length < max && (
        <button type="button" className={`${secondaryButton} self-start`} onClick={() => append({ value: '' })}>
          {t(add)}
        </button>
      )}
    </div>
  );
}

export function SettingsForm({ settings }: { settings: AdminShopSettings }) {
  const { t } = useTranslation();
  const save = useSaveShopSettings();
  const form = useSaveForm<Values>(valuesOf(settings), FIELDS, (f) =>
    /^(phones|emails)\.\d+$/.test(f) ? `${f}.value` : f,
  );
  const { register, control, handleSubmit, reset, errors, formError, submit } = form;
  const links = useFieldArray({ control, name: 'social_links' });
  const onSubmit = handleSubmit((v) =>
    submit(
      save,
      {
        ...v,
        phones: v.phones.map((p) => p.value),
        emails: v.emails.map((e) => e.value),
        social_links: v.social_links as { network: (typeof SOCIAL_NETWORKS)[number]; url: string }[],
        low_stock_threshold: typedNumber(v.low_stock_threshold) as number,
      },
      () => t('settings.saved'),
      (saved) => reset(valuesOf(saved)),
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <Section title={t('settings.identity')}>
        <ArEnFields name="shop_name" labels={[t('settings.nameAr'), t('settings.nameEn')]} form={form} />
        <ArEnFields name="address" labels={[t('settings.addressAr'), t('settings.addressEn')]} form={form} />
      </Section>

      <Section title={t('settings.contact')}>
        <ValueList name="phones" form={form} />
        <ValueList name="emails" form={form} />
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
