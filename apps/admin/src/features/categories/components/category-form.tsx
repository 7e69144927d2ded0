import type { AdminCategory } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { ArEnFields, Field } from '../../../lib/ui/field';
import { ListItemForm, useSaveForm } from '../../../lib/ui/list-editing';
import { inputClass } from '../../../lib/ui/states';
import { useSaveCategory } from '../api/categories';

interface Values {
  name_ar: string;
  name_en: string;
  parent_id: string;
  img: string | null;
}
const FIELDS = ['name_ar', 'name_en', 'parent_id', 'img'] as const;

/** Adds a category (`category` null) or edits one; the server's field errors land on their fields. */
export function CategoryForm({
  category,
  categories,
  onDone,
}: {
  category: AdminCategory | null;
  categories: AdminCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveCategory();
  const form = useSaveForm<Values>(
    {
      name_ar: category?.name.ar ?? '',
      name_en: category?.name.en ?? '',
      parent_id: category?.parent_id ? String(category.parent_id) : '',
      img: category?.img ?? null,
    },
    FIELDS,
  );
  const { register, errors } = form;
  // a parent is another main category; one with sub-categories stays a main category
  const parents = categories.filter((c) => c.parent_id === null && c.id !== category?.id);
  const canNest = !category || category.subcategories_count === 0;

  return (
    <ListItemForm
      texts="categories"
      testId="category-form"
      item={category}
      form={form}
      save={save}
      body={(values) => ({
        name_ar: values.name_ar,
        name_en: values.name_en,
        parent_id: values.parent_id ? Number(values.parent_id) : null,
        ...(values.img !== (category?.img ?? null) ? { img: values.img } : {}),
      })}
      nameOf={(saved) => pick(saved.name, locale)}
      picture={{ label: t('categories.image'), removable: true }}
      onDone={onDone}
      fields={
        <>
          <ArEnFields name="name" labels={[t('categories.nameAr'), t('categories.nameEn')]} form={form} />
          {canNest && (
            <Field label={t('categories.parent')} error={errors.parent_id?.message}>
              {(props) => (
                <select {...props} {...register('parent_id')} className={inputClass}>
                  <option value="">{t('categories.noParent')}</option>
                  {parents.map((p) => (
                    <option key={p.id} value={p.id}>
                      {pick(p.name, locale)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </>
      }
    />
  );
}
