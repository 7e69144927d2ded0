import { useTranslation } from 'react-i18next';
import { secondaryButton } from './states';

export function Pager({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  return (
    <nav aria-label={t('app.pageOf', { page, last })} className="flex items-center justify-center gap-3 py-4">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('app.previous')}
      </button>
      <span className="text-sm text-slate-700">{t('app.pageOf', { page, last })}</span>
      <button type="button" className={secondaryButton} disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('app.next')}
      </button>
    </nav>
  );
}
