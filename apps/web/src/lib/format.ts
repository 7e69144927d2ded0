import type { Locale } from '@dukkan/contracts';

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-LY' : 'en-LY');

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits === 0 ? 0 : 3,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Whole numbers for counts and quantities, grouped for the locale. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, 0).format(value);
}

/**
 * Dinar amounts: whole amounts without decimals, others with the three decimals of the dinar
 * (the same rule as the API's formatMoney). The currency label is added by the caller from `t('currency')`.
 */
export function formatPrice(value: number, locale: Locale): string {
  const rounded = Math.round(value * 1000) / 1000;
  return numberFormat(locale, Number.isInteger(rounded) ? 0 : 3).format(rounded);
}

/** A date with its time of day, e.g. on an order's timeline. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

export function formatYear(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric' }).format(date);
}

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
