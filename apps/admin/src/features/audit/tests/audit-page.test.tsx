import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import type { AuditEntry } from '../api/get-audit-log';
import { AuditPage } from '../pages/audit-page';

const fetchMock = vi.fn<typeof fetch>();
const PRODUCT = '3f2a9c1e-7b4d-4c2a-9e1f-0a1b2c3d4e5f';
const RED = '0c0ffee0-1111-4111-8111-222222222222';
const amina = { id: 3, name: 'Amina' };
const ORDER = 'f4468baa-7a4f-434f-969f-52ab2e8bd855';
const entry = (id: number, entity: string, entityId: string | null, action: string, known = {}): AuditEntry => ({
  id,
  staff: amina,
  action,
  entity,
  entity_id: entityId,
  entity_number: null,
  entity_name: null,
  ...known,
  before: null,
  after: null,
  ip: '127.0.0.1',
  created_at: '2026-11-30T10:00:00.000Z',
});
const page = (data: AuditEntry[]) => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
});
const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.toString());

async function openLog(path = '/audit') {
  await renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <AuditPage />
    </MemoryRouter>,
  );
}

describe("the audit log's records", () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
    fetchMock.mockImplementation(async (input) => {
      const params = new URL(String(input), 'http://x').searchParams;
      if (params.get('entity_id') === PRODUCT)
        return json(200, page([entry(2, 'product', PRODUCT, 'product.updated')]));
      return json(
        200,
        page([
          entry(2, 'product', PRODUCT, 'product.updated'),
          entry(1, 'category', '12', 'category.created'),
          entry(3, 'setting', null, 'setting.updated'),
          entry(4, 'order', ORDER, 'order.status_changed', { entity_number: 'DK-000004' }),
          entry(5, 'product', RED, 'product.updated', { entity_name: { ar: 'قميص أحمر', en: 'Red shirt' } }),
        ]),
      );
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("show a deleted product's uuid by its first eight characters, link a record to its page and filter the log to one record's history", async () => {
    await openLog();
    // a product deleted since: named by its uuid, with no page to open
    const row = (await screen.findByText('#3f2a9c1e')).closest('tr')!;
    expect(within(row).getByText('#3f2a9c1e').getAttribute('title')).toBe(PRODUCT);
    expect(within(row).queryByRole('link')).toBeNull();
    // a category has no page of its own: its history only; a setting names no record
    const category = screen.getByText('#12').closest('tr')!;
    expect(within(category).queryByRole('link')).toBeNull();
    expect(within(category).getByRole('button', { name: 'History of Category #12' })).toBeTruthy();

    // an order by its number, a product by its name as it is now, the uuid on hover
    const order = screen.getByText('DK-000004');
    expect(order.getAttribute('title')).toBe(ORDER);
    expect(within(order.closest('tr')!).getByRole('link', { name: 'Open Order DK-000004' }).getAttribute('href')).toBe(
      `/orders/${ORDER}`,
    );
    const shirt = screen.getByText('Red shirt');
    expect(shirt.closest('[title]')?.getAttribute('title')).toBe(RED);
    const shirtRow = within(shirt.closest('tr')!);
    expect(shirtRow.getByRole('link', { name: 'Open Product Red shirt' }).getAttribute('href')).toBe(
      `/products/${RED}`,
    );
    expect(shirtRow.getByRole('button', { name: 'History of Product Red shirt' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'History of Product #3f2a9c1e' }));
    await waitFor(() => expect(asked()).toContain(`entity=product&entity_id=${PRODUCT}`));
    expect(await screen.findByText('Changes to')).toBeTruthy();
    // the pressed button is gone: the keyboard is on what now heads the list
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Changes to'));
    expect(screen.queryByText('#12')).toBeNull();
    // the record's own rows offer no history of what is already shown
    expect(screen.queryByRole('button', { name: /^History of/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Every record of this kind' }));
    await waitFor(() => expect(asked()).toContain('entity=product'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Audit log' })));
  });

  it("read one record's history from the address", async () => {
    await openLog(`/audit?entity=product&entity_id=${PRODUCT}`);
    expect(await screen.findByText('Changes to')).toBeTruthy();
    expect(asked()).toEqual([`entity=product&entity_id=${PRODUCT}`]);
  });

  it('read no record from an address that does not name its kind', async () => {
    await openLog(`/audit?entity_id=${PRODUCT}`);
    await screen.findByText('#12');
    expect(asked()).toEqual(['']);
    expect(screen.queryByText('Changes to')).toBeNull();
  });
});
