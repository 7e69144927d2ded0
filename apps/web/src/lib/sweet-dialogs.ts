import Swal from 'sweetalert2';
import type { AlertOptions, ConfirmOptions } from './dialogs';
import { keepFocusInPage } from './ui/dialog-focus';

/**
 * The dialogs of ./dialogs drawn by SweetAlert2: a chunk of its own, loaded with the first dialog. Each hands the focus
 * back when it closes (`returnFocus`), and keeps it in the page when the element it came from has gone meanwhile.
 */

/** The spec's alert button colour, a teal. */
const BRAND_TEAL = '#0f766e';
const popupClass = () => (document.documentElement.dir === 'rtl' ? 'swal-rtl' : '');

export async function fireAlert(options: AlertOptions): Promise<void> {
  await Swal.fire({
    icon: options.icon,
    title: options.title,
    text: options.text,
    ...(options.footer ? { footer: escapeText(options.footer) } : {}),
    confirmButtonText: options.confirmText,
    confirmButtonColor: BRAND_TEAL,
    customClass: { popup: popupClass() },
    returnFocus: true,
    didClose: () => keepFocusInPage(options.focusAfter),
  });
}

function escapeText(text: string): string {
  const div = document.createElement('div');
  div.textContent = text;
  return div.innerHTML;
}

export async function fireConfirm(options: ConfirmOptions): Promise<boolean> {
  const result = await Swal.fire({
    icon: 'warning',
    title: options.title,
    text: options.text,
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    cancelButtonText: options.cancelText,
    confirmButtonColor: '#be123c',
    cancelButtonColor: BRAND_TEAL,
    focusCancel: true,
    customClass: { popup: popupClass() },
    returnFocus: true,
    didClose: () => keepFocusInPage(options.focusAfter),
  });
  return result.isConfirmed;
}
