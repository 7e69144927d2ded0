import { type AdminProductOption, type Locale, nameWithOption } from '@dukkan/contracts';

type Told = Pick<AdminProductOption, 'color_ar' | 'color_en' | 'size_ar' | 'size_en'>;

/**
 * What tells an option from its product's others, as the member reads it: its colour and size in the language, with
 * the language's comma ("أحمر، 42" / "Red, 42"); '' when it has neither.
 */
export function optionLabel(option: Told, locale: Locale): string {
  const color = locale === 'ar' ? option.color_ar || option.color_en : option.color_en || option.color_ar;
  const size = locale === 'ar' ? option.size_ar || option.size_en : option.size_en || option.size_ar;
  return [color, size].filter(Boolean).join(locale === 'ar' ? '، ' : ', ');
}

/** An option's name as order lines read it: "<product> — <colour>، <size>". */
export function optionName(productName: string, option: Told, locale: Locale): string {
  return nameWithOption(productName, [option[`color_${locale}`], option[`size_${locale}`]], locale);
}
