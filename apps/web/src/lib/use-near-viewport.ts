import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on), so work for content
 * further down the page can wait until the shopper scrolls towards it. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(enabled: boolean, margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
