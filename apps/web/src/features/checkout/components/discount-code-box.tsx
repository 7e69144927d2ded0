import type { DiscountCode } from '@dukkan/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Spinner } from '../../../lib/ui/states';
import type { CartItem } from '../../../lib/cart';
import { useMoneyText } from '../../../lib/ui/money';
import { checkDiscountCode } from '../api/check-discount-code';
import { checkoutTotals, codeApplies, goodsAmount } from '../checkout-summary';
import { controlClass } from '../../../lib/ui/form-field';

/** The discount code: typed and checked with the server, then shown with what it saves. */
export function DiscountCodeBox({
  items,
  code,
  error,
  onApplied,
  onError,
}: {
  items: CartItem[];
  code: DiscountCode | null;
  error: string | null;
  onApplied: (code: DiscountCode | null) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const [text, setText] = useState('');
  const [checking, setChecking] = useState(false);
  const inputId = useId();

  const apply = async () => {
    const value = text.trim();
    if (!value) return;
    setChecking(true);
    try {
      onApplied(await checkDiscountCode(value, goodsAmount(items)));
    } catch (e) {
      if (e instanceof ApiError && e.status > 0 && e.status < 500) onError(e.fieldErrors['code']?.[0] ?? e.message);
      else onError(t('common.unexpectedError'));
    } finally {
      setChecking(false);
    }
  };

  const saved = code ? checkoutTotals(items, code, 0).code_discount : 0;
  const belowMin = code !== null && !codeApplies(code, items);

  return (
    <div className="space-y-2 border-t border-slate-100 pt-4" data-testid="discount-code">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {t('checkout.discountLabel')}
      </label>
      {code ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-teal-50 px-3 py-2 text-sm text-teal-900">
          <p role="status" data-testid="code-applied">
            {belowMin
              ? t('checkout.codeBelowMin', { code: code.code, min: money(code.min_order) })
              : t('checkout.codeApplied', { code: code.code, amount: money(saved) })}
          </p>
          <button
            type="button"
            onClick={() => {
              onApplied(null);
              setText('');
            }}
            data-testid="code-remove"
            className="shrink-0 font-semibold text-teal-800 underline"
          >
            {t('checkout.removeCode')}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <input
            id={inputId}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
            placeholder={t('checkout.discountPlaceholder')}
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            data-testid="code-input"
            className={`${controlClass(!!error)} h-11 min-w-0 flex-1 uppercase placeholder:normal-case`}
          />
          <button
            type="button"
            onClick={() => void apply()}
            disabled={checking || !text.trim()}
            data-testid="code-apply"
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl px-4 font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50 disabled:opacity-60"
          >
            {checking && <Spinner className="size-4 border-2" />}
            {t('checkout.apply')}
          </button>
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-rose-700" data-testid="code-error">
          {error}
        </p>
      )}
    </div>
  );
}
