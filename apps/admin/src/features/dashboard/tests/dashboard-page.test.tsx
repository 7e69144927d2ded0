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

  it('fit a large revenue on a phone: one tile a row, the currency free to wrap, the number never broken', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: { ...day(0), revenue: 336943.25 } }));
    await renderInApp(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    await screen.findByText('Revenue', { selector: 'dt' });
    const revenue = tile('Revenue');
    // two columns start at the `sm` width only, and a tile may be narrower than its figure's one line
    const columns = [...revenue.parentElement!.classList].filter((c) => c.includes('grid-cols-'));
    expect(columns).toEqual(['sm:grid-cols-2', 'lg:grid-cols-4']);
    expect(revenue.classList.contains('min-w-0')).toBe(true);
    const figure = screen.getByText('336,943.250');
    expect(figure.tagName).toBe('BDI');
    expect(figure.classList.contains('whitespace-nowrap')).toBe(true);
    expect(figure.parentElement!.classList.contains('whitespace-nowrap')).toBe(false);
    expect(figure.parentElement!.textContent).toBe('336,943.250 LYD');
  });
});

describe('the best sellers', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("say their figures are the lines' before the codes and delivery the revenue has", async () => {
    const laptop = { uuid: 'a', name_ar: 'حاسوب', name_en: 'Laptop', quantity: 3, revenue: 5556.6 };
    fetchMock.mockImplementation(async () =>
      json(200, { data: { ...day(0), revenue: 5404.6, top_products: [laptop] } }),
    );
    await renderInApp(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', {
      name: "At the products' prices, before discount codes and delivery.",
    });
    expect(table.querySelector('thead')?.textContent).toBe('ProductSoldSold for');
    expect(table.querySelector('tbody')?.textContent).toBe('Laptop35,556.600 LYD');
  });
});
