import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following its changes (for parts that differ on a phone and a desktop). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `md` breakpoint: from here on the header has its top strip and menu row. */
export const WIDE_SCREEN = '(min-width: 48rem)';

/** Tailwind's `lg` breakpoint: from here on the shop shows its sidebar beside the page. */
export const DESKTOP_SCREEN = '(min-width: 64rem)';
