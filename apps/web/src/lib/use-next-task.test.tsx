import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNextTask } from './use-next-task';

// the storefront runs on Preact (docs/decisions/0011-preact-compat.md), so this renders with it
function Frame() {
  const pageShown = useNextTask();
  return <p>{pageShown ? 'page' : 'frame'}</p>;
}

describe('useNextTask', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    root = document.createElement('div');
  });
  afterEach(() => {
    render(null, root);
    vi.useRealTimers();
  });

  it('is false on the first render and true after the following tasks, for good', async () => {
    act(() => render(<Frame />, root));
    expect(root.textContent).toBe('frame');
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(root.textContent).toBe('page');
    act(() => render(<Frame />, root));
    expect(root.textContent).toBe('page');
  });
});
