import type { FocusTarget } from './ui/dialog-focus';

/**
 * The spec's alert dialogs. SweetAlert2, and the code that drives it, is loaded on first use so it never weighs on the
 * first page load. When a dialog closes, the keyboard's focus goes back where it was or, when that element is gone or
 * disabled, to `focusAfter`'s element or the page's main heading (./ui/dialog-focus), never to the page's body.
 */
export interface AlertOptions {
  icon: 'success' | 'warning' | 'error' | 'info';
  title: string;
  text: string;
  confirmText: string;
  /** extra lines shown under the text, e.g. a request id */
  footer?: string;
  /** where the focus goes after the dialog when the element it came from is gone or disabled; the page's h1 else */
  focusAfter?: FocusTarget;
}

const dialogs = () => import('./sweet-dialogs');

/** Starts fetching the dialog code early, e.g. while a request whose answer it will show is on its way. */
export function preloadDialogs(): void {
  dialogs().catch(() => undefined);
}

/** Resolves when the shopper closes the dialog. */
export async function showAlert(options: AlertOptions): Promise<void> {
  await (await dialogs()).fireAlert(options);
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  /** as in AlertOptions */
  focusAfter?: FocusTarget;
}

/** The spec's dialog style asking before a step that cannot be undone; true when the shopper confirmed. */
export async function showConfirm(options: ConfirmOptions): Promise<boolean> {
  return (await dialogs()).fireConfirm(options);
}
