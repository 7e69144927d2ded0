/** The spec's alert dialogs. SweetAlert2 is loaded on first use so it never weighs on the first page load. */
export const BRAND_TEAL = '#0f766e';

export interface AlertOptions {
  icon: 'success' | 'warning' | 'error' | 'info';
  title: string;
  text: string;
  confirmText: string;
  /** extra lines shown under the text, e.g. a request id */
  footer?: string;
}

/** Starts fetching the dialog code early, e.g. while a request whose answer it will show is on its way. */
export function preloadDialogs(): void {
  import('sweetalert2').catch(() => undefined);
}

export async function showAlert(options: AlertOptions): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  const rtl = document.documentElement.dir === 'rtl';
  await Swal.fire({
    icon: options.icon,
    title: options.title,
    text: options.text,
    ...(options.footer ? { footer: escapeText(options.footer) } : {}),
    confirmButtonText: options.confirmText,
    confirmButtonColor: BRAND_TEAL,
    customClass: { popup: rtl ? 'swal-rtl' : '' },
    returnFocus: true,
  });
}

function escapeText(text: string): string {
  const div = document.createElement('div');
  div.textContent = text;
  return div.innerHTML;
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
}

/** The spec's dialog style asking before a step that cannot be undone; true when the shopper confirmed. */
export async function showConfirm(options: ConfirmOptions): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const rtl = document.documentElement.dir === 'rtl';
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
    customClass: { popup: rtl ? 'swal-rtl' : '' },
    returnFocus: true,
  });
  return result.isConfirmed;
}
