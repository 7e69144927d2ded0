import { toAsciiDigits } from './search.js';

/** A number as typed, in ASCII digits, without the spaces, dashes, brackets, dots and direction marks around them. */
const compact = (input: string) => toAsciiDigits(input).replace(/[\s\-().\u200E\u200F]/g, '');

/**
 * Libyan mobile numbers: 09XXXXXXXX, +2189XXXXXXXX, 2189XXXXXXXX or 002189XXXXXXXX, also with the 0 kept after the
 * country code (+218 091 …, as many write it) or without any prefix (9XXXXXXXX), with or without spaces and dashes,
 * in ASCII or Arabic-Indic digits.
 * Returns the canonical +2189XXXXXXXX form, or null when the text is not such a number.
 */
export function normalizeLibyanPhone(input: string): string | null {
  const match = /^(?:(?:\+|00)?2180?|0)?(9[1-6]\d{7})$/.exec(compact(input));
  return match ? `+218${match[1]}` : null;
}

/**
 * A number the shop lists for itself: a Libyan mobile as `normalizeLibyanPhone` reads it, or a landline, an area
 * code and the line's number, nine digits after the trunk 0 (021 333 4444 in Tripoli, 061 … in Benghazi, 051 … in
 * Misrata), written in the same ways. Returns the canonical +218XXXXXXXXX form, or null.
 */
export function normalizeLibyanShopPhone(input: string): string | null {
  const mobile = normalizeLibyanPhone(input);
  if (mobile !== null) return mobile;
  const match = /^(?:(?:\+|00)?2180?|0)([2-8]\d{8})$/.exec(compact(input));
  return match ? `+218${match[1]}` : null;
}

/**
 * A canonical Libyan number for reading, in the groups people say it in: +218 91 234 5678, +218 21 333 4444 (always
 * shown left to right); any other text as it is.
 */
export function formatLibyanPhone(phone: string): string {
  const match = /^\+218(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+218 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
