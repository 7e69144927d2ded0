import { type AdminCategory, imageSrcSet, imageUrl } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { EditableList, RowActions, type RowPlace } from '../../../lib/ui/list-editing';
import { cardClass } from '../../../lib/ui/states';
import { useCategories, useDeleteCategory, useMoveCategory } from '../api/categories';
import { CategoryForm } from '../components/category-form';

function CategoryRow({
  category,
  parentName,
  row,
}: {
  category: AdminCategory;
  parentName: string | null;
  row: RowPlace;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useMoveCategory();
  const name = pick(category.name, locale);
  const other = locale === 'ar' ? category.name.en : category.name.ar;
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
      <RowActions texts="categories" id={category.id} name={name} move={move} {...row} />
    </li>
  );
}

export function CategoriesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const categories = useCategories();
  const all = categories.data ?? [];
  const siblingsOf = (c: AdminCategory) => all.filter((s) => s.parent_id === c.parent_id);
  const nameOf = (id: number | null) => pick(all.find((c) => c.id === id)?.name, locale) || null;

  return (
    <EditableList
      texts="categories"
      editorId="category-editor"
      query={categories}
      remove={useDeleteCategory()}
      nameOf={(c) => pick(c.name, locale)}
      form={(category, onDone) => <CategoryForm category={category} categories={all} onDone={onDone} />}
    >
      {(listed, open) => (
        <ul className={`${cardClass} divide-y divide-slate-100 p-0`} aria-label={t('categories.title')}>
          {listed.map((c) => {
            const siblings = siblingsOf(c);
            return (
              <CategoryRow
                key={c.id}
                category={c}
                parentName={c.parent_id === null ? null : nameOf(c.parent_id)}
                row={{
                  first: siblings[0]?.id === c.id,
                  last: siblings[siblings.length - 1]?.id === c.id,
                  onEdit: () => open.edit(c),
                  onDelete: () => open.remove(c),
                }}
              />
            );
          })}
        </ul>
      )}
    </EditableList>
  );
}
