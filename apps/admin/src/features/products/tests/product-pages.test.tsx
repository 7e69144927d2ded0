import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { renderInApp } from '../../../test/render';
import { ProductEditorPage } from '../pages/product-editor-page';
import { ProductsPage } from '../pages/products-page';
import { fakeModalDialogs, json } from '../../../test/fakes';
import { MAIN, answer, bodyOf, calls, fetchMock, product } from './fixtures';

const empty = { data: [], links: {}, meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } };

beforeAll(fakeModalDialogs);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useLocaleStore.setState({ locale: 'en' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the products list', () => {
  it('shows each product’s SKU left to right and how many options it has beside its name', async () => {
    const item = {
      uuid: MAIN,
      name_ar: product.name_ar,
      name_en: product.name_en,
      selling_price: 110,
      discount: 0,
      price_to_pay: 110,
      quantity: 7,
      is_available: true,
      is_featured: false,
      brand: null,
      archived_at: null,
      sku: 'SH-BLK-41',
      image: null,
      low_stock: false,
      options_count: 3,
    };
    answer({
      'GET /api/admin/products': () =>
        json(200, {
          data: [
            item,
            { ...item, uuid: 'plain', name_en: 'Olive oil', sku: null, options_count: 0 },
            { ...item, uuid: 'few', name_en: 'Honey', sku: null, options_count: 0, quantity: 2, low_stock: true },
            { ...item, uuid: 'none', name_en: 'Dates', sku: null, options_count: 0, quantity: 0, low_stock: true },
          ],
          links: {},
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 4 },
          low_stock_threshold: 5,
        }),
      'GET /api/client/categories': () => json(200, { data: [] }),
    });
    await renderInApp(
      <MemoryRouter>
        <ProductsPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Products' });
    const [head, shoe, oil, honey, dates] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toContain('SKU');
    expect(within(shoe!).getByText('3 options')).toBeTruthy();
    expect(within(shoe!).getByText('SH-BLK-41').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(oil!.textContent).not.toMatch(/options?/);
    // a few left is low; none left is out of stock, not "low"
    expect(within(honey!).getByText('Low')).toBeTruthy();
    expect(within(dates!).getByText('Out of stock')).toBeTruthy();
    expect(within(dates!).queryByText('Low')).toBeNull();
  });

  it('strikes through the price before the discount with its tax, as the price paid above it has (0021)', async () => {
    const row = (
      uuid: string,
      name_en: string,
      prices: { selling_price: number; discount: number; price_to_pay: number; tax_rate: number },
    ) => ({
      uuid,
      name_ar: product.name_ar,
      name_en,
      ...prices,
      quantity: 7,
      is_available: true,
      is_featured: false,
      brand: null,
      archived_at: null,
      sku: null,
      image: null,
      low_stock: false,
      options_count: 0,
    });
    answer({
      'GET /api/admin/products': () =>
        json(200, {
          data: [
            // 5 %: 80 + 4 paid, 100 + 5 before the discount
            row('five', 'Kettle', { selling_price: 100, discount: 20, price_to_pay: 84, tax_rate: 5 }),
            // 7 % on 3.000 is 0.210; before the discount, 7 % of 3.333 is 0.233 (rounded once, on the unit)
            row('seven', 'Tea', { selling_price: 3.333, discount: 0.333, price_to_pay: 3.21, tax_rate: 7 }),
            row('untaxed', 'Dates', { selling_price: 50, discount: 10, price_to_pay: 40, tax_rate: 0 }),
          ],
          links: {},
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 3 },
          low_stock_threshold: 5,
        }),
      'GET /api/client/categories': () => json(200, { data: [] }),
    });
    await renderInApp(
      <MemoryRouter>
        <ProductsPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Products' });
    const [, kettle, tea, dates] = within(table).getAllByRole('row');
    const struck = (row: HTMLElement) => row.querySelector('.line-through')?.textContent;
    expect(struck(kettle!)).toBe('105.000 LYD');
    expect(struck(tea!)).toBe('3.566 LYD');
    expect(struck(dates!)).toBe('50.000 LYD');
  });
});

describe('the product editor', () => {
  /**
   * Opens the editor of the fixture product, its read, stock and the categories answered as given unless `routes` says
   * otherwise (a later read, a save, a delete); the products list stands behind it.
   */
  const openEditor = async (routes: Record<string, () => Response> = {}) => {
    answer({
      [`GET /api/admin/products/${MAIN}`]: () => json(200, { data: product }),
      [`GET /api/admin/products/${MAIN}/stock`]: () => json(200, empty),
      'GET /api/client/categories': () => json(200, { data: [] }),
      ...routes,
    });
    await renderInApp(
      <MemoryRouter initialEntries={[`/products/${MAIN}`]}>
        <Routes>
          <Route path="/products/:uuid" element={<ProductEditorPage />} />
          <Route path="/products" element={<p>the list</p>} />
        </Routes>
      </MemoryRouter>,
    );
  };

  it('gives the keyboard to the saved new product’s heading, at its own address', async () => {
    answer({
      'POST /api/admin/products': () => json(201, { data: product, message: 'Product created.' }),
      [`GET /api/admin/products/${MAIN}/stock`]: () => json(200, empty),
      'GET /api/client/categories': () => json(200, { data: [] }),
    });
    await renderInApp(
      <MemoryRouter initialEntries={['/products/new']}>
        <Routes>
          <Route path="/products/new" element={<ProductEditorPage />} />
          <Route path="/products/:uuid" element={<ProductEditorPage />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByLabelText('Name in Arabic'), { target: { value: product.name_ar } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: product.name_en } });
    fireEvent.change(screen.getByLabelText('Selling price (LYD)'), { target: { value: '110' } });
    const save = screen.getByRole('button', { name: 'Save product' });
    save.focus();
    fireEvent.click(save);
    // the new page's heading, the old page's save button gone with it
    const heading = await screen.findByRole('heading', { level: 1, name: 'Running shoe' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('has SKU and size fields beside the colour', async () => {
    await openEditor();
    const details = await screen.findByRole('group', { name: 'Details' });
    expect(within(details).getByLabelText<HTMLInputElement>('SKU').value).toBe('SH-BLK-41');
    expect(within(details).getByLabelText('SKU').getAttribute('dir')).toBe('ltr');
    expect(within(details).getByLabelText<HTMLInputElement>('Size in Arabic').value).toBe('41');
    expect(within(details).getByLabelText<HTMLInputElement>('Size in English').value).toBe('41');
    expect(screen.getByRole('region', { name: 'Options' })).toBeTruthy();
  });

  it('saves with the revision of the values it shows, not of a newer product fetched in the background', async () => {
    let reads = 0;
    await openEditor({
      // the first read is what the form shows; a later one (the window regains focus) brings another save's revision
      [`GET /api/admin/products/${MAIN}`]: () => json(200, { data: { ...product, revision: reads++ ? 'r2' : 'r1' } }),
      [`PUT /api/admin/products/${MAIN}`]: () => json(409, { message: 'Someone else saved this product.' }),
    });
    await screen.findByRole('group', { name: 'Details' });
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      window.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(reads).toBe(2));
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Running shoe, black' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(calls('PUT', `/api/admin/products/${MAIN}`)).toHaveLength(1));
    expect(bodyOf('PUT', `/api/admin/products/${MAIN}`)).toMatchObject({ expected_revision: 'r1' });
    expect(await screen.findByText('Someone else saved this product.')).toBeTruthy();
  });

  it('words the form’s own messages again when the member switches language', async () => {
    await openEditor();
    await screen.findByRole('group', { name: 'Details' });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    act(() => useLocaleStore.setState({ locale: 'ar' }));
    expect(await screen.findByText('هذا الحقل مطلوب.')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(calls('PUT', `/api/admin/products/${MAIN}`)).toEqual([]);
  });

  it("keeps the delete dialog open with the API's refusal when the product has options", async () => {
    const refusal = 'The product has options; delete or archive them first.';
    await openEditor({ [`DELETE /api/admin/products/${MAIN}`]: () => json(422, { message: refusal }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove “\u2068Running shoe\u2069”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(refusal));
    expect(calls('DELETE', `/api/admin/products/${MAIN}`)).toHaveLength(1);
    expect(screen.queryByText('the list')).toBeNull();
  });
});
