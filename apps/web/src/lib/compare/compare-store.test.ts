import type { Product } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_KEY, useCompareStore, type CompareItems } from './compare-store';

const product = (uuid: string, extra: Partial<Product> = {}): Product =>
  ({
    uuid,
    name: { ar: `ع ${uuid}`, en: `E ${uuid}` },
    short_description: { ar: 'قصير', en: 'short' },
    description: { ar: 'طويل', en: 'long' },
    quantity: 5,
    is_available: true,
    selling_price: 10,
    selling_price_after_discount: 9,
    selling_price_after_tax: 9.5,
    is_there_discount: true,
    brand: 'Acme',
    modal: 'X1',
    main_attachment: null,
    CategoryProducts: [{ category: { id: 1, name: { ar: 'ق', en: 'c' }, img: '/images/categories/c.svg' } }],
    ...extra,
  }) as Product;

const stored = () => JSON.parse(localStorage.getItem(COMPARE_KEY) ?? 'null') as CompareItems;

describe('compare store', () => {
  beforeEach(() => useCompareStore.setState({ products: [] }));

  it('stores the spec parallel lists plus the full products under CompareItems', () => {
    useCompareStore.getState().add(product('a'));
    useCompareStore.getState().add(product('b', { brand: null, is_available: false }));
    const items = stored();
    expect(items.uuids).toEqual(['a', 'b']);
    expect(items.names_ar).toEqual(['ع a', 'ع b']);
    expect(items.names_en).toEqual(['E a', 'E b']);
    expect(items.descriptions_en).toEqual(['long', 'long']);
    expect(items.is_available).toEqual([true, false]);
    expect(items.brands).toEqual(['Acme', null]);
    expect(items.selling_prices_after_tax).toEqual([9.5, 9.5]);
    // no main attachment: the first category's image stands in
    expect(items.images).toEqual(['/images/categories/c.svg', '/images/categories/c.svg']);
    expect(items.products.map((p) => p.uuid)).toEqual(['a', 'b']);
  });

  it('ignores a product that is already listed', () => {
    useCompareStore.getState().add(product('a'));
    useCompareStore.getState().add(product('a', { quantity: 99 }));
    expect(stored().uuids).toEqual(['a']);
    expect(stored().quantities).toEqual([5]);
  });

  it('removes by uuid, keeping the lists parallel', () => {
    const s = useCompareStore.getState();
    s.add(product('a'));
    s.add(product('b'));
    s.add(product('c'));
    s.remove('b');
    const items = stored();
    expect(items.uuids).toEqual(['a', 'c']);
    expect(items.names_en).toEqual(['E a', 'E c']);
    expect(items.products).toHaveLength(2);
  });
});
