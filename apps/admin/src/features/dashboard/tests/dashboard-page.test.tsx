import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import type { Dashboard } from '../api/get-dashboard';
import { DashboardPage } from '../pages/dashboard-page';

const fetchMock = vi.fn<typeof fetch>();

const day = (cancelled: number): Dashboard => ({
  period: 'today',
  orders_count: 10,
  revenue: 900,
  average_order_value: 100,
  by_status: {
    pending: 3,
    confirmed: 2,
    preparing: 1,
    shipped: 1,
    delivered: 3 - cancelled,
    cancelled,
  },
  top_products: [],
  low_stock: [],
  low_stock_threshold: 5,
  new_clients: 0,
  daily: [{ date: '2026-11-30', orders: 10, revenue: 900 }],
});

describe('the dashboard tiles', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

  it('say that the orders count holds the cancelled ones and the amounts do not', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: day(2) }));
    await renderInApp(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    await screen.findByText('Orders', { selector: 'dt' });
    expect(tile('Orders').textContent).toBe('Orders102 of them cancelled');
    expect(tile('Revenue').textContent).toContain('Cancelled orders not counted');
    expect(tile('Average order').textContent).toContain('Cancelled orders not counted');
  });

  it('say nothing of cancelled orders when there are none', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: day(0) }));
    await renderInApp(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    await screen.findByText('Orders', { selector: 'dt' });
    expect(tile('Orders').textContent).toBe('Orders10');
    expect(screen.queryByText('Cancelled orders not counted')).toBeNull();
  });
});
