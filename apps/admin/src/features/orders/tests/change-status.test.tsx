import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChangeStatus } from '../api/change-status';
import { orderSummaryQuery } from '../api/get-order-summary';

const fetchMock = vi.fn<typeof fetch>();

describe('an order moved on from the desk', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks for the desk's tab counts again at once, not at their next poll", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { uuid: 'o-1', status: 'confirmed' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const counts = orderSummaryQuery().queryKey;
    client.setQueryData(counts, {
      counts: { pending: 1, confirmed: 0, preparing: 0, shipped: 0, delivered: 0, cancelled: 0 },
      newest: null,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useChangeStatus(), { wrapper });
    expect(client.getQueryState(counts)?.isInvalidated).toBe(false);
    await act(() => result.current.mutateAsync({ uuid: 'o-1', status: 'confirmed', expected_status: 'pending' }));
    await waitFor(() => expect(client.getQueryState(counts)?.isInvalidated).toBe(true));
  });
});
