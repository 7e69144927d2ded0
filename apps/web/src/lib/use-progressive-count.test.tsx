import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

// the storefront runs on Preact (docs/decisions/0011-preact-compat.md), so this renders with it
function List({ total }: { total: number }) {
  const shown = useProgressiveCount(total, () => 4, 4);
  return <p>{shown}</p>;
}

describe('useProgressiveCount', () => {
  let root: HTMLElement;
  const shown = () => Number(root.textContent);
  const show = (total: number) => act(() => render(<List total={total} />, root));
  const nextTask = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });

  beforeEach(() => {
    vi.useFakeTimers();
    root = document.createElement('div');
  });
  afterEach(() => {
    render(null, root);
    vi.useRealTimers();
  });

  it('shows the first screen at once, then a step more in each following task until all are shown', async () => {
    show(10);
    expect(shown()).toBe(4);
    await nextTask();
    expect(shown()).toBe(8);
    await nextTask();
    expect(shown()).toBe(10);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(shown()).toBe(10);
  });

  it('shows a short list whole on the first render', () => {
    show(3);
    expect(shown()).toBe(3);
  });

  it('goes on with items added later (the next page of a list)', async () => {
    show(4);
    show(12);
    expect(shown()).toBe(4);
    await nextTask();
    expect(shown()).toBe(8);
    await nextTask();
    expect(shown()).toBe(12);
  });
});
