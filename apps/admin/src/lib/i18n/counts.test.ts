import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../format';
import { ar } from './locales/ar';
import { en } from './locales/en';

/** The counts on the desk read as Arabic grammar has them: a noun's form follows the number. */
describe('counted nouns', () => {
  const i18n = i18next.createInstance();
  const ready = i18n.init({ lng: 'ar', resources: { ar: { translation: ar }, en: { translation: en } } });
  const say = async (
    lng: 'ar' | 'en',
    key: 'orders.summaryCount' | 'products.count' | 'dashboard.lowStockHint' | 'dashboard.cancelledAmong',
    count: number,
  ) => {
    await ready;
    return i18n.getFixedT(lng)(key, { count, n: formatCount(count) });
  };

  it('in Arabic, by the number', async () => {
    expect(await say('ar', 'orders.summaryCount', 0)).toBe('لا طلبات');
    expect(await say('ar', 'orders.summaryCount', 1)).toBe('طلب واحد');
    expect(await say('ar', 'orders.summaryCount', 2)).toBe('طلبان');
    expect(await say('ar', 'orders.summaryCount', 8)).toBe('8 طلبات');
    expect(await say('ar', 'orders.summaryCount', 15)).toBe('15 طلباً');
    expect(await say('ar', 'orders.summaryCount', 100)).toBe('100 طلب');
    expect(await say('ar', 'products.count', 241)).toBe('241 منتجاً');
    expect(await say('ar', 'products.count', 1200)).toBe('1,200 منتج');
    expect(await say('ar', 'dashboard.lowStockHint', 5)).toBe('5 قطع أو أقل');
    expect(await say('ar', 'dashboard.lowStockHint', 20)).toBe('20 قطعة أو أقل');
    expect(await say('ar', 'dashboard.cancelledAmong', 1)).toBe('منها طلب ملغى');
    expect(await say('ar', 'dashboard.cancelledAmong', 2)).toBe('منها طلبان ملغيان');
    expect(await say('ar', 'dashboard.cancelledAmong', 4)).toBe('منها 4 طلبات ملغاة');
    expect(await say('ar', 'dashboard.cancelledAmong', 12)).toBe('منها 12 طلباً ملغى');
  });

  it('in English, one and more', async () => {
    expect(await say('en', 'orders.summaryCount', 1)).toBe('1 order');
    expect(await say('en', 'products.count', 1200)).toBe('1,200 products');
    expect(await say('en', 'dashboard.lowStockHint', 5)).toBe('5 left or fewer');
    expect(await say('en', 'dashboard.cancelledAmong', 1)).toBe('1 of them cancelled');
  });
});
