import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../../lib/admin-types';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { orderQuery } from '../api/get-order';
import { StatusActions } from '../components/status-actions';
import { orderDetails } from './fixtures';

const fetchMock = vi.fn<typeof fetch>();

const order = (status: OrderDetails['status'], allowed: OrderDetails['allowed_transitions']): OrderDetails =>
  orderDetails({ status, allowed_transitions: allowed });

/** The order's page as the app has it: the steps read the order from the query the status change updates. */
function Steps({ shown }: { shown: OrderDetails }) {
  const { data } = useQuery({ ...orderQuery(shown.uuid), initialData: shown, staleTime: Infinity });
  return <StatusActions order={data} />;
}

/** Presses a step's button from the keyboard: focused, then clicked. */
function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

describe("an order's next step, from the keyboard", () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lands on the next step’s heading once the pressed step is answered, not on the page', async () => {
    fetchMock.mockResolvedValue(json(200, { data: order('confirmed', ['preparing', 'cancelled']) }));
    await renderInApp(<Steps shown={order('pending', ['confirmed', 'cancelled'])} />);
    press('Confirm');
    await screen.findByRole('button', { name: 'Start preparing' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next step' })));
  });

  it('lands on the closing words when the step was the last', async () => {
    fetchMock.mockResolvedValue(json(200, { data: order('delivered', []) }));
    await renderInApp(<Steps shown={order('shipped', ['delivered', 'cancelled'])} />);
    press('Mark delivered');
    const closed = await screen.findByText('This order is closed: its status can no longer change.');
    await waitFor(() => expect(document.activeElement).toBe(closed));
  });

  it('lands on the heading when the step is refused, beside the reason, the order read again as it is now', async () => {
    // someone else confirmed it meanwhile: 409, then the order read again
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? json(409, { message: 'Changed meanwhile' })
          : json(200, { data: order('confirmed', ['preparing', 'cancelled']) }),
      ),
    );
    await renderInApp(<Steps shown={order('pending', ['confirmed', 'cancelled'])} />);
    press('Confirm');
    // a browser drops the focus of a button disabled while the step is sent (jsdom keeps it)
    screen.getByRole('button', { name: 'Confirm' }).blur();
    await screen.findByRole('alert');
    await screen.findByRole('button', { name: 'Start preparing' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next step' })));
  });

  it('leaves the focus where the member took it while the step was sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderInApp(<Steps shown={order('pending', ['confirmed', 'cancelled'])} />);
    press('Confirm');
    const note = screen.getByRole('textbox', { name: 'Note (optional)' });
    note.focus();
    await act(async () => answer(json(200, { data: order('confirmed', ['preparing', 'cancelled']) })));
    await screen.findByRole('button', { name: 'Start preparing' });
    expect(document.activeElement).toBe(note);
  });
});
