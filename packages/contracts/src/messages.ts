import type { Locale } from './locale.js';
import { fillMessage, SHOPPER_MESSAGES, type MessageParams, type MessageText } from './shopper-message.js';

import staffTexts from './staff-messages.json' with { type: 'json' };

export {
  SHOPPER_MESSAGES,
  shopperMessage,
  type MessageParams,
  type MessageText,
  type PluralText,
  type ShopperMessageCode,
} from './shopper-message.js';

/**
 * The one message catalogue: every text the API sends (top-level messages and field messages) and the storefront
 * shows for a code, in both languages. Keys are stable codes; `{name}` placeholders are filled from parameters.
 * The texts are data, kept as JSON a translator can edit, in two parts: `shopper-messages.json` (what shoppers can
 * see, see `shopper-message.ts`) and `staff-messages.json`, the back office's own.
 */
export const STAFF_MESSAGES = staffTexts satisfies Record<string, Record<Locale, MessageText>>;

/** Both parts; pure, so a bundle that never asks for a staff text leaves the staff part out. */
export const MESSAGES: typeof SHOPPER_MESSAGES & typeof STAFF_MESSAGES = /* @__PURE__ */ Object.assign(
  {},
  SHOPPER_MESSAGES,
  STAFF_MESSAGES,
);

export type MessageCode = keyof typeof MESSAGES;

/** A message as the code inside speaks it: a code and its parameters, turned into text only at the edge. */
export interface MessageRef {
  code: MessageCode;
  params?: MessageParams;
}

export function message(code: MessageCode, locale: Locale, params: MessageParams = {}): string {
  return fillMessage(MESSAGES[code][locale], locale, params);
}
