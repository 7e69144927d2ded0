import { type Locale, SHOP_TIME_ZONE, SHOP_UTC_OFFSET_MS } from '@dukkan/contracts';

// Western digits in both languages, as Libyan shops write them.
const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-LY-u-nu-latn' : 'en-GB');

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * Dinar amounts, the same in both languages: Western digits, a comma between thousands and a point before the
 * three dirham digits ("1,234.500"), so the point is never mistaken for a thousands mark.
 */
export function formatMoney(dinars: number): string {
  return moneyFormat.format(Math.round(dinars * 1000) / 1000);
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Counts and quantities with Western digits. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

// dates and times read on the shop's clock, whatever the device's: an order's time as in Tripoli, on the day the
// dashboard and the date filters count it under
export function formatDate(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(value));
}

export function formatDateTime(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(value));
}

/** An instant as a `datetime-local` input's value on the shop's clock ("2026-11-30T01:30"). */
export function shopClockInput(iso: string | null): string {
  return iso ? new Date(Date.parse(iso) + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 16) : '';
}

/** A `datetime-local` input's value, read on the shop's clock, as a UTC instant; null when empty. */
export function shopClockInstant(local: string): string | null {
  return local ? new Date(Date.parse(`${local}Z`) - SHOP_UTC_OFFSET_MS).toISOString() : null;
}

/** Day and month only, for chart axes. */
export function formatDay(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}
