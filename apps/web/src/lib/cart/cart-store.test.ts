import type { Product } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_KEY, cartTotals, useCartStore } from './cart-store';

const product = (uuid: string, prices: [number, number, number]): Product =>
  ({
    uuid,
    name: { ar: `منتج ${uuid}`, en: `Product ${uuid}` },
    short_description: { ar: 'وصف', en: 'summary' },
    main_attachment: { img_path: `/images/products/${uuid}.svg` },
    selling_price: prices[0],
    selling_price_after_discount: prices[1],
    selling_price_after_tax: prices[2],
  }) as Product;

const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null') as unknown;

describe('cart store', () => {
  beforeEach(() => useCartStore.setState({ items: [] }));

  it('keeps the spec cart item fields as a plain JSON array under CartItems', () => {
    useCartStore.getState().add(product('a', [10, 8, 9.2]), 2);
    expect(stored()).toEqual([
      {
        uuid: 'a',
        name_ar: 'منتج a',
        name_en: 'Product a',
        main_attachment: { img_path: '/images/products/a.svg' },
        short_description_ar: 'وصف',
        short_description_en: 'summary',
        quantity: 2,
        selling_price: 10,
        selling_price_after_discount: 8,
        selling_price_after_tax: 9.2,
        total: 18.4,
      },
    ]);
  });

  it('adds to the line of a product already in the cart instead of a second line', () => {
    const { add } = useCartStore.getState();
    add(product('a', [10, 10, 10]), 1);
    add(product('a', [10, 10, 10]), 3);
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(useCartStore.getState().items[0]?.quantity).toBe(4);
    expect(useCartStore.getState().items[0]?.total).toBe(40);
  });

  it('increases, decreases (not below one), sets and deletes lines, recalculating totals', () => {
    const s = useCartStore.getState();
    s.add(product('a', [2.5, 2.5, 2.5]), 1);
    s.add(product('b', [1.1, 1, 1.15]), 1);
    s.increase('a');
    expect(cartTotals(useCartStore.getState().items).total).toBe(6.15);
    s.decrease('b');
    expect(useCartStore.getState().items.find((i) => i.uuid === 'b')?.quantity).toBe(1);
    s.setQuantity('b', 7);
    expect(useCartStore.getState().items.find((i) => i.uuid === 'b')?.total).toBe(8.05);
    s.remove('a');
    expect(useCartStore.getState().items.map((i) => i.uuid)).toEqual(['b']);
    expect(stored()).toHaveLength(1);
  });

  it('counts lines and sums what the shopper pays × quantity without floating point drift', () => {
    const s = useCartStore.getState();
    s.add(product('a', [0.1, 0.1, 0.1]), 1);
    s.add(product('b', [0.2, 0.2, 0.2]), 1);
    s.add(product('c', [1.005, 1.005, 1.005]), 3);
    const totals = cartTotals(useCartStore.getState().items);
    expect(totals.count).toBe(3);
    expect(totals.total).toBe(3.315);
  });

  it('totals what the shopper pays: after the product discount, tax included, as checkout will', () => {
    const s = useCartStore.getState();
    s.add(product('a', [100, 80, 92]), 2); // 20 off and 12 tax per unit
    s.add(product('b', [10, 10, 11.5]), 1);
    // an air conditioner at 1,660.000, sold at 1,165.000, 5 % tax: 1,223.250 a unit
    s.add(product('c', [1660, 1165, 1223.25]), 1);
    expect(cartTotals(useCartStore.getState().items)).toEqual({
      count: 3,
      subtotal: 1870,
      discount: 535,
      tax: 83.75,
      total: 1418.75,
    });
    expect(useCartStore.getState().items.find((i) => i.uuid === 'c')?.total).toBe(1223.25);
  });

  it('reads a cart written by other code into CartItems', async () => {
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { uuid: 'x', quantity: 3, selling_price: 4, selling_price_after_discount: 4, selling_price_after_tax: 4 },
        { nonsense: true },
      ]),
    );
    await useCartStore.persist.rehydrate();
    const items = useCartStore.getState().items;
    expect(items).toHaveLength(1);
    expect(items[0]?.total).toBe(12);
  });

  it('keeps the colour and size of an option of a product sold in several, and no option fields for others', () => {
    const s = useCartStore.getState();
    s.add(
      {
        ...product('a', [10, 10, 10]),
        options_count: 3,
        color: { ar: 'أحمر', en: 'Red' },
        size: { ar: '42', en: '42' },
      },
      1,
    );
    s.add({ ...product('b', [10, 10, 10]), options_count: 2, color: null, size: { ar: 'وسط', en: 'M' } }, 1);
    s.add({ ...product('c', [10, 10, 10]), options_count: 0, color: { ar: 'أسود', en: 'Black' }, size: null }, 1);
    const lines = stored() as Record<string, unknown>[];
    expect(lines[0]).toMatchObject({ color_ar: 'أحمر', color_en: 'Red', size_ar: '42', size_en: '42' });
    expect(lines[1]).toMatchObject({ size_ar: 'وسط', size_en: 'M' });
    expect(lines[1]).not.toHaveProperty('color_ar');
    expect(Object.keys(lines[2]!).filter((k) => k.startsWith('color') || k.startsWith('size'))).toEqual([]);
  });

  it('drops option fields that are not text when reading CartItems', async () => {
    const line = {
      uuid: 'x',
      quantity: 1,
      selling_price: 4,
      selling_price_after_discount: 4,
      selling_price_after_tax: 4,
    };
    localStorage.setItem(CART_KEY, JSON.stringify([{ ...line, color_ar: 'أحمر', color_en: { bad: 1 }, size_en: 42 }]));
    await useCartStore.persist.rehydrate();
    const [item] = useCartStore.getState().items;
    expect(item?.color_ar).toBe('أحمر');
    expect(item).not.toHaveProperty('color_en');
    expect(item).not.toHaveProperty('size_en');
  });
});
