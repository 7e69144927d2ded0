import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { renderInApp } from '../../../test/render';
import { StockPanel } from '../components/stock-panel';
import { productQuery } from '../api/products';
import { fakeModalDialogs, json } from '../../../test/fakes';
import { MAIN, RED, answer, calls, fetchMock, product } from './fixtures';

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
      [`GET /api/admin/products/${MAIN}`]: () => json(200, { data: product }),
    });
    // the editor page reads the product whose stock the panel shows
    function EditorPage() {
      const read = useQuery(productQuery(MAIN));
      const option = read.data?.options[0];
      return option ? (
        <StockPanel item={{ uuid: option.uuid, name: 'Red, 42', quantity: option.quantity }} title="Stock" />
      ) : null;
    }
    await renderInApp(<EditorPage />);
    await waitFor(() => expect(calls('GET', `/api/admin/products/${MAIN}`)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => expect(calls('GET', `/api/admin/products/${MAIN}`)).toHaveLength(2));
    expect(calls('GET', `/api/admin/products/${RED}/stock`)).toHaveLength(2);
  });
});
