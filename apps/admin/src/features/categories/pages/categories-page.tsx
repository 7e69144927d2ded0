import { type AdminCategory, imageSrcSet, imageUrl } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
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
import { useCategories, useDeleteCategory, useMoveCategory } from '../api/categories';
import { CategoryForm } from '../components/category-form';

function CategoryRow({
  category,
  first,
  last,
  parentName,
  onEdit,
  onDelete,
}: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  parentName: string | null;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useMoveCategory();
  const toast = useToast((s) => s.show);
  const name = pick(category.name, locale);
  const other = locale === 'ar' ? category.name.en : category.name.ar;
  const moveTo = (direction: 'up' | 'down') =>
    move.mutate(
      { id: category.id, direction },
      { onError: (e) => toast(errorText(e, t('app.networkError')), 'error') },
    );
  return (
    <li
      className={`flex flex-wrap items-center gap-3 p-3 ${parentName ? 'ms-3 border-s-4 border-teal-100 ps-3 sm:ms-10 sm:ps-4' : ''}`}
      data-testid="category-row"
    >
      <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
        {category.img && (
          <img
            src={imageUrl(category.img)}
            srcSet={imageSrcSet(category.img)}
            sizes="56px"
            alt=""
            className="size-full object-contain"
          />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold text-slate-900">
          {name}
          {parentName && <span className="sr-only"> — {t('categories.sub', { name: parentName })}</span>}
        </p>
        <p className="text-sm text-slate-600">
          <bdi lang={locale === 'ar' ? 'en' : 'ar'}>{other}</bdi>
        </p>
        <p className="text-xs text-slate-600">
          {t('categories.products', { n: formatCount(category.products_count) })}
          {category.parent_id === null &&
            ` · ${t('categories.subcategories', { n: formatCount(category.subcategories_count) })}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MoveButtons
          first={first}
          last={last}
          busy={move.isPending}
          upLabel={t('categories.moveUp', { name })}
          downLabel={t('categories.moveDown', { name })}
          onMove={moveTo}
        />
        <button type="button" className={secondaryButton} onClick={onEdit} aria-label={t('categories.edit', { name })}>
          {t('categories.editAction')}
        </button>
        <button
          type="button"
          className={dangerButton}
          onClick={onDelete}
          aria-label={`${t('categories.delete')}: ${name}`}
        >
          {t('categories.delete')}
        </button>
      </div>
    </li>
  );
}

export function CategoriesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('categories.title'));
  const categories = useCategories();
  const remove = useDeleteCategory();
  const toast = useToast((s) => s.show);
  // null: no editor open; 'new': adding; a category: editing it
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const all = categories.data ?? [];
  const siblingsOf = (c: AdminCategory) => all.filter((s) => s.parent_id === c.parent_id);
  const nameOf = (id: number | null) => pick(all.find((c) => c.id === id)?.name, locale) || null;

  const confirmDelete = () => {
    if (!deleting) return;
    const name = pick(deleting.name, locale);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast(t('categories.deleted', { name }));
      },
      onError: (e) => setDeleteError(errorText(e, t('app.networkError'))),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={t('categories.title')}
        addLabel={editing === null ? t('categories.add') : null}
        onAdd={() => setEditing('new')}
      />
      {editing !== null && (
        <EditorSection
          id="category-editor"
          title={editing === 'new' ? t('categories.add') : t('categories.edit', { name: pick(editing.name, locale) })}
        >
          <CategoryForm
            key={editing === 'new' ? 'new' : editing.id}
            category={editing === 'new' ? null : editing}
            categories={all}
            onDone={() => setEditing(null)}
          />
        </EditorSection>
      )}
      {categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <ul className={`${cardClass} divide-y divide-slate-100 p-0`} aria-label={t('categories.title')}>
          {all.map((c) => {
            const siblings = siblingsOf(c);
            return (
              <CategoryRow
                key={c.id}
                category={c}
                first={siblings[0]?.id === c.id}
                last={siblings[siblings.length - 1]?.id === c.id}
                parentName={c.parent_id === null ? null : nameOf(c.parent_id)}
                onEdit={() => {
                  setEditing(c);
                  window.scrollTo({ top: 0 });
                }}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(c);
                }}
              />
            );
          })}
        </ul>
      )}
      <DeleteDialog
        open={deleting !== null}
        title={t('categories.deleteTitle', { name: pick(deleting?.name, locale) })}
        text={t('categories.deleteText')}
        confirmLabel={t('categories.delete')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
