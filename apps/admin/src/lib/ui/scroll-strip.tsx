import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** Whether a sideways-scrolling box has more to show before and after what it shows now, in either direction. */
export function useScrollEdges(box: { current: HTMLElement | null }): { before: boolean; after: boolean } {
  const [edges, setEdges] = useState({ before: false, after: false });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      // right to left, scrollLeft runs from 0 down to negative values: its size is the distance from the start
      const scrolled = Math.abs(element.scrollLeft);
      const before = scrolled > 1;
      const after = scrolled + element.clientWidth < element.scrollWidth - 1;
      setEdges((e) => (e.before === before && e.after === after ? e : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [box]);
  return edges;
}

/**
 * The fade and arrow at one edge of a {@link ScrollStrip} that has more beyond that edge. A click on the arrow scrolls
 * the strip most of its width that way, for a mouse without a sideways wheel; the keyboard reaches every link by
 * Tab and a touch screen swipes, so the arrow stays out of the tab order and hidden from screen readers.
 */
function EdgeHint({
  side,
  shown,
  className,
  onScroll,
}: {
  side: 'before' | 'after';
  shown: boolean;
  className: string;
  onScroll: () => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-edge={side}
      hidden={!shown}
      onClick={onScroll}
      className={`absolute inset-y-0 flex w-12 cursor-pointer items-center ${
        side === 'before'
          ? 'start-0 justify-start ps-1 bg-linear-to-r rtl:bg-linear-to-l'
          : 'end-0 justify-end pe-1 bg-linear-to-l rtl:bg-linear-to-r'
      } ${className}`}
    >
      {/* a chevron pointing out of the strip, mirrored in right-to-left pages: a drawing, since the text's ‹ and ›
          are mirrored by the browser's bidi already and a second flip turned them inward */}
      <svg viewBox="0 0 24 24" className="size-6 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={side === 'before' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** Scrolls a sideways strip by most of its width towards its start or its end, in either writing direction. */
function scrollStrip(element: HTMLElement | null, side: 'before' | 'after') {
  if (!element) return;
  const towardsEnd = side === 'after' ? 1 : -1;
  const rightToLeft = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
  element.scrollBy({ left: towardsEnd * rightToLeft * element.clientWidth * 0.8, behavior: 'smooth' });
}

/**
 * A row that scrolls sideways when it is wider than the screen, with a fade and an arrow at each edge that hides
 * more, so the last items are seen to be there rather than cut off. `fadeClassName` colours the fades as the
 * background behind the strip (`from-teal-700`).
 */
export function ScrollStrip({
  className,
  fadeClassName,
  children,
}: {
  className: string;
  fadeClassName: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { before, after } = useScrollEdges(box);
  return (
    <div className="relative">
      {/* scroll padding as wide as the fades: a link scrolled into view by the keyboard stops clear of them */}
      <div ref={box} className={`scroll-px-12 overflow-x-auto ${className}`}>
        {children}
      </div>
      <EdgeHint
        side="before"
        shown={before}
        className={fadeClassName}
        onScroll={() => scrollStrip(box.current, 'before')}
      />
      <EdgeHint
        side="after"
        shown={after}
        className={fadeClassName}
        onScroll={() => scrollStrip(box.current, 'after')}
      />
    </div>
  );
}
