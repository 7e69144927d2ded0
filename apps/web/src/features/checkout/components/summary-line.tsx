import { formatCount, type LineProblem } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../lib/ui/product-image';
import { CartLineOptions, type CartItem } from '../../../lib/cart';
import { useLocalized } from '../../../lib/i18n';
import { Money } from '../../../lib/ui/money';
import { ProblemText, useFixLabel } from './order-problems';
import { BidiText } from '../../../lib/ui/bidi-text';

/** A cart line in the order summary, with the server's problem for it and its fixes. */
export function SummaryLine({
  item,
  problem,
  onFix,
}: {
  item: CartItem;
  problem: LineProblem | undefined;
  onFix: (problem: LineProblem, remove?: boolean) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const fixLabel = useFixLabel();
  const name = localized({ ar: item.name_ar, en: item.name_en });
  return (
    <div data-testid="summary-line" data-uuid={item.uuid} className="space-y-2">
      <div className="flex items-center gap-3">
        <ProductThumb product={item} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm font-semibold text-slate-900" dir="auto">
            <BidiText text={name} />
          </p>
          <CartLineOptions item={item} />
          <p className="text-xs text-slate-600">
            <bdi>{formatCount(item.quantity)}</bdi> × <Money value={item.selling_price_after_tax} />
          </p>
        </div>
        <p className="text-sm font-bold text-slate-900">
          <Money value={item.total} />
        </p>
      </div>
      {problem && (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="line-problem"
        >
          <span>
            <ProblemText problem={problem} item={item} />
          </span>
          <span className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => onFix(problem)}
              data-testid="line-fix"
              data-line-fix
              className="h-9 rounded-lg px-3 font-semibold text-amber-900 ring-1 ring-amber-500 hover:bg-amber-100"
            >
              {fixLabel(problem)}
            </button>
            {problem.reason === 'insufficient_stock' && problem.available_quantity > 0 && (
              <button
                type="button"
                onClick={() => onFix(problem, true)}
                data-testid="line-remove"
                className="h-9 rounded-lg px-3 font-semibold text-amber-900 hover:bg-amber-100"
              >
                {t('checkout.fixRemove')}
              </button>
            )}
          </span>
        </div>
      )}
    </div>
  );
}
