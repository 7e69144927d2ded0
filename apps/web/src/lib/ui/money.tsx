import { formatAmount, formatMoney } from '@dukkan/contracts';
import { useTexts } from '../use-ui-locale';
import { useLocale } from '../i18n';

/**
 * An amount with the currency label, written the shop's one way (docs/decisions/0020-amount-format.md).
 * The number, with its sign, stays left-to-right inside Arabic text. `negative` shows an amount taken off.
 */
export function Money({ value, negative = false }: { value: number; negative?: boolean }) {
  const { t } = useTexts();
  return (
    <span className="whitespace-nowrap">
      <bdi dir="ltr">{formatAmount(negative ? -value : value)}</bdi> {t('currency')}
    </span>
  );
}

/** The same as plain text, for interpolation into sentences and dialogs (isolated in Arabic). */
export function useMoneyText(): (value: number) => string {
  const locale = useLocale();
  return (value) => formatMoney(value, locale);
}
