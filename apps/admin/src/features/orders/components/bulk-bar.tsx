import { Fragment, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TargetStatus } from '../../../lib/admin-types';
import { formatCount } from '../../../lib/format';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { dangerSolidButton, errorText, primaryButton, secondaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useBulkStatus } from '../api/bulk-status';
import { useSelection } from '../store/selection';
import { BULK_TARGETS } from '../transitions';

/** What a bulk change did: how many moved, and the orders that did not under each reason. */
interface BulkReport {
  done: string;
  reasons: { message: string; orders: string[] }[];
}

/**
 * Appears while orders are selected: change them all to one status, or print them. `landing` is what stays on the
 * page (the desk's heading) for the keyboard once a change has moved every order and the bar has gone with them.
 */
export function BulkBar({ landing }: { landing: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = useSelection((s) => s.selected);
  const clear = useSelection((s) => s.clear);
  const setMany = useSelection((s) => s.setMany);
  const bulk = useBulkStatus();
  const toast = useToast((s) => s.show);
  const [target, setTarget] = useState<TargetStatus>('confirmed');
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);
  // the Apply button is disabled while the change is sent (which drops the keyboard's focus to the page), and goes
  // with the bar when every order moved: once answered, focus lost on the way lands on the report of the orders kept,
  // or on the desk's heading (0089's landing after an order's step)
  const reportRef = useRef<HTMLParagraphElement>(null);
  const land = useRef(false);
  useEffect(() => {
    if (!land.current) return;
    land.current = false;
    if (document.activeElement === null || document.activeElement === document.body)
      (reportRef.current ?? landing.current)?.focus();
  });
  // a report is about the orders it left selected: once the selection is cleared, it goes with them
  if (selected.size === 0 && report) setReport(null);
  if (selected.size === 0) return null;
  const cancelling = target === 'cancelled';

  const apply = () => {
    setConfirming(false);
    setReport(null);
    bulk.mutate(
      { uuids: [...selected.keys()], status: target },
      {
        onSuccess: ({ updated, failed }) => {
          const done = t('orders.bulkDone', { count: updated.length });
          land.current = true;
          if (!failed.length) {
            toast(done);
            clear();
            return;
          }
          // the orders that did not move stay selected, listed under each reason once, until the member moves on:
          // one toast that repeated the reason for each of twenty orders and went after five seconds could not be read
          const numbers = new Map(failed.map((f) => [f.uuid, selected.get(f.uuid) ?? f.uuid]));
          const reasons = new Map<string, string[]>();
          for (const f of failed) reasons.set(f.message, [...(reasons.get(f.message) ?? []), numbers.get(f.uuid)!]);
          setReport({ done, reasons: [...reasons].map(([message, orders]) => ({ message, orders })) });
          clear();
          setMany(
            failed.map((f) => ({ uuid: f.uuid, number: numbers.get(f.uuid)! })),
            true,
          );
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
      {/* the live region is there before the report fills it, so screen readers announce the report */}
      <div role="status" className={report ? 'w-full' : 'sr-only'}>
        {report && (
          <div className="flex w-full flex-col gap-2 rounded-xl bg-white p-3 text-slate-900">
            <p ref={reportRef} tabIndex={-1} className="font-bold outline-none">
              {report.done} {t('orders.bulkKept')}
            </p>
            <ul className="max-h-48 space-y-2 overflow-y-auto">
              {report.reasons.map(({ message, orders }) => (
                <li key={message} className="text-sm">
                  <span className="font-semibold text-red-800">{message}</span>{' '}
                  <span className="text-slate-700">
                    {orders.map((number, i) => (
                      <Fragment key={number}>
                        {i > 0 && t('orders.listSeparator')}
                        <bdi dir="ltr" className="whitespace-nowrap">
                          {number}
                        </bdi>
                      </Fragment>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="self-start text-sm font-semibold underline"
              onClick={() => setReport(null)}
            >
              {t('orders.hideReport')}
            </button>
          </div>
        )}
      </div>
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
      <button type="button" className={primaryButton} disabled={bulk.isPending} onClick={() => setConfirming(true)}>
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
      {/* every bulk change asks first, naming its orders: each shopper is told, and statuses only move forward */}
      <ConfirmDialog
        open={confirming}
        title={t('orders.bulkTitle', {
          count: selected.size,
          n: formatCount(selected.size),
          status: t(`status.${target}`),
        })}
        confirmLabel={cancelling ? t('orders.bulkCancelConfirm') : t('orders.bulkConfirm')}
        cancelLabel={t('orders.bulkKeep')}
        confirmClass={cancelling ? dangerSolidButton : primaryButton}
        onConfirm={apply}
        onClose={() => setConfirming(false)}
      >
        <p>{cancelling ? t('orders.bulkCancelText') : t('orders.bulkText')}</p>
        {/* a list styled as chips keeps its list role; it scrolls from the keyboard when long */}
        <ul
          role="list"
          tabIndex={0}
          aria-label={t('orders.bulkOrders')}
          className="mt-2 flex max-h-40 flex-wrap gap-2 overflow-y-auto"
        >
          {[...selected.values()].map((number) => (
            <li key={number} className="rounded-lg bg-slate-100 px-2 py-1 text-sm">
              <bdi dir="ltr">{number}</bdi>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}
