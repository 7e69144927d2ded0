import type { Locale, Localized } from './locale.js';

import shopperTexts from './shopper-messages.json' with { type: 'json' };

/**
 * The shoppers' part of the one message catalogue (see `messages.ts`), on its own so that the storefront's bundle
 * carries only texts shoppers can see. The texts are data, kept as JSON a translator can edit.
 */
export const SHOPPER_MESSAGES = shopperTexts satisfies Record<string, Localized>;

export type ShopperMessageCode = keyof typeof SHOPPER_MESSAGES;

/** Message parameters; a `{ar, en}` value (e.g. a status name from the database) is read in the message's language. */
export type MessageParams = Record<string, string | number | bigint | Localized>;

/** A shopper's code in the language asked for, its `{name}` placeholders filled from `params`. */
export function shopperMessage(code: ShopperMessageCode, locale: Locale, params: MessageParams = {}): string {
  return fillMessage(SHOPPER_MESSAGES[code][locale], locale, params);
}

export function fillMessage(text: string, locale: Locale, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    return typeof value === 'object' ? value[locale] : String(value ?? '');
  });
}
