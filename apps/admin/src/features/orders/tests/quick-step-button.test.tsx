import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '../../../lib/admin-types';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { QuickStepButton } from '../components/quick-step-button';

const fetchMock = vi.fn<typeof fetch>();

const row: OrderRow = {
  uuid: '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
  number: 'DK-000007',
  status: 'pending',
  created_at: '2026-11-01T10:00:00Z',
  client_name: 'Client',
  receiver_name: 'Huda',
  phone: '0912345678',
  city_name: null,
  delivery_method: 'pickup',
  items_count: 1,
  total: 10,
  cash_to_collect: 10,
  awaiting_confirmation: false,
};

describe("the desk's quick step", () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('keeps the keyboard on the button while the step is sent, and sends it once for two presses', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderInApp(<QuickStepButton order={row} className="" />);
    const button = screen.getByRole('button', { name: /DK-000007/ });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(json(200, { data: { ...row, status: 'confirmed', allowed_transitions: [] } })));
    await vi.waitFor(() => expect(button.hasAttribute('aria-disabled')).toBe(false));
    expect(document.activeElement).toBe(button);
  });
});
