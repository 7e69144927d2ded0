import { formatLibyanPhone, toAsciiDigits } from '@dukkan/contracts';

/** The API answers phones as +2189XXXXXXXX; forms show the familiar local 09XXXXXXXX. */
export function toLocalPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = /^\+218(9\d{8})$/.exec(phone);
  return match ? `0${match[1]}` : phone;
}

/** For reading: +218 91 234 5678 (always shown left-to-right). */
export function formatPhone(phone: string | null | undefined): string {
  return phone ? formatLibyanPhone(phone) : '';
}

/**
 * A phone field's Arabic-Indic (and Persian) digits become 0–9 as they are typed: in the left-to-right field an
 * Arabic-Indic number written in groups ("٠٩١ ٢٣٤ ٥٦٧٨") showed its groups in reverse order. The caret stays where it
 * was (a digit is one character either way). The server reads both kinds of digits alike.
 */
export function typeAsciiDigits(input: HTMLInputElement): void {
  const ascii = toAsciiDigits(input.value);
  if (ascii === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = ascii;
  input.setSelectionRange(selectionStart, selectionEnd);
}
