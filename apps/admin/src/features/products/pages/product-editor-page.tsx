import { type AdminProduct, type ProductCreate, productCreateSchema, productUpdateSchema } from '@dukkan/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { itemErrors, useSchemaForm } from '../../../lib/schema-form';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { isolateText } from '../../../lib/ui/bidi';
import { Field } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { DeleteDialog } from '../../../lib/ui/list-editing';
import {
  ErrorState,
  Loading,
  cardClass,
  dangerButton,
  errorText,
  inputClass,
  primaryButton,
  secondaryButton,
} from '../../../lib/ui/states';
import { Text } from '../../../lib/ui/text';
import { useToast } from '../../../lib/ui/toast';
import { useCategories, useProduct, useRemoveProduct, useRestoreProduct, useSaveProduct } from '../api/products';
import { ImageList } from '../components/image-list';
import { OptionsSection } from '../components/options-section';
import { StockPanel } from '../components/stock-panel';

interface FormValues {
  name_ar: string;
  name_en: string;
  short_description_ar: string;
  short_description_en: string;
  description_ar: string;
  description_en: string;
  selling_price: string;
  discount: string;
  tax_rate: string;
  quantity?: string;
  is_available: boolean;
  is_featured: boolean;
  brand: string;
  model: string;
  color_ar: string;
  color_en: string;
  size_ar: string;
  size_en: string;
  sku: string;
  category_ids: number[];
  images: string[];
}
type FieldName = Exclude<keyof FormValues, 'images'>;
type TextField = Exclude<FieldName, 'category_ids' | 'is_available' | 'is_featured'>;

const TEXT_FIELDS = ['brand', 'model', 'color_ar', 'color_en', 'size_ar', 'size_en', 'sku'] as const;
/** the fields written left to right whatever the language */
const LTR_FIELDS: readonly TextField[] = ['sku', 'model', 'color_en', 'size_en'];

function valuesOf(p: AdminProduct | undefined): FormValues {
  const base: FormValues = {
    name_ar: p?.name_ar ?? '',
    name_en: p?.name_en ?? '',
    short_description_ar: p?.short_description_ar ?? '',
    short_description_en: p?.short_description_en ?? '',
    description_ar: p?.description_ar ?? '',
    description_en: p?.description_en ?? '',
    selling_price: p ? String(p.selling_price) : '',
    discount: p ? String(p.discount) : '0',
    tax_rate: p ? String(p.tax_rate) : '0',
    is_available: p?.is_available ?? true,
    is_featured: p?.is_featured ?? false,
    brand: p?.brand ?? '',
    model: p?.model ?? '',
    color_ar: p?.color_ar ?? '',
    color_en: p?.color_en ?? '',
    size_ar: p?.size_ar ?? '',
    size_en: p?.size_en ?? '',
    sku: p?.sku ?? '',
    category_ids: p?.category_ids ?? [],
    images: p?.images ?? [],
  };
  return p ? base : { ...base, quantity: '0' };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={cardClass}>
      <legend className="float-start mb-2 w-full text-lg font-bold">{title}</legend>
      <div className="clear-both grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Editor({ product }: { product: AdminProduct | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast((s) => s.show);
  const save = useSaveProduct(product?.uuid);
  const remove = useRemoveProduct();
  const restore = useRestoreProduct();
  const categories = useCategories();
  const [formError, setFormError] = useState<ReactNode>(null);
  // the revision of the values the form holds: a refetch in the background (the window regains focus, a stock
  // adjustment) brings a newer product but does not change the form, so the save must not claim that one
  const [revision, setRevision] = useState(product?.revision);
  const [imageErrors, setImageErrors] = useState<Record<number, string>>({});
  const [confirm, setConfirm] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const schema = product ? productUpdateSchema : productCreateSchema;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    reset,
    formState: { errors },
  } = useSchemaForm<FormValues, ProductCreate>(schema, valuesOf(product));
  const images = useWatch({ control, name: 'images' });
  // a new product, once saved, opens at its own address: another page, whose heading takes the keyboard (0076), where
  // the save button it pressed had gone with the old one and dropped it to the page's body
  const heading = useRef<HTMLHeadingElement>(null);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  useEffect(() => {
    if (created) heading.current?.focus();
  }, [created]);
  const chosen = useWatch({ control, name: 'category_ids' });

  const onSubmit = handleSubmit(
    (values) => {
      setFormError(null);
      setImageErrors({});
      // the product as this editor read it: a save someone made since is not undone but answered 409
      save.mutate(product ? { ...values, expected_revision: revision } : values, {
        onSuccess: (saved) => {
          toast(saved.message);
          reset(valuesOf(saved.data));
          setRevision(saved.data.revision);
          if (!product) void navigate(`/products/${saved.data.uuid}`, { replace: true, state: { created: true } });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          const imgs: Record<number, string> = {};
          const elsewhere: string[] = [];
          for (const [key, list] of Object.entries(fields)) {
            const [root = '', index] = key.split('.');
            if (root === 'images' && index !== undefined) imgs[Number(index)] = list[0] ?? '';
            else if (root in valuesOf(undefined)) setError(root as FieldName, { message: list[0] });
            else elsewhere.push(list[0] ?? '');
          }
          setImageErrors(imgs);
          const summary = Object.keys(fields).length ? (
            <Text k="products.formErrors" />
          ) : (
            errorText(error, t('app.networkError'))
          );
          setFormError(
            <>
              {summary}
              {elsewhere.length > 0 && ` ${elsewhere.join(' ')}`}
            </>,
          );
        },
      });
    },
    () => setFormError(<Text k="products.formErrors" />),
  );

  const text = (name: TextField, opts: { multiline?: boolean; dir?: 'ltr' | 'rtl'; numeric?: boolean } = {}) => (
    <Field label={t(`products.${name}`)} error={errors[name]?.message}>
      {(props) =>
        opts.multiline ? (
          <textarea {...props} {...register(name)} rows={4} dir={opts.dir} className={inputClass} />
        ) : (
          <input
            {...props}
            {...register(name)}
            dir={opts.dir}
            inputMode={opts.numeric ? 'decimal' : undefined}
            className={inputClass}
          />
        )
      }
    </Field>
  );
  const toggleCategory = (id: number, on: boolean) =>
    setValue('category_ids', on ? [...chosen, id] : chosen.filter((c) => c !== id), { shouldDirty: true });

  const name = product ? (locale === 'ar' ? product.name_ar : product.name_en) : '';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/products" className="text-sm font-semibold text-teal-800 underline underline-offset-4">
          {t('products.back')}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <h1 ref={heading} tabIndex={-1} className="me-auto min-w-0 text-2xl font-bold wrap-anywhere outline-none">
          {product ? name : t('products.new')}
        </h1>
        {product && !product.archived_at && (
          <a href={`/#/product-details/${product.uuid}`} target="_blank" rel="noreferrer" className={secondaryButton}>
            {t('products.viewInShop')}
          </a>
        )}
        {product?.archived_at && (
          <button
            type="button"
            className={secondaryButton}
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(product.uuid, {
                onSuccess: (r) => toast(r.message),
                onError: (e) => toast(errorText(e, t('app.networkError')), 'error'),
              })
            }
          >
            {t('products.restore')}
          </button>
        )}
        {product && !product.archived_at && (
          <button
            type="button"
            className={dangerButton}
            onClick={() => {
              setRemoveError(null);
              setConfirm(true);
            }}
          >
            {product.in_orders ? t('products.archive') : t('products.delete')}
          </button>
        )}
      </div>
      {product?.archived_at && (
        <p className="rounded-xl bg-slate-100 p-3 text-sm font-semibold text-slate-800">
          {t('products.archivedBadge')}
        </p>
      )}

      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Section title={t('products.sectionNames')}>
          {text('name_ar', { dir: 'rtl' })}
          {text('name_en', { dir: 'ltr' })}
          {text('short_description_ar', { multiline: true, dir: 'rtl' })}
          {text('short_description_en', { multiline: true, dir: 'ltr' })}
          {text('description_ar', { multiline: true, dir: 'rtl' })}
          {text('description_en', { multiline: true, dir: 'ltr' })}
        </Section>
        <Section title={t('products.sectionPrice')}>
          {text('selling_price', { dir: 'ltr', numeric: true })}
          {text('discount', { dir: 'ltr', numeric: true })}
          {text('tax_rate', { dir: 'ltr', numeric: true })}
          {!product && text('quantity', { dir: 'ltr', numeric: true })}
          <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-700">
            <input type="checkbox" {...register('is_available')} className="size-5 accent-teal-700" />
            {t('products.is_available')}
          </label>
          <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-700">
            <input type="checkbox" {...register('is_featured')} className="size-5 accent-teal-700" />
            {t('products.is_featured')}
          </label>
        </Section>
        <Section title={t('products.sectionDetails')}>
          {TEXT_FIELDS.map((f) => (
            <div key={f}>{text(f, { dir: LTR_FIELDS.includes(f) ? 'ltr' : undefined })}</div>
          ))}
        </Section>
        <fieldset className={cardClass}>
          <legend className="float-start mb-2 w-full text-lg font-bold">{t('products.sectionCategories')}</legend>
          {errors.category_ids?.message && <p className="mb-2 text-sm text-red-700">{errors.category_ids.message}</p>}
          {categories.isPending && <Loading />}
          {categories.isError && <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />}
          <div className="clear-both grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.data?.map((c) => (
              <div key={c.id} className="py-1">
                <label className="flex min-h-11 items-center gap-2 font-semibold">
                  <input
                    type="checkbox"
                    checked={chosen.includes(c.id)}
                    onChange={(e) => toggleCategory(c.id, e.target.checked)}
                    className="size-5 accent-teal-700"
                  />
                  {pick(c.name, locale)}
                </label>
                <div className="ms-7 grid grid-cols-2 gap-x-2 sm:grid-cols-1">
                  {c.SubCategories.map((s) => (
                    <label key={s.id} className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={chosen.includes(s.id)}
                        onChange={(e) => toggleCategory(s.id, e.target.checked)}
                        className="size-5 accent-teal-700"
                      />
                      {pick(s.name, locale)}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className={cardClass}>
          <legend className="float-start mb-2 w-full text-lg font-bold">{t('products.sectionImages')}</legend>
          <div className="clear-both">
            {errors.images?.message && <p className="mb-2 text-sm text-red-700">{errors.images.message}</p>}
            <ImageList
              value={images}
              errors={{ ...itemErrors(errors.images), ...imageErrors }}
              onChange={(next) => setValue('images', next, { shouldDirty: true })}
            />
          </div>
        </fieldset>
        <div className="sticky bottom-0 -mx-3 flex justify-end bg-slate-50/95 px-3 py-3 sm:static sm:mx-0 sm:bg-transparent sm:px-0">
          <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={save.isPending}>
            {save.isPending ? t('app.saving') : t('products.save')}
          </button>
        </div>
      </form>

      {product && <OptionsSection product={product} />}

      {product && (
        <StockPanel item={{ uuid: product.uuid, name, quantity: product.quantity }} title={t('products.history')} />
      )}

      {product && (
        <DeleteDialog
          open={confirm}
          title={t('products.deleteTitle', { name: isolateText(name) })}
          text={t('products.deleteText')}
          confirmLabel={product.in_orders ? t('products.archive') : t('products.delete')}
          busy={remove.isPending}
          error={removeError}
          onClose={() => setConfirm(false)}
          onConfirm={() =>
            remove.mutate(product.uuid, {
              onSuccess: (r) => {
                setConfirm(false);
                toast(r.message);
                void navigate('/products');
              },
              // a product with options answers 422 product_has_options: shown in the dialog, which stays open
              onError: (e) => setRemoveError(errorText(e, t('app.networkError'))),
            })
          }
        />
      )}
    </div>
  );
}

export function ProductEditorPage() {
  const { t } = useTranslation();
  const { uuid } = useParams();
  const product = useProduct(uuid);
  useDocumentTitle(uuid ? t('products.edit') : t('products.new'));
  if (!uuid) return <Editor product={undefined} />;
  if (product.isPending) return <Loading />;
  if (product.isError) {
    // a wrong or old link: the way back to the list stays
    return (
      <div className="flex flex-col gap-4">
        <Link to="/products" className="self-start text-sm font-semibold text-teal-800 underline underline-offset-4">
          {t('products.back')}
        </Link>
        <ErrorState error={product.error} onRetry={() => void product.refetch()} />
      </div>
    );
  }
  return <Editor key={product.data.uuid} product={product.data} />;
}
