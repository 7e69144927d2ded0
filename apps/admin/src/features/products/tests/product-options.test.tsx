import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { renderInApp } from '../../../test/render';
import { optionLabel, optionName } from '../components/option-label';
import { productQuery } from '../api/products';
import { OptionsSection } from '../components/options-section';
import { fakeModalDialogs, json } from '../../../test/fakes';
import { MAIN, RED, answer, bodyOf, calls, fetchMock, product, red42 } from './fixtures';

beforeAll(fakeModalDialogs);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useLocaleStore.setState({ locale: 'en' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("an option's label", () => {
  it("reads the colour and size in the member's language, with the language's comma", () => {
    expect(optionLabel(red42, 'ar')).toBe('أحمر، 42');
    expect(optionLabel(red42, 'en')).toBe('Red, 42');
    expect(optionLabel({ ...red42, size_ar: null, size_en: null }, 'en')).toBe('Red');
    expect(optionName('حذاء رياضي', red42, 'ar')).toBe('حذاء رياضي — أحمر، 42');
    expect(
      optionName('Running shoe', { ...red42, color_ar: null, color_en: null, size_ar: null, size_en: null }, 'en'),
    ).toBe('Running shoe');
  });
});

describe('the options of a product', () => {
  it('lists the product itself first, then each option with its SKU, prices, stock and state', async () => {
    answer({});
    await renderInApp(<OptionsSection product={product} />);
    const table = screen.getByRole('table', { name: 'Options of “Running shoe”' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('This product');
    expect(rows[0]!.textContent).toContain('SH-BLK-41');
    const red = rows[1]!;
    expect(within(red).getByText('SH-RED-42').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(red.textContent).toContain('120.000');
    expect(red.textContent).toContain('100.000');
    expect(red.textContent).toContain('On offer');
    // orders name it: it can be archived, not deleted
    expect(within(red).getByRole('button', { name: 'Archive Red, 42' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });

  it('adds an option with the API, its values typed as staff type them', async () => {
    answer({
      [`POST /api/admin/products/${MAIN}/options`]: () =>
        json(201, {
          data: { ...product, options: [red42, { ...red42, uuid: '33333333-3333-4333-8333-333333333333' }] },
          message: 'The option has been added.',
        }),
      [`GET /api/admin/products/${MAIN}`]: () => json(200, { data: product }),
    });
    await renderInApp(<OptionsSection product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    const dialog = screen.getByRole('dialog', { name: 'New option of “\u2068Running shoe\u2069”' });
    // a new option starts from the product's price
    expect(within(dialog).getByLabelText<HTMLInputElement>('Selling price (LYD)').value).toBe('110');
    const fill = (label: string, value: string) =>
      fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });
    fill('Colour in Arabic', 'أزرق');
    fill('Colour in English', 'Blue');
    fill('Size in Arabic', '٤٣');
    fill('Size in English', '43');
    fill('SKU', ' SH-BLU-43 ');
    fill('Selling price (LYD)', '١٢٥٫٥');
    fill('Opening stock', '6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save option' }));
    await waitFor(() => expect(calls('POST', `/api/admin/products/${MAIN}/options`)).toHaveLength(1));
    expect(bodyOf('POST', `/api/admin/products/${MAIN}/options`)).toEqual({
      sku: 'SH-BLU-43',
      color_ar: 'أزرق',
      color_en: 'Blue',
      size_ar: '٤٣',
      size_en: '43',
      selling_price: 125.5,
      discount: 0,
      tax_rate: 0,
      is_available: true,
      images: [],
      quantity: 6,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an option with neither colour nor size before sending it', async () => {
    answer({});
    await renderInApp(<OptionsSection product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save option' }));
    expect(
      await within(dialog).findByText(
        'Give the option a colour or a size to tell it from the product’s other options.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need attention.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a taken SKU on the SKU field", async () => {
    const taken = 'The SKU “SH-BLK-41” is already used by another product.';
    answer({
      [`PUT /api/admin/products/${MAIN}/options/${RED}`]: () =>
        json(422, { message: 'The given data was invalid.', errors: { sku: [taken] } }),
    });
    await renderInApp(<OptionsSection product={product} />);
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Edit Red, 42' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the option “\u2068Red, 42\u2069”' });
    // an option's stock changes by adjustments only
    expect(within(dialog).queryByLabelText('Opening stock')).toBeNull();
    fireEvent.input(within(dialog).getByLabelText('SKU'), { target: { value: 'SH-BLK-41' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save option' }));
    await waitFor(() => expect(within(dialog).getByLabelText('SKU').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(taken)).toBeTruthy();
    expect(bodyOf('PUT', `/api/admin/products/${MAIN}/options/${RED}`)).not.toHaveProperty('quantity');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('saves an option as of the values it opened with, and reads the product again when someone saved it since', async () => {
    const meanwhile =
      'Someone else saved this option after you opened it, so your changes were not saved. Close this window and open the option again to see what changed, then make your changes again.';
    answer({
      [`PUT /api/admin/products/${MAIN}/options/${RED}`]: () => json(409, { message: meanwhile }),
      [`GET /api/admin/products/${MAIN}`]: () => json(200, { data: product }),
    });
    // the editor page reads the product while its options are edited
    function EditorPage() {
      useQuery(productQuery(MAIN));
      return <OptionsSection product={product} />;
    }
    await renderInApp(<EditorPage />);
    await waitFor(() => expect(calls('GET', `/api/admin/products/${MAIN}`)).toHaveLength(1));
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Edit Red, 42' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Selling price (LYD)'), { target: { value: '125' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save option' }));
    expect(await within(dialog).findByText(meanwhile)).toBeTruthy();
    expect(bodyOf('PUT', `/api/admin/products/${MAIN}/options/${RED}`)).toMatchObject({
      selling_price: 125,
      expected_revision: 'o1',
    });
    await waitFor(() => expect(calls('GET', `/api/admin/products/${MAIN}`)).toHaveLength(2));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('archives an option after asking, and shows its stock history at its own uuid', async () => {
    answer({
      [`DELETE /api/admin/products/${MAIN}/options/${RED}`]: () =>
        json(200, { data: { result: 'archived' }, message: 'Archived.' }),
      [`GET /api/admin/products/${MAIN}`]: () => json(200, { data: product }),
      [`GET /api/admin/products/${RED}/stock`]: () =>
        json(200, {
          data: [
            {
              id: 9,
              delta: 4,
              quantity_after: 4,
              reason: 'initial',
              note: null,
              staff: { id: 1, name: 'Amina' },
              order_number: null,
              created_at: '2026-11-02T09:00:00Z',
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        }),
    });
    await renderInApp(<OptionsSection product={product} />);
    const table = screen.getByRole('table', { name: 'Options of “Running shoe”' });
    fireEvent.click(within(table).getByRole('button', { name: 'Stock of Red, 42' }));
    const panel = await screen.findByRole('region', { name: 'Stock of “\u2068Red, 42\u2069”' });
    expect(await within(panel).findByText('Amina')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Archive Red, 42' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove the option “\u2068Red, 42\u2069”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(calls('DELETE', `/api/admin/products/${MAIN}/options/${RED}`)).toHaveLength(1));
  });
});
