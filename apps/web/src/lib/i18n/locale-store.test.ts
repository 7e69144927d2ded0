import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindDocumentLocale, DIRECTION_DELAY_MS } from './apply-locale';
import { initI18n, i18next } from './i18n';
import { LOCALE_KEY, useLocaleStore } from './locale-store';

describe('locale store', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'ar' }));
  afterEach(() => vi.useRealTimers());

  it('defaults to Arabic when nothing is stored', async () => {
    localStorage.removeItem(LOCALE_KEY);
    useLocaleStore.setState({ locale: 'ar' });
    await useLocaleStore.persist.rehydrate();
    expect(useLocaleStore.getState().locale).toBe('ar');
  });

  it('stores the chosen language as the plain value under locale', () => {
    useLocaleStore.getState().setLocale('en');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
    useLocaleStore.getState().setLocale('ar');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('ar');
  });

  it('reads the stored language at start and ignores anything that is not ar or en', async () => {
    localStorage.setItem(LOCALE_KEY, 'en');
    await useLocaleStore.persist.rehydrate();
    expect(useLocaleStore.getState().locale).toBe('en');
    useLocaleStore.setState({ locale: 'ar' });
    localStorage.setItem(LOCALE_KEY, 'fr');
    await useLocaleStore.persist.rehydrate();
    expect(useLocaleStore.getState().locale).toBe('ar');
  });

  it('changes <html dir lang> and the texts together, 500 ms after a switch', async () => {
    await initI18n('ar');
    const unbind = bindDocumentLocale();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18next.t('currency')).toBe('د.ل');

    vi.useFakeTimers();
    useLocaleStore.getState().setLocale('en');
    await vi.advanceTimersByTimeAsync(DIRECTION_DELAY_MS - 50);
    expect(document.documentElement.dir).toBe('rtl');
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('currency')).toBe('LYD');
    unbind();
  });
});
