import { watchUntil } from './watch-until';

/** How long a new page's main heading is waited for (its data may still be on its way on a slow network). */
const HEADING_WAIT_MS = 10_000;

/** A dialog (the login dialog, SweetAlert2's): it holds the focus while open and hands it back when it closes. */
const OPEN_DIALOG = 'dialog[open], .swal2-container';

/** Where the focus was when the router began loading another page, until that navigation ends. */
let startedFrom: Element | null = null;
let stopWaiting: (() => void) | null = null;

/** Call when the router starts loading another page: where the focus is then is where the navigation began. */
export function navigationStarting(): void {
  startedFrom ??= document.activeElement;
}

/** Call when a navigation has ended (on a page or not): the next one begins anew. */
export function navigationEnded(): void {
  startedFrom = null;
}

/** A field the shopper types or picks in. */
const isField = (element: Element | null) => element?.matches('input, textarea, select, [contenteditable]') ?? false;

/**
 * After a navigation to another page (a link, the browser's back button), the keyboard's focus goes to the new page's
 * main heading once it is shown, and to its main landmark until then, so that a screen reader announces the page and
 * Tab goes on from the page's top, not from the link left behind in the header or on the page before. Neither
 * scrolls. A dialog open at the time keeps the focus until it closes. Focus in a field (the search box, whether the
 * shopper searched from it or went there while a slow page loaded) is left where it is, and so is anything the
 * shopper focuses once the new page is shown.
 */
export function focusNewPage(sameScreen?: boolean): void {
  stopWaiting?.();
  const from = startedFrom ?? document.activeElement;
  // the page left behind is still shown at first: its heading is the new page's only once its text has changed (a
  // page of the same kind, another product's, keeps its heading element). Another list on the same screen (another
  // category, another search) renders with the address, and its heading may keep its words ("Results for …" when
  // only the search's category changed): it is the new page's as soon as the first look finds it
  const leftHeading = sameScreen ? null : document.querySelector('main h1');
  const leftText = leftHeading?.textContent;
  let placed: Element | null = null;
  /** Moves the focus on if it is still the navigation's to move; true once there is nothing more to do. */
  const settle = (): boolean => {
    if (document.querySelector(OPEN_DIALOG)) return false;
    const active = document.activeElement;
    // a field keeps its focus, whether the shopper was typing there before the navigation (the search box's own
    // results) or went there while the page loaded
    if (isField(active)) return true;
    const unclaimed = active === null || active === document.body || active === from || active === placed;
    if (!unclaimed && placed !== null) return true;
    const main = document.getElementById('main');
    if (!main) return false;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading && (heading !== leftHeading || heading.textContent !== leftText)) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    }
    main.focus({ preventScroll: true });
    placed = main;
    return false;
  };
  let stopWatching: (() => void) | undefined;
  const stop = () => {
    clearTimeout(first);
    stopWatching?.();
  };
  // once the new page has rendered (it renders after the router's state has changed), then as it fills in and as a
  // dialog closes; the contact page has a main of its own, so the whole document is watched. A wait that has ended
  // lets go of the page it was waiting on.
  const first = setTimeout(() => {
    stopWatching = watchUntil(
      document.body,
      { childList: true, subtree: true, characterData: true, attributeFilter: ['open'] },
      settle,
      HEADING_WAIT_MS,
      () => {
        if (stopWaiting === stop) stopWaiting = null;
      },
    );
  });
  stopWaiting = stop;
}
