/** How long a new page's main heading is waited for (its data may still be on its way on a slow network). */
const HEADING_WAIT_MS = 10_000;

let stopWaiting: (() => void) | null = null;

/** Whether the keyboard's focus is still where a navigation put it, or nowhere: not yet the shopper's own. */
function focusUnclaimed(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === main;
}

/**
 * After a navigation to another page (a link, the browser's back button), the keyboard's focus goes to the new page:
 * its main landmark at once, then its main heading once that is shown, so that a screen reader announces the page
 * and Tab goes on from the page's top, not from the link left behind in the header or on the page before. Neither
 * scrolls. Focus that the shopper has moved meanwhile (typing in the search box, a dialog) is left where it is.
 */
export function focusNewPage(): void {
  stopWaiting?.();
  const main = document.getElementById('main');
  if (!main) return;
  main.focus({ preventScroll: true });
  const focusHeading = () => {
    if (!focusUnclaimed(main)) return true;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  // the new page renders after the router's state has changed: look once it has, then as it fills in
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const first = setTimeout(() => {
    if (focusHeading()) stop();
    else observer.observe(main, { childList: true, subtree: true });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(first);
    stopWaiting = null;
  };
  stopWaiting = stop;
}
