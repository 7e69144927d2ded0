import type { AdminDeliveryCity } from '@dukkan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { DeliveryPage } from '../pages/delivery-page';

const fetchMock = vi.fn<typeof fetch>();

const tripoli: AdminDeliveryCity = {
  id: 1,
  country_id: 1,
  name: { ar: 'طرابلس', en: 'Tripoli' },
  is_delivery: true,
  packages: [
    {
      id: 7,
      city_id: 1,
      name: { ar: 'عادي', en: 'Standard' },
      price: 10,
      expected_time: { ar: 'يومان', en: 'Two days' },
      is_active: true,
    },
  ],
};

/** Presses a button from the keyboard: focused, then clicked. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

describe('the delivery page’s forms, from the keyboard', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/client/countries'))
        return json(200, { data: [{ id: 1, name: { ar: 'ليبيا', en: 'Libya' } }] });
      if (init?.method === 'POST' && url === '/api/admin/delivery/cities/1/packages')
        return json(201, { data: { ...tripoli.packages[0], id: 8 } });
      return json(200, { data: [tripoli] });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('takes the keyboard into a new city’s form and back to “Add a city” when it is cancelled', async () => {
    await renderInApp(<DeliveryPage />);
    await screen.findByRole('heading', { name: 'Tripoli' });
    press(screen.getByRole('button', { name: 'Add a city' }));
    const form = screen.getByRole('region', { name: 'Add a city' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Country'));
    press(within(form).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a city' }));
  });

  it('takes it into an edited city’s or package’s form, and back to the button that opened it', async () => {
    await renderInApp(<DeliveryPage />);
    const city = (await screen.findByRole('heading', { name: 'Tripoli' })).closest('section')!;
    press(within(city).getByRole('button', { name: 'Edit city Tripoli' }));
    expect(document.activeElement).toBe(within(city).getByLabelText('Country'));
    press(within(city).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(city).getByRole('button', { name: 'Edit city Tripoli' }));

    press(within(city).getByRole('button', { name: 'Edit package Standard' }));
    expect(document.activeElement).toBe(within(city).getByLabelText('Package name in Arabic'));
    press(within(city).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(city).getByRole('button', { name: 'Edit package Standard' }));
  });

  it('gives the keyboard back to “Add a package” once the new package is saved', async () => {
    await renderInApp(<DeliveryPage />);
    const city = (await screen.findByRole('heading', { name: 'Tripoli' })).closest('section')!;
    press(within(city).getByRole('button', { name: 'Add a package' }));
    const first = within(city).getByLabelText<HTMLInputElement>('Package name in Arabic');
    expect(document.activeElement).toBe(first);
    fireEvent.change(first, { target: { value: 'سريع' } });
    fireEvent.change(within(city).getByLabelText('Package name in English'), { target: { value: 'Express' } });
    fireEvent.change(within(city).getByLabelText(/fee/i), { target: { value: '20' } });
    press(within(city).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(city).queryByLabelText('Package name in Arabic')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(within(city).getByRole('button', { name: 'Add a package' })),
    );
  });
});
