import { type AdminBanner, BANNER_PLACEMENTS } from '@dukkan/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../../lib/form-errors';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { ArEnFields, Field } from '../../../lib/ui/field';
import { ImagePicker } from '../../../lib/ui/image-picker';
import { FormActions, FormAlert } from '../../../lib/ui/list-editing';
import { inputClass } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
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
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      placement: (banner?.placement as Values['placement'] | undefined) ?? 'home',
      title_ar: banner?.title.ar ?? '',
      title_en: banner?.title.en ?? '',
      subtitle_ar: banner?.subtitle.ar ?? '',
      subtitle_en: banner?.subtitle.en ?? '',
      link: banner?.link ?? '',
      img: banner?.img ?? null,
      is_active: banner?.is_active ?? true,
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    // no picture yet: the server names the missing field in the member's language
    const body = { ...values, img: values.img ?? '' };
    save.mutate(
      { id: banner?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast(t(banner ? 'banners.saved' : 'banners.created', { name: pick(saved.title, locale) }));
          onDone();
        },
        onError: (error) => setFormError(showServerErrors(error, setError, FIELDS, t('app.networkError'))),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="banner-form">
      <FormAlert message={formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ArEnFields
          name="title"
          labels={[t('banners.titleAr'), t('banners.titleEn')]}
          register={register}
          errors={errors}
        />
        <ArEnFields
          name="subtitle"
          labels={[t('banners.subtitleAr'), t('banners.subtitleEn')]}
          register={register}
          errors={errors}
        />
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
