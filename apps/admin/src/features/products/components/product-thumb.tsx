import { useTranslation } from 'react-i18next';

/** A small square of a product image (uploads are served from /images/, demo paths are already URLs), or a placeholder. */
export function ProductThumb({ path, className = 'size-14' }: { path: string | null; className?: string }) {
  const { t } = useTranslation();
  if (!path) {
    return (
      <span
        className={`grid shrink-0 place-items-center rounded-xl bg-slate-100 text-center text-[10px] text-slate-600 ${className}`}
      >
        {t('products.noImage')}
      </span>
    );
  }
  return (
    <img
      src={path.startsWith('/') ? path : `/images/${path}`}
      alt=""
      loading="lazy"
      className={`shrink-0 rounded-xl bg-slate-100 object-cover ${className}`}
    />
  );
}
