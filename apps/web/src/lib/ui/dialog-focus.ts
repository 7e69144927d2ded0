/**
 * Where the keyboard's focus goes once a dialog has closed, when the element it came from cannot take it back:
 * asked for only then, so it may name an element the dialog's answer has just shown.
 */
export type FocusTarget = () => HTMLElement | null | undefined;

/** Whether the keyboard's focus can rest on `element`: in the page, shown, enabled and not inert. */
function canHoldFocus(element: Element | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element !== document.body &&
    element.isConnected &&
    !element.matches(':disabled') &&
    !element.closest('[inert]') &&
    element.getClientRects().length > 0
  );
}

/** Focuses `element`, making it focusable from script first when it is not already (a heading). */
function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/** The page's main heading, else its main landmark. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/**
 * Moves the focus to `target`'s element, else to the page's main heading: after a dialog closed whose answer takes
 * away the element that opened it (a confirmed removal).
 */
export function moveFocus(target?: FocusTarget): void {
  const next = [target?.(), pageHeading()].find(canHoldFocus);
  if (next) focusElement(next);
}

/**
 * Call when a dialog has closed and handed the focus back, and again after a navigation its answer started. When the
 * focus fell to the page's body (the button that opened the dialog was removed or disabled meanwhile, or its page
 * left), it goes to `target`'s element or else to the page's main heading, so that a keyboard or screen-reader user
 * keeps their place.
 */
export function keepFocusInPage(target?: FocusTarget): void {
  // after the page's answer to the dialog has rendered
  setTimeout(() => {
    if (canHoldFocus(document.activeElement)) return;
    // another dialog has opened meanwhile, or this one is still going: it hands the focus back when it closes
    if (document.querySelector('dialog[open], .swal2-container')) return;
    moveFocus(target);
  });
}
