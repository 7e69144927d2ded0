import { fromMilli, toMilli, type LineProblem } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { productImageSrc } from '../../../lib/product-image';
import { FallbackImage } from '../../../lib/ui/product-image';
import type { CartItem } from '../../../lib/cart';
import { useLocalized } from '../../../lib/i18n';
import { Money } from '../../../lib/ui/money';
import { ProblemText, useFixLabel } from './order-problems';

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
        <FallbackImage
          src={productImageSrc(item)}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-lg bg-slate-50 object-contain p-0.5"
        />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-1 text-sm font-semibold text-slate-900" dir="auto">
            {name}
          </p>
          <p className="text-xs text-slate-600">
            {item.quantity} × <Money value={item.selling_price_after_tax} />
          </p>
        </div>
        <p className="text-sm font-bold text-slate-900">
          <Money value={fromMilli(toMilli(item.selling_price_after_tax) * item.quantity)} />
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
