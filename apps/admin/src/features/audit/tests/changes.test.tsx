import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import type { AuditEntry } from '../api/get-audit-log';
import { Changes } from '../components/changes';
import { renderInApp } from '../../../test/render';

const entry: AuditEntry = {
  id: 33,
  staff: null,
  action: 'product.updated',
  entity: 'product',
  entity_id: 'fb7379ee-a9dc-41f9-8a78-a9f015f32294',
  entity_number: null,
  entity_name: null,
  before: { selling_price: 15 },
  after: { selling_price: 12.345 },
  ip: null,
  created_at: '2026-11-29T10:00:00.000Z',
};

describe("an audit entry's changes", () => {
  it('points from the value before to the value after in the way each language reads', async () => {
    act(() => useLocaleStore.setState({ locale: 'ar' }));
    const { container, rerender } = await renderInApp(
      <div dir="rtl">
        <Changes entry={entry} />
      </div>,
    );
    // the line reads right to left in Arabic: before, then the arrow leftwards, then after
    const line = container.querySelector('li')!;
    expect(line.textContent).toBe('Price (LYD): 15 ⟵ 12.345');
    expect(screen.getByTestId('change-arrow').textContent).toBe(' ⟵ ');

    act(() => useLocaleStore.setState({ locale: 'en' }));
    rerender(
      <div dir="ltr">
        <Changes entry={entry} />
      </div>,
    );
    expect(screen.getByTestId('change-arrow').textContent).toBe(' ⟶ ');
  });
});

describe('recorded values as staff typed them', () => {
  const entryOf = (over: Partial<AuditEntry>): AuditEntry => ({ ...entry, ...over });
  const lines = async (e: AuditEntry) => {
    act(() => useLocaleStore.setState({ locale: 'en' }));
    const { container } = await renderInApp(<Changes entry={e} />);
    return [...container.querySelectorAll('li')].map((li) => li.textContent);
  };

  it('shows amounts kept in thousandths in dinars, and names the fields', async () => {
    const change = entryOf({
      action: 'discount_code.updated',
      entity: 'discount_code',
      before: { type: 'percent', value: 1000, min_order_milli: 0 },
      after: { type: 'amount', value: 25000, min_order_milli: 150000 },
    });
    expect(await lines(change)).toEqual([
      'Kind: Percentage ⟶ Fixed amount',
      'Discount: 10% ⟶ 25.000 LYD',
      'Smallest order: 0.000 LYD ⟶ 150.000 LYD',
    ]);
  });

  it('shows statuses, roles and flags in words, and a field the desk does not know as recorded', async () => {
    const change = entryOf({
      action: 'order.status_changed',
      entity: 'order',
      before: { status: 'pending', is_active: 1, role: 'orders', mystery_field: 3 },
      after: { status: 'cancelled', is_active: 0, role: 'manager', mystery_field: 4 },
    });
    expect(await lines(change)).toEqual([
      'Status: Pending ⟶ Cancelled',
      'Active: Yes ⟶ No',
      'Role: Orders ⟶ Manager',
      'mystery_field: 3 ⟶ 4',
    ]);
  });

  it("names a stock movement's reason in words", async () => {
    const moved = entryOf({
      action: 'product.stock_adjusted',
      entity: 'product',
      before: { quantity: 41 },
      after: { quantity: 44, reason: 'received' },
    });
    expect(await lines(moved)).toEqual(['Stock: 41 ⟶ 44', 'Reason: ∅ ⟶ Received']);
  });

  it('reads a value change by the kind recorded beside it, shown once; percentages keep their decimals', async () => {
    const change = entryOf({
      action: 'discount_code.updated',
      entity: 'discount_code',
      before: { value: 1000, type: 'percent' },
      after: { value: 1250, type: 'percent' },
    });
    expect(await lines(change)).toEqual(['Discount: 10% ⟶ 12.5%', 'Kind: Percentage']);
  });

  it("names only an order's status as an order status, and shows times on the shop's clock", async () => {
    const change = entryOf({
      action: 'outbox.retried',
      entity: 'outbox_message',
      before: { status: 'failed', expires_at: null },
      after: { status: 'pending', expires_at: '2026-12-31T21:59:00.000Z' },
    });
    expect(await lines(change)).toEqual(['Status: failed ⟶ pending', 'Ends: — ⟶ 31 Dec 2026, 23:59']);
  });
});
