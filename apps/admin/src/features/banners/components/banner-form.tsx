import { type AdminBanner, BANNER_PLACEMENTS } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { ArEnFields, Field } from '../../../lib/ui/field';
import { ListItemForm, useSaveForm } from '../../../lib/ui/list-editing';
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
  const { register, errors } = form;

  return (
    <ListItemForm
      texts="banners"
      testId="banner-form"
      item={banner}
      form={form}
      save={save}
      // no picture yet: the server names the missing field in the member's language
      body={(values) => ({ ...values, img: values.img ?? '' })}
      nameOf={(saved) => pick(saved.title, locale)}
      picture={{ label: t('banners.image'), hint: t('banners.imageHint'), aspect: 'wide' }}
      onDone={onDone}
      fields={
        <>
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
        </>
      }
    >
      <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
        <input type="checkbox" {...register('is_active')} className="size-5 accent-teal-700" />
        {t('banners.active')}
      </label>
    </ListItemForm>
  );
}
