import type { Localized } from '@dukkan/contracts';
import { useTexts } from '../use-ui-locale';
import { isolateText } from '../bidi';
import { useLocalized } from '../i18n';

/** The colour and size of one of a product's options (decision 0053), as a cart line or a wishlist card names it. */
export function OptionValues({
  color,
  size,
  className = '',
}: {
  color: Localized | null;
  size: Localized | null;
  className?: string;
}) {
  const { t } = useTexts();
  const localized = useLocalized();
  const colorText = localized(color);
  const sizeText = localized(size);
  if (!colorText && !sizeText) return null;
  return (
    <p data-testid="line-options" className={`flex flex-wrap gap-x-3 text-xs text-slate-600 ${className}`}>
      {colorText && <span>{t('product.optionColorValue', { value: isolateText(colorText) })}</span>}
      {sizeText && <span>{t('product.optionSizeValue', { value: isolateText(sizeText) })}</span>}
    </p>
  );
}
