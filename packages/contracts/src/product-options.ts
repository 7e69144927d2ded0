import type { Locale } from './locale.js';

/**
 * How an order line, a receipt or a cart names one option of a product sold in several (decision 0053):
 * "<name> — <colour>، <size>" in Arabic, "<name> — <colour>, <size>" in English. A product sold in one form
 * keeps its name.
 */
export function nameWithOption(name: string, values: readonly (string | null | undefined)[], locale: Locale): string {
  const shown = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return shown.length ? `${name} — ${shown.join(locale === 'ar' ? '، ' : ', ')}` : name;
}
