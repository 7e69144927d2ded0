import type { LineProblem } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../lib/ui/money';
import type { CartItem } from '../../../lib/cart';

/** What is wrong with a cart line after a 422 cart_changed / price_changed. */
export function ProblemText({ problem, item }: { problem: LineProblem; item: CartItem }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  switch (problem.reason) {
    case 'not_found':
      return <>{t('checkout.reasonNotFound')}</>;
    case 'unavailable':
      return <>{t('checkout.reasonUnavailable')}</>;
    case 'insufficient_stock':
      return problem.available_quantity > 0 ? (
        <>{t('checkout.reasonInsufficientStock', { n: problem.available_quantity })}</>
      ) : (
        <>{t('checkout.reasonSoldOut')}</>
      );
    case 'price_changed':
      return (
        <>
          {t('checkout.reasonPriceChanged', {
            price: money(problem.selling_price_after_tax ?? 0),
            old: money(item.selling_price_after_tax),
          })}
        </>
      );
  }
}

/** The label of the fix a problem offers. */
export function useFixLabel(): (problem: LineProblem) => string {
  const { t } = useTranslation();
  return (problem) => {
    if (problem.reason === 'price_changed') return t('checkout.fixPrice');
    if (problem.reason === 'insufficient_stock' && problem.available_quantity > 0) {
      return t('checkout.fixQuantity', { n: problem.available_quantity });
    }
    return t('checkout.fixRemove');
  };
}
