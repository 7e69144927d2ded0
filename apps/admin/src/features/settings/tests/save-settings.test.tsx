import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { AdminShopSettings, ShopSettingsBodyInput } from '@dukkan/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopSettingsQuery, useSaveShopSettings } from '../api/settings';

afterEach(() => vi.unstubAllGlobals());

describe('saving the shop settings', () => {
  it('asks again for what other screens show (the dashboard’s low-stock threshold), keeping the saved settings', async () => {
    const before: AdminShopSettings = {
      shop_name_ar: 'دكّان',
      shop_name_en: 'Dukkan',
      address_ar: 'طرابلس',
      address_en: 'Tripoli',
      phones: ['0912345678'],
      emails: ['shop@dukkan.ly'],
      social_links: [],
      whatsapp: '',
      terms_ar: '',
      terms_en: '',
      low_stock_threshold: 2,
    };
    const saved: AdminShopSettings = { ...before, low_stock_threshold: 3 };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ data: saved }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(['admin', 'dashboard', 'today'], { low_stock_threshold: 2 });
    client.setQueryData(shopSettingsQuery().queryKey, before);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveShopSettings(), { wrapper });
    const { low_stock_threshold: _t, social_links: _s, ...rest } = before;
    const body: ShopSettingsBodyInput = { ...rest, social_links: [], low_stock_threshold: 3 };
    result.current.mutate(body);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(['admin', 'dashboard', 'today'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(shopSettingsQuery().queryKey)?.isInvalidated).toBe(false);
    expect(client.getQueryData(shopSettingsQuery().queryKey)).toEqual(saved);
  });
});
