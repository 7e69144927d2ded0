import { useTexts } from '../../../lib/i18n';
import { cancelLoading, useLoadingStore } from '../../../lib/loading-store';
import { Spinner } from '../../../lib/ui/states';

/** Full-page overlay while the global loading flag is set; the shopper can cancel. */
export function LoadingOverlay() {
  const { t } = useTexts();
  const loading = useLoadingStore((s) => s.loading);
  if (!loading) return null;
  return (
    <div
      data-testid="loading-overlay"
      className="fixed inset-0 z-[55] grid place-items-center bg-white/70 backdrop-blur-[2px] animate-[fade-in_200ms_ease-out_150ms_both]"
    >
      <div
        role="status"
        aria-live="polite"
        className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
      >
        <Spinner className="size-10" />
        <span className="font-semibold text-slate-800">{t('common.loading')}</span>
        <button
          type="button"
          onClick={cancelLoading}
          className="rounded-xl px-5 py-2 font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50"
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
