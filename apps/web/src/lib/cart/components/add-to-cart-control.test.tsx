import { render } from 'preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { preactRoot } from '../../../test/preact-root';
import type { Translate } from '../../i18n';
import { AddToCartControl, type AddToCartProps } from './add-to-cart-control';

// the keys stand for the texts: what the control says is checked by key
const t = ((key: string) => key) as unknown as Translate;

const product = (stock: Partial<Pick<AddToCartProps['product'], 'is_available' | 'quantity'>>) => ({
  uuid: '0c6f7a2e-58b1-4d4e-9f3a-6a2b1c9d8e7f',
  name: { ar: 'حقيبة', en: 'Backpack' },
  short_description: { ar: '', en: '' },
  main_attachment: null,
  selling_price: 10,
  selling_price_after_discount: 10,
  selling_price_after_tax: 10,
  is_available: true,
  quantity: 5,
  ...stock,
});

// the storefront runs on Preact (docs/decisions/0011-preact-compat.md), so this renders with it
describe('AddToCartControl', () => {
  const rootOf = preactRoot();
  let root: HTMLElement;
  beforeEach(() => {
    root = rootOf();
  });

  const show = (stock: Parameters<typeof product>[0]) => {
    render(<AddToCartControl product={product(stock)} t={t} name="Backpack" reasonId="reason" />, root);
    const button = root.querySelector('button')!;
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    return { button, reason: reason?.textContent ?? null };
  };

  it('offers the add for a product in stock', () => {
    const { button, reason } = show({});
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('product.addNamedToCart');
    expect(reason).toBeNull();
  });

  it('is disabled for a listed product with none left, and tells a screen reader why', () => {
    const { button, reason } = show({ quantity: 0 });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('common.notAvailable');
    expect(reason).toBe('checkout.reasonSoldOut');
  });

  it('is disabled for a product the shop does not offer, with that reason', () => {
    const { button, reason } = show({ is_available: false, quantity: 3 });
    expect(button.disabled).toBe(true);
    expect(reason).toBe('product.notOfferedReason');
  });
});
