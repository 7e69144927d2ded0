import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { QuickStepButton } from '../components/quick-step-button';
import { orderRow } from './fixtures';

const fetchMock = vi.fn<typeof fetch>();

const row = orderRow();

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
