import { type AdminBanner, BANNER_PLACEMENTS, imageSrcSet, imageUrl } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { DeleteDialog, EditorSection, ListHeader, MoveButtons } from '../../../lib/ui/list-editing';
import {
  cardClass,
  dangerButton,
  EmptyState,
  errorText,
  ErrorState,
  Loading,
  secondaryButton,
} from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useBanners, useDeleteBanner, useMoveBanner, useSaveBanner } from '../api/banners';
import { BannerForm } from '../components/banner-form';

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
        <MoveButtons
          first={first}
          last={last}
          busy={move.isPending}
          upLabel={t('banners.moveUp', { name })}
          downLabel={t('banners.moveDown', { name })}
          onMove={(direction) => move.mutate({ id: banner.id, direction }, { onError: fail })}
        />
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
      <ListHeader
        title={t('banners.title')}
        addLabel={editing === null ? t('banners.add') : null}
        onAdd={() => setEditing('new')}
      />
      {editing !== null && (
        <EditorSection
          id="banner-editor"
          title={editing === 'new' ? t('banners.add') : t('banners.edit', { name: pick(editing.title, locale) })}
        >
          <BannerForm
            key={editing === 'new' ? 'new' : editing.id}
            banner={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </EditorSection>
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
      <DeleteDialog
        open={deleting !== null}
        title={t('banners.deleteTitle', { name: pick(deleting?.title, locale) })}
        text={t('banners.deleteText')}
        confirmLabel={t('banners.delete')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
