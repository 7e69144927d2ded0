import { errorMap, productCreateSchema } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';

const values = {
  name_ar: 'زيت',
  name_en: 'Oil',
  short_description_ar: '',
  short_description_en: '',
  description_ar: '',
  description_en: '',
  selling_price: '12.5',
  discount: '20',
  tax_rate: '0',
  quantity: '7',
  is_available: true,
  is_featured: false,
  brand: '',
  model: '',
  color_ar: '',
  color_en: '',
  category_ids: [1],
  images: ['products/phone-teal-front.svg'],
};

describe('the product form', () => {
  it('checks the fields with the API’s schema, in the member’s language', async () => {
    const resolve = zodResolver(productCreateSchema, { error: errorMap('ar') });
    const opts = { fields: {}, shouldUseNativeValidation: false } as never;
    const bad = await resolve(values as never, undefined, opts);
    expect(Object.keys(bad.errors)).toEqual(['discount']);
    expect(bad.errors['discount']?.message).toBe('التخفيض لا يمكن أن يتجاوز سعر البيع.');
    const good = await resolve({ ...values, discount: '2.5' } as never, undefined, opts);
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ selling_price: 12.5, discount: 2.5, quantity: 7, brand: null });
  });

  it('checks the SKU and asks for a size in both languages or neither', async () => {
    const resolve = zodResolver(productCreateSchema, { error: errorMap('ar') });
    const opts = { fields: {}, shouldUseNativeValidation: false } as never;
    const bad = await resolve(
      { ...values, discount: '0', sku: 'حذاء-42', size_ar: '42', size_en: '' } as never,
      undefined,
      opts,
    );
    expect(bad.errors['sku']?.message).toBe(
      'رمز المنتج (SKU) يبدأ بحرف أو رقم لاتيني، ويحوي أحرفاً وأرقاماً لاتينية و . _ / - فقط.',
    );
    expect(bad.errors['size_en']?.message).toBe('اكتب المقاس باللغتين أو اتركه فارغاً في الاثنتين.');
    const good = await resolve(
      { ...values, discount: '0', sku: ' SH-BLK-41 ', size_ar: '41', size_en: '41' } as never,
      undefined,
      opts,
    );
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ sku: 'SH-BLK-41', size_ar: '41', size_en: '41' });
    const none = await resolve({ ...values, discount: '0', sku: '' } as never, undefined, opts);
    expect(none.values).toMatchObject({ sku: null, size_ar: null, size_en: null });
  });
});
