import type { Locale } from '@dukkan/contracts';

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-LY' : 'en-LY');

export function formatDate(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(value));
}

/** Splits plain text into paragraphs on blank lines (never parsed as HTML). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A date with its time of day, e.g. on an order's timeline. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}
