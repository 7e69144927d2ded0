import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollStrip } from './scroll-strip';

/** jsdom lays nothing out: the strip's sizes and scroll position are set by hand, as a 390 px phone would have them. */
function lay(strip: HTMLElement, sizes: { clientWidth: number; scrollWidth: number; scrollLeft: number }) {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(strip, key, { configurable: true, value });
  }
}

const hint = (edge: 'before' | 'after') => document.querySelector<HTMLElement>(`[data-edge="${edge}"]`);
const shown = () => ({ before: !hint('before')?.hidden, after: !hint('after')?.hidden });

describe('ScrollStrip', () => {
  let resized: () => void = () => {};
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['ltr', 'rtl'] as const)(
    'marks the edge that hides more items, and only that one, as the strip scrolls (%s)',
    (dir) => {
      render(
        <div dir={dir}>
          <ScrollStrip className="" fadeClassName="from-teal-700">
            <ul aria-label="menu">
              <li>Dashboard</li>
              <li>My account</li>
            </ul>
          </ScrollStrip>
        </div>,
      );
      const strip = screen.getByRole('list', { name: 'menu' }).parentElement as HTMLElement;
      // right to left, the browser counts scrollLeft from 0 down to minus the hidden width
      const sign = dir === 'rtl' ? -1 : 1;
      lay(strip, { clientWidth: 390, scrollWidth: 1200, scrollLeft: 0 });
      act(() => resized());
      expect(shown()).toEqual({ before: false, after: true });

      lay(strip, { clientWidth: 390, scrollWidth: 1200, scrollLeft: sign * 400 });
      fireEvent.scroll(strip);
      expect(shown()).toEqual({ before: true, after: true });

      lay(strip, { clientWidth: 390, scrollWidth: 1200, scrollLeft: sign * 810 });
      fireEvent.scroll(strip);
      expect(shown()).toEqual({ before: true, after: false });

      // a wide screen: everything fits, no hint
      lay(strip, { clientWidth: 1272, scrollWidth: 1272, scrollLeft: 0 });
      act(() => resized());
      expect(shown()).toEqual({ before: false, after: false });
      // the hints are drawn for the eye and the mouse only
      expect(hint('after')?.getAttribute('aria-hidden')).toBe('true');
      expect(hint('after')?.tabIndex).toBe(-1);
    },
  );

  it.each([
    ['ltr', 1],
    ['rtl', -1],
  ] as const)('scrolls most of its width towards the arrow clicked (%s)', (dir, sign) => {
    render(
      <div dir={dir} style={{ direction: dir }}>
        <ScrollStrip className="" fadeClassName="from-teal-700">
          <ul aria-label="menu">
            <li>Dashboard</li>
          </ul>
        </ScrollStrip>
      </div>,
    );
    const strip = screen.getByRole('list', { name: 'menu' }).parentElement as HTMLElement;
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy;
    lay(strip, { clientWidth: 400, scrollWidth: 1200, scrollLeft: sign * 400 });
    act(() => resized());
    fireEvent.click(hint('after')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: sign * 320, behavior: 'smooth' });
    fireEvent.click(hint('before')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -sign * 320, behavior: 'smooth' });
  });
});
