import type { Locale, Localized } from './locale.js';

import shopperTexts from './shopper-messages.json' with { type: 'json' };

/**
 * The shoppers' part of the one message catalogue (see `messages.ts`), on its own so that the storefront's bundle
 * carries only texts shoppers can see. The texts are data, kept as JSON a translator can edit.
 */
export const SHOPPER_MESSAGES = shopperTexts satisfies Record<string, Record<Locale, MessageText>>;

export type ShopperMessageCode = keyof typeof SHOPPER_MESSAGES;

/**
 * A text with a number in it, in each form its language gives that number, as CLDR's plural rules name them
 * (`Intl.PluralRules`): Arabic says حرفين for 2, {n} أحرف for 3–10, {n} حرفاً for 11–99 and {n} حرف for 100. `count`
 * names the parameter that picks the form, which must be given as a number (a count already formatted for display,
 * "١٥" or "1,500", is no number and takes `other`); `other` is the form for any number without one of its own.
 */
export interface PluralText {
  count: string;
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** One language's text of a message: the same for every number, or by its plural forms. */
export type MessageText = string | PluralText;

/** Message parameters; a `{ar, en}` value (e.g. a status name from the database) is read in the message's language. */
export type MessageParams = Record<string, string | number | bigint | Localized>;

/** A shopper's code in the language asked for, its `{name}` placeholders filled from `params`. */
export function shopperMessage(code: ShopperMessageCode, locale: Locale, params: MessageParams = {}): string {
  return fillMessage(SHOPPER_MESSAGES[code][locale], locale, params);
}

const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};

/** The form of a plural text for its number (a parameter that is no number takes `other`). */
function pluralForm(text: PluralText, locale: Locale, params: MessageParams): string {
  const rules = (pluralRules[locale] ??= new Intl.PluralRules(locale));
  return text[rules.select(Number(params[text.count]))] ?? text.other;
}

export function fillMessage(text: MessageText, locale: Locale, params: MessageParams): string {
  const chosen = typeof text === 'string' ? text : pluralForm(text, locale, params);
  return chosen.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    return typeof value === 'object' ? value[locale] : String(value ?? '');
  });
}
