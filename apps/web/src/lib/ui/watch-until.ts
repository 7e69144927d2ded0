/**
 * Calls `done` now, then each time `target` changes as `changes` says, until it answers true or `maxMs` have passed:
 * for a step that waits on content still rendering (a page's heading, the cards a list renders a few at a time).
 * `onEnd` is called once the watch has ended, however it ended. Returns what stops the watch early.
 */
export function watchUntil(
  target: Node,
  changes: MutationObserverInit,
  done: () => boolean,
  maxMs: number,
  onEnd?: () => void,
): () => void {
  const observer = new MutationObserver(() => {
    if (done()) stop();
  });
  const timer = setTimeout(() => stop(), maxMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    onEnd?.();
  };
  if (done()) stop();
  else observer.observe(target, changes);
  return stop;
}
