import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true from a task after it has been painted: what a component draws behind it
 * (a page under the layout's frame, the rows under the home page's banner) renders in a task of its own instead of
 * lengthening the first one (docs/decisions/0061).
 */
export function useNextTask(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
