import {
  type AdminProduct,
  type AdminProductOption,
  type ProductOptionCreate,
  productOptionCreateSchema,
  productOptionUpdateSchema,
} from '@dukkan/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n/i18n';
import { itemErrors, useSchemaForm } from '../../../lib/schema-form';
import { isolateText } from '../../../lib/ui/bidi';
import { ArEnFields, Field } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/list-editing';
import { inputClass, primaryButton, secondaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useCreateOption } from '../api/create-option';
import { useUpdateOption } from '../api/update-option';
import { ImageList } from './image-list';
import { optionLabel } from './option-label';

export interface OptionValues {
  sku: string;
  color_ar: string;
  color_en: string;
  size_ar: string;
  size_en: string;
  selling_price: string;
  discount: string;
  tax_rate: string;
  is_available: boolean;
  images: string[];
  /** a new option's opening stock; an option's stock then changes by adjustments only */
  quantity?: string;
}
const FIELDS = [
  'sku',
  'color_ar',
  'color_en',
  'size_ar',
  'size_en',
  'selling_price',
  'discount',
  'tax_rate',
  'is_available',
  'images',
  'quantity',
] as const;

/** The form's first values: an option's own, or for a new one the product's price, discount and tax. */
export function optionValues(product: AdminProduct, option: AdminProductOption | null): OptionValues {
  const source = option ?? product;
  const base: OptionValues = {
    sku: option?.sku ?? '',
    color_ar: option?.color_ar ?? '',
    color_en: option?.color_en ?? '',
    size_ar: option?.size_ar ?? '',
    size_en: option?.size_en ?? '',
    selling_price: String(source.selling_price),
    discount: String(source.discount),
    tax_rate: String(source.tax_rate),
    is_available: option?.is_available ?? true,
    images: option?.images ?? [],
  };
  return option ? base : { ...base, quantity: '0' };
}

/**
 * Adds an option to a product, or edits one, in a modal dialog: colour and size in both languages, SKU, price,
 * discount, tax, availability, pictures and, for a new option, its opening stock. Field errors, the browser's or
 * the API's, show on their fields.
 */
export function OptionDialog({
  product,
  option,
  onClose,
}: {
  product: AdminProduct;
  /** null: a new option */
  option: AdminProductOption | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const toast = useToast((s) => s.show);
  const create = useCreateOption(product.uuid);
  const update = useUpdateOption(product.uuid);
  const [formError, setFormError] = useState<string | null>(null);
  // the revision of the values the form opened with: a refetch in the background while it is open does not change
  // them, so a save someone made since is answered 409 rather than undone
  const [revision] = useState(option?.revision);
  const schema = option ? productOptionUpdateSchema : productOptionCreateSchema;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useSchemaForm<OptionValues, ProductOptionCreate>(schema, optionValues(product, option));
  const images = useWatch({ control, name: 'images' });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => ref.current?.close();

  const done = (message: string) => {
    toast(message);
    close();
  };
  const failed = (error: unknown) =>
    setFormError(showServerErrors(error, setError, FIELDS, t('app.networkError')) ?? t('products.formErrors'));
  const submit = (event: React.FormEvent) =>
    handleSubmit(
      (values) => {
        setFormError(null);
        if (option) {
          // the update schema has no stock: its values are the option's own fields only
          update.mutate(
            { optionUuid: option.uuid, body: { ...values, expected_revision: revision } },
            { onSuccess: (r) => done(r.message), onError: failed },
          );
        } else {
          create.mutate(values, { onSuccess: (r) => done(r.message), onError: failed });
        }
      },
      () => setFormError(t('products.formErrors')),
    )(event);

  const productName = locale === 'ar' ? product.name_ar : product.name_en;
  const number = (name: 'selling_price' | 'discount' | 'tax_rate' | 'quantity', numeric = false) => (
    <Field label={t(`products.${name}`)} error={errors[name]?.message}>
      {(props) => (
        <input
          {...props}
          {...register(name)}
          dir="ltr"
          inputMode={numeric ? 'numeric' : 'decimal'}
          className={inputClass}
        />
      )}
    </Field>
  );
  const saving = create.isPending || update.isPending;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(44rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 p-4 sm:p-5">
        <h2 id={titleId} className="text-lg font-bold wrap-anywhere">
          {option
            ? t('products.editOptionTitle', { option: isolateText(optionLabel(option, locale)) })
            : t('products.newOptionTitle', { name: isolateText(productName) })}
        </h2>
        <FormAlert message={formError} />
        <div className="grid gap-3 sm:grid-cols-2">
          <ArEnFields
            name="color"
            labels={[t('products.color_ar'), t('products.color_en')]}
            form={{ register, errors }}
          />
          <ArEnFields name="size" labels={[t('products.size_ar'), t('products.size_en')]} form={{ register, errors }} />
          <Field label={t('products.sku')} hint={t('products.skuHint')} error={errors.sku?.message}>
            {(props) => (
              <input
                {...props}
                {...register('sku')}
                dir="ltr"
                lang="en"
                autoCapitalize="characters"
                spellCheck={false}
                className={inputClass}
              />
            )}
          </Field>
          {!option && number('quantity', true)}
          {number('selling_price')}
          {number('discount')}
          {number('tax_rate')}
          <label className="flex min-h-11 items-center gap-2 self-end font-semibold text-slate-700">
            <input type="checkbox" {...register('is_available')} className="size-5 accent-teal-700" />
            {t('products.is_available')}
          </label>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-bold">{t('products.sectionImages')}</legend>
          <p className="text-sm text-slate-600">{t('products.optionImagesHint')}</p>
          {errors.images?.message && <p className="text-sm text-red-700">{errors.images.message}</p>}
          <ImageList
            value={images}
            errors={itemErrors(errors.images)}
            onChange={(next) => setValue('images', next, { shouldDirty: true })}
          />
        </fieldset>
        <div className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-2 bg-white px-4 pt-2 pb-1 sm:-mx-5 sm:flex-row sm:justify-end sm:px-5">
          <button type="button" className={secondaryButton} onClick={close}>
            {t('app.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? t('app.saving') : t('products.saveOption')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
