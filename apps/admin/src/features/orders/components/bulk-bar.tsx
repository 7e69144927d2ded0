import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TargetStatus } from '../../../lib/admin-types';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { dangerSolidButton, errorText, primaryButton, secondaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useBulkStatus } from '../api/bulk-status';
import { useSelection } from '../store/selection';
import { BULK_TARGETS } from '../transitions';

/** Appears while orders are selected: change them all to one status, or print them. */
export function BulkBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = useSelection((s) => s.selected);
  const clear = useSelection((s) => s.clear);
  const bulk = useBulkStatus();
  const toast = useToast((s) => s.show);
  const [target, setTarget] = useState<TargetStatus>('confirmed');
  const [confirming, setConfirming] = useState(false);
  if (selected.size === 0) return null;

  const apply = () => {
    setConfirming(false);
    bulk.mutate(
      { uuids: [...selected.keys()], status: target },
      {
        onSuccess: ({ updated, failed }) => {
          const failedNumbers = failed.map((f) => `${selected.get(f.uuid) ?? f.uuid} (${f.message})`).join('، ');
          const done = t('orders.bulkDone', { count: updated.length });
          toast(
            failed.length ? `${done} ${t('orders.bulkFailed', { list: failedNumbers })}` : done,
            failed.length ? 'error' : 'ok',
          );
          clear();
        },
        onError: (error) => toast(errorText(error, t('app.networkError')), 'error'),
      },
    );
  };

  return (
    <section
      aria-label={t('orders.selected', { count: selected.size })}
      className="no-print sticky bottom-2 z-30 mt-3 flex flex-wrap items-center gap-2 rounded-2xl bg-slate-900 p-3 text-white shadow-xl"
    >
      <p className="font-bold" aria-live="polite">
        {t('orders.selected', { count: selected.size })}
      </p>
      <label htmlFor="bulk-status" className="sr-only">
        {t('orders.changeTo')}
      </label>
      <select
        id="bulk-status"
        value={target}
        onChange={(e) => setTarget(e.target.value as TargetStatus)}
        className="min-h-11 rounded-xl bg-white px-3 text-slate-900"
      >
        {BULK_TARGETS.map((s) => (
          <option key={s} value={s}>
            {t('orders.changeTo')}: {t(`status.${s}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={primaryButton}
        disabled={bulk.isPending}
        onClick={() => (target === 'cancelled' ? setConfirming(true) : apply())}
      >
        {t('orders.apply')}
      </button>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => navigate(`/print?uuids=${[...selected.keys()].join(',')}`)}
      >
        {t('orders.printSelected')}
      </button>
      <button type="button" className="min-h-11 px-3 font-semibold underline" onClick={clear}>
        {t('orders.clearSelection')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('orders.selected', { count: selected.size })}
        confirmLabel={t('details.cancelConfirm')}
        cancelLabel={t('details.keep')}
        confirmClass={dangerSolidButton}
        onConfirm={apply}
        onClose={() => setConfirming(false)}
      >
        {t('details.cancelText')}
      </ConfirmDialog>
    </section>
  );
}
