import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { renderInApp } from '../../../test/render';
import { StockPanel } from '../components/stock-panel';
import { RED, answer, calls, fakeModalDialogs, fetchMock, json } from './fixtures';

beforeAll(fakeModalDialogs);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useLocaleStore.setState({ locale: 'en' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the stock panel', () => {
  it('reads the stock again as its adjust dialog opens, so a count is not worked out from an older number', async () => {
    answer({
      [`GET /api/admin/products/${RED}/stock`]: () =>
        json(200, { data: [], links: {}, meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
    });
    await renderInApp(<StockPanel item={{ uuid: RED, name: 'Red, 42', quantity: 4 }} title="Stock" />);
    await waitFor(() => expect(calls('GET', `/api/admin/products/${RED}/stock`)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => expect(calls('GET', `/api/admin/products/${RED}/stock`)).toHaveLength(2));
  });
});
