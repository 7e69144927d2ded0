import { type AdminBanner, BANNER_PLACEMENTS, imageSrcSet, imageUrl } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import {
  cardClass,
  dangerButton,
  dangerSolidButton,
  EmptyState,
  errorText,
  ErrorState,
  Loading,
  primaryButton,
  secondaryButton,
} from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useBanners, useDeleteBanner, useMoveBanner, useSaveBanner } from '../api/banners';
import { BannerForm } from '../components/banner-form';

const iconButton =
  'grid size-11 place-items-center rounded-xl border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40';

function BannerCard({
  banner,
  first,
  last,
  onEdit,
  onDelete,
}: {
  banner: AdminBanner;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
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
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={iconButton}
          disabled={first || move.isPending}
          onClick={() => move.mutate({ id: banner.id, direction: 'up' }, { onError: fail })}
          aria-label={t('banners.moveUp', { name })}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={last || move.isPending}
          onClick={() => move.mutate({ id: banner.id, direction: 'down' }, { onError: fail })}
          aria-label={t('banners.moveDown', { name })}
        >
          <span aria-hidden="true">↓</span>
        </button>
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
        <button type="button" className={secondaryButton} onClick={onEdit} aria-label={t('banners.edit', { name })}>
          {t('banners.editAction')}
        </button>
        <button
          type="button"
          className={dangerButton}
          onClick={onDelete}
          aria-label={`${t('banners.delete')}: ${name}`}
        >
          {t('banners.delete')}
        </button>
      </div>
    </li>
  );
}

export function BannersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('banners.title'));
  const banners = useBanners();
  const remove = useDeleteBanner();
  const toast = useToast((s) => s.show);
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const all = banners.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    const name = pick(deleting.title, locale);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast(t('banners.deleted', { name }));
      },
      onError: (e) => setDeleteError(errorText(e, t('app.networkError'))),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('banners.title')}</h1>
        {editing === null && (
          <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
            {t('banners.add')}
          </button>
        )}
      </div>
      {editing !== null && (
        <section className={cardClass} aria-labelledby="banner-editor">
          <h2 id="banner-editor" className="mb-3 text-lg font-bold">
            {editing === 'new' ? t('banners.add') : t('banners.edit', { name: pick(editing.title, locale) })}
          </h2>
          <BannerForm
            key={editing === 'new' ? 'new' : editing.id}
            banner={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </section>
      )}
      {banners.isPending ? (
        <Loading />
      ) : banners.isError ? (
        <ErrorState error={banners.error} onRetry={() => void banners.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title={t('banners.empty')} />
      ) : (
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
                    first={i === 0}
                    last={i === list.length - 1}
                    onEdit={() => {
                      setEditing(b);
                      window.scrollTo({ top: 0 });
                    }}
                    onDelete={() => {
                      setDeleteError(null);
                      setDeleting(b);
                    }}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('banners.deleteTitle', { name: pick(deleting?.title, locale) })}
        confirmLabel={t('banners.delete')}
        cancelLabel={t('app.cancel')}
        confirmClass={dangerSolidButton}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{t('banners.deleteText')}</p>
        {deleteError && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            {deleteError}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
