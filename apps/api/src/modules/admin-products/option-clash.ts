import { normalizeSearch } from '@dukkan/contracts';

/** The colour and size that tell a product's options apart in the storefront's picker, in both languages. */
export interface OptionChoice {
  color_ar: string | null;
  color_en: string | null;
  size_ar: string | null;
  size_en: string | null;
}

/**
 * A colour or size as a shopper reads it, folded as the product search folds a name (normalizeSearch): spaces trimmed
 * and runs of them made one, compatibility forms ("Ｍ" is "M"), Latin letters in either case ("Black" and "black "),
 * and the Arabic spellings a shop types either way: hamza on alef or not, ى and ي, ة and ه, diacritics, tatweel
 * ("أبيض" and "ابيض" are the same colour).
 */
const same = (v: string | null) => normalizeSearch(v ?? '');

/**
 * Where `wanted` would read like one of `others` in the picker: its Arabic colour and size both the same as
 * another's (answered on the Arabic field it has, colour first), else its English ones; null when it is told
 * apart in both languages. A shopper reads one language, so one language alike is one choice shown twice.
 */
export function clashingField(wanted: OptionChoice, others: readonly OptionChoice[]): keyof OptionChoice | null {
  for (const locale of ['ar', 'en'] as const) {
    const color = `color_${locale}` as const;
    const size = `size_${locale}` as const;
    const alike = others.some((o) => same(o[color]) === same(wanted[color]) && same(o[size]) === same(wanted[size]));
    if (alike) return same(wanted[color]) === '' ? size : color;
  }
  return null;
}

/** True when `a` and `b` name the same colour and size in both languages, as the picker compares them. */
export const sameChoice = (a: OptionChoice, b: OptionChoice) =>
  (['color_ar', 'color_en', 'size_ar', 'size_en'] as const).every((k) => same(a[k]) === same(b[k]));
