import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('sends a double tap once, and the next tap once the first has settled', async () => {
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const settled = vi.fn();
    const { result } = renderHook(() => useSingleFlight(useMutation({ mutationFn: send })), { wrapper });
    act(() => {
      result.current(undefined, { onSettled: settled });
      result.current(undefined, { onSettled: settled });
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    act(() => result.current(undefined));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });
});
