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
  // the page left behind may still be shown at first: its heading is not the new page's until the page has changed
  const leftBehind = main.querySelector('h1');
  main.focus({ preventScroll: true });
  const focusHeading = (changed: boolean) => {
    if (!focusUnclaimed(main)) return true;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading || (!changed && heading === leftBehind)) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  // the new page renders after the router's state has changed: look once it has, then as it fills in (a page of the
  // same kind, another product's, keeps its heading and changes its text)
  const observer = new MutationObserver(() => {
    if (focusHeading(true)) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const first = setTimeout(() => {
    if (focusHeading(false)) stop();
    else observer.observe(main, { childList: true, subtree: true, characterData: true });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(first);
    stopWaiting = null;
  };
  stopWaiting = stop;
}
