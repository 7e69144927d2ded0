import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import type { AuditEntry } from '../api/get-audit-log';
import { Changes } from '../components/changes';

const entry: AuditEntry = {
  id: 33,
  staff: null,
  action: 'product.updated',
  entity: 'product',
  entity_id: 'fb7379ee-a9dc-41f9-8a78-a9f015f32294',
  before: { selling_price: 15 },
  after: { selling_price: 12.345 },
  ip: null,
  created_at: '2026-11-29T10:00:00.000Z',
};

describe("an audit entry's changes", () => {
  it('points from the value before to the value after in the way each language reads', () => {
    act(() => useLocaleStore.setState({ locale: 'ar' }));
    const { container, rerender } = render(
      <div dir="rtl">
        <Changes entry={entry} />
      </div>,
    );
    // the line reads right to left in Arabic: before, then the arrow leftwards, then after
    const line = container.querySelector('li')!;
    expect(line.textContent).toBe('selling_price: 15 ⟵ 12.345');
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
