import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../lib/ui/icons';
import { useMoneyText } from '../../../lib/ui/money';

/**
 * The server refused the order as it stood: lines that changed, or a total that did. Focused when it appears.
 * forwardRef rather than React 19's ref prop: the storefront runs on preact/compat (docs/decisions/0011).
 */
export const CheckoutProblems = forwardRef<
  HTMLDivElement,
  { changedTotal: number | null; hasProblems: boolean; onFixAll: () => void }
>(function CheckoutProblems({ changedTotal, hasProblems, onFixAll }, ref) {
  const { t } = useTranslation();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="checkout-problems"
      className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
    >
      <p className="flex items-center gap-2 font-bold">
        <AlertIcon className="size-5 shrink-0" />
        {t('checkout.problemsTitle')}
      </p>
      <p>{t('checkout.problemsText')}</p>
      {changedTotal !== null && <ChangedTotal total={changedTotal} />}
      {hasProblems && (
        <button
          type="button"
          onClick={onFixAll}
          data-testid="fix-all"
          className="h-10 rounded-xl bg-amber-600 px-4 font-semibold text-white hover:bg-amber-700"
        >
          {t('checkout.fixAll')}
        </button>
      )}
    </div>
  );
});

function ChangedTotal({ total }: { total: number }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  return <p data-testid="changed-total">{t('checkout.totalChanged', { total: money(total) })}</p>;
}
