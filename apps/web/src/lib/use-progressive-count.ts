import { useEffect, useState } from 'react';

/** Two rows of the product grid's columns (2 on a phone, 3 from `sm`, 4 from `xl`): what fills the first screen. */
export function firstScreenCount(): number {
  if (typeof window.matchMedia !== 'function') return 4;
  if (window.matchMedia('(min-width: 80rem)').matches) return 8;
  if (window.matchMedia('(min-width: 40rem)').matches) return 6;
  return 4;
}

/**
 * How many of a list's `total` items to render now: `first` on the first render, then `step` more in each following
 * task, after the browser has painted, until all are there. A list of twenty cards is then many short tasks instead of
 * one long one that holds the main thread (and the first paint of the page) for the whole list.
 */
export function useProgressiveCount(total: number, first: () => number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((c) => c + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
