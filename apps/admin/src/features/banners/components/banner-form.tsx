import { type AdminBanner, BANNER_PLACEMENTS } from '@dukkan/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { ArEnFields, Field } from '../../../lib/ui/field';
import { ImagePicker } from '../../../lib/ui/image-picker';
import { FormActions, FormAlert, useSaveForm } from '../../../lib/ui/list-editing';
import { inputClass } from '../../../lib/ui/states';
import { useSaveBanner } from '../api/banners';

interface Values {
  placement: (typeof BANNER_PLACEMENTS)[number];
  title_ar: string;
  title_en: string;
  subtitle_ar: string;
  subtitle_en: string;
  link: string;
  img: string | null;
  is_active: boolean;
}
const FIELDS = ['placement', 'title_ar', 'title_en', 'subtitle_ar', 'subtitle_en', 'link', 'img', 'is_active'] as const;

/** Adds a banner (`banner` null) or edits one; the server's field errors land on their fields. */
export function BannerForm({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveBanner();
  const form = useSaveForm<Values>(
    {
      placement: (banner?.placement as Values['placement'] | undefined) ?? 'home',
      title_ar: banner?.title.ar ?? '',
      title_en: banner?.title.en ?? '',
      subtitle_ar: banner?.subtitle.ar ?? '',
      subtitle_en: banner?.subtitle.en ?? '',
      link: banner?.link ?? '',
      img: banner?.img ?? null,
      is_active: banner?.is_active ?? true,
    },
    FIELDS,
  );
  const { register, control, handleSubmit, errors, formError, submit } = form;

  const onSubmit = handleSubmit((values) => {
    // no picture yet: the server names the missing field in the member's language
    const body = { ...values, img: values.img ?? '' };
    submit(
      save,
      { id: banner?.id ?? null, body },
      (saved) => t(banner ? 'banners.saved' : 'banners.created', { name: pick(saved.title, locale) }),
      onDone,
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="banner-form">
      <FormAlert message={formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ArEnFields name="title" labels={[t('banners.titleAr'), t('banners.titleEn')]} form={form} />
        <ArEnFields name="subtitle" labels={[t('banners.subtitleAr'), t('banners.subtitleEn')]} form={form} />
        <Field label={t('banners.link')} hint={t('banners.linkHint')} error={errors.link?.message}>
          {(props) => (
            <input
              {...props}
              {...register('link')}
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              placeholder="#/category-products?section_name=discount&category_type=all"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('banners.placement')} error={errors.placement?.message}>
          {(props) => (
            <select {...props} {...register('placement')} className={inputClass}>
              {BANNER_PLACEMENTS.map((p) => (
                <option key={p} value={p}>
                  {t(`banners.placements.${p}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Controller
        control={control}
        name="img"
        render={({ field }) => (
          <ImagePicker
            label={t('banners.image')}
            hint={t('banners.imageHint')}
            value={field.value}
            onChange={field.onChange}
            error={errors.img?.message}
            aspect="wide"
          />
        )}
      />
      <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
        <input type="checkbox" {...register('is_active')} className="size-5 accent-teal-700" />
        {t('banners.active')}
      </label>
      <FormActions saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
