import { type AdminBanner, BANNER_PLACEMENTS, imageSrcSet, imageUrl } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { EditableList, RowActions, type RowPlace } from '../../../lib/ui/list-editing';
import { cardClass, errorText, secondaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useBanners, useDeleteBanner, useMoveBanner, useSaveBanner } from '../api/banners';
import { BannerForm } from '../components/banner-form';

function BannerCard({ banner, row }: { banner: AdminBanner; row: RowPlace }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useMoveBanner();
  const save = useSaveBanner();
  const toast = useToast((s) => s.show);
  const name = pick(banner.title, locale);
  const fail = (e: unknown) => toast(errorText(e, t('app.networkError')), 'error');
  const action = banner.is_active ? t('banners.hide') : t('banners.show');
  return (
    <li className={`${cardClass} flex flex-col gap-3 sm:flex-row sm:items-center`} data-testid="banner-row">
      <img
        src={imageUrl(banner.img)}
        srcSet={imageSrcSet(banner.img)}
        sizes="(min-width: 640px) 240px, 100vw"
        alt=""
        className={`aspect-[8/3] w-full shrink-0 rounded-xl bg-slate-100 object-cover sm:w-60 ${banner.is_active ? '' : 'opacity-50'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{pick(banner.subtitle, locale)}</p>
        <p className="mt-1 flex flex-wrap gap-2 text-xs">
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ${banner.is_active ? 'bg-teal-50 text-teal-800' : 'bg-slate-100 text-slate-700'}`}
          >
            {banner.is_active ? t('banners.shown') : t('banners.hidden')}
          </span>
          <span className="truncate text-slate-600">
            {banner.link ? <bdi dir="ltr">{banner.link}</bdi> : t('banners.noLink')}
          </span>
        </p>
      </div>
      <RowActions texts="banners" id={banner.id} name={name} move={move} {...row}>
        <button
          type="button"
          className={secondaryButton}
          disabled={save.isPending}
          aria-label={t('banners.toggle', { action, name })}
          onClick={() =>
            save.mutate(
              { id: banner.id, body: { img: banner.img, is_active: !banner.is_active } },
              { onSuccess: (b) => toast(t('banners.saved', { name: pick(b.title, locale) })), onError: fail },
            )
          }
        >
          {action}
        </button>
      </RowActions>
    </li>
  );
}

export function BannersPage() {
  const locale = useLocale();
  const { t } = useTranslation();
  return (
    <EditableList
      texts="banners"
      editorId="banner-editor"
      query={useBanners()}
      remove={useDeleteBanner()}
      nameOf={(b) => pick(b.title, locale)}
      form={(banner, onDone) => <BannerForm banner={banner} onDone={onDone} />}
    >
      {(all, open) =>
        BANNER_PLACEMENTS.map((placement) => {
          const list = all.filter((b) => b.placement === placement);
          if (!list.length) return null;
          return (
            <section key={placement} aria-labelledby={`placement-${placement}`} className="flex flex-col gap-2">
              <h2 id={`placement-${placement}`} className="text-lg font-bold text-slate-800">
                {t(`banners.placements.${placement}`)}
              </h2>
              <ul className="flex flex-col gap-3">
                {list.map((b, i) => (
                  <BannerCard
                    key={b.id}
                    banner={b}
                    row={{
                      first: i === 0,
                      last: i === list.length - 1,
                      onEdit: () => open.edit(b),
                      onDelete: () => open.remove(b),
                    }}
                  />
                ))}
              </ul>
            </section>
          );
        })
      }
    </EditableList>
  );
}
