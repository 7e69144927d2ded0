import { useTranslation } from 'react-i18next';
import { formatPrice } from '../format';
import { useLocale } from '../i18n';

/** An amount with the currency label; the number stays left-to-right inside Arabic text. */
export function Money({ value, negative = false }: { value: number; negative?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className="whitespace-nowrap">
      <bdi dir="ltr">
        {negative && value > 0 ? '−' : ''}
        {formatPrice(value, locale)}
      </bdi>{' '}
      {t('currency')}
    </span>
  );
}

/** The same as plain text, for interpolation into sentences. */
export function useMoneyText(): (value: number) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (value) => `${formatPrice(value, locale)} ${t('currency')}`;
}
