export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

export type Localized = Record<Locale, string>;

/**
 * The language a person reads, stored with what is sent to them (an order's messages, a reply's greeting): data that
 * use cases carry, unlike a request's locale, which only routes and the error handler read.
 */
export type Language = Locale;

/** A stored language column as a {@link Language}: 'en' is English, anything else Arabic. */
export const storedLanguage = (value: string): Language => (value === 'en' ? 'en' : 'ar');

export function isLocale(value: unknown): value is Locale {
  return value === 'ar' || value === 'en';
}

/** Picks ar or en from an Accept-Language header; anything else falls back to Arabic. */
export function localeFromHeader(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

/** Two stored columns as one `{ar, en}` text, or null when either is missing (an optional field such as a colour). */
export function localizedPair(ar: string | null, en: string | null): Localized | null {
  return ar !== null && en !== null ? { ar, en } : null;
}
