import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeModalDialogs, json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { BulkBar } from '../components/bulk-bar';
import { useSelection } from '../store/selection';

const fetchMock = vi.fn<typeof fetch>();

/** The desk as far as the bar needs it: the heading it lands on, and the bar. */
function Desk() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <MemoryRouter>
      <h1 ref={heading} tabIndex={-1}>
        Orders
      </h1>
      <BulkBar landing={heading} />
    </MemoryRouter>
  );
}

/**
 * Applies the chosen status to the selected orders from the keyboard, confirming in the dialog, and gets `answer`
 * once the Apply button is disabled, which drops the browser's focus to the page's body (jsdom keeps it).
 */
async function applyFromKeyboard(answer: unknown) {
  let respond: (r: Response) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
  const apply = screen.getByRole('button', { name: 'Apply' });
  apply.focus();
  fireEvent.click(apply);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change the status' }));
  await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(true));
  // what the browser does with a disabled button's focus, and jsdom does not: drop it to the body
  const away = document.body.appendChild(document.createElement('input'));
  away.focus();
  away.remove();
  await act(async () => respond(json(200, { data: answer })));
}

beforeAll(fakeModalDialogs);

describe('the bulk bar, from the keyboard', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    act(() =>
      useSelection.getState().setMany(
        [
          { uuid: 'a', number: 'DK-000001' },
          { uuid: 'b', number: 'DK-000002' },
        ],
        true,
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    act(() => useSelection.getState().clear());
  });

  it('lands on the desk’s heading once every selected order moved and the bar went with them', async () => {
    await renderInApp(<Desk />);
    await applyFromKeyboard({ updated: ['a', 'b'], failed: [] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Orders' })));
  });

  it('lands on the report of the orders kept when some did not move, the bar staying', async () => {
    await renderInApp(<Desk />);
    await applyFromKeyboard({ updated: ['a'], failed: [{ uuid: 'b', message: 'Already shipped' }] });
    const report = await screen.findByText(/These did not change/);
    await waitFor(() => expect(document.activeElement).toBe(report));
  });
});
