import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ApiError } from '../api-client';
import { ErrorState } from './states';

describe('ErrorState', () => {
  it('offers no retry when the API answered that the thing is not there, which asking again cannot change', async () => {
    await renderInApp(<ErrorState error={new ApiError(404, { message: 'Order not found.' }, 'x')} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Order not found.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry after a network failure, a server error or a rate limit', async () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiError(503, null, 'Service unavailable'),
      new ApiError(429, { message: 'Too many requests.' }, 'x'),
    ]) {
      const onRetry = vi.fn();
      const { unmount } = await renderInApp(<ErrorState error={error} onRetry={onRetry} />);
      screen.getByRole('button', { name: 'Try again' }).click();
      expect(onRetry).toHaveBeenCalledOnce();
      unmount();
    }
  });
});
