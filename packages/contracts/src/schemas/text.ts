import { z } from 'zod';
import { withMessage } from '../validation.js';

/**
 * The one set of rules for text a shopper types (names, addresses, subjects, messages), shared by registration,
 * the profile, contact-us and the order form so a value accepted in one is accepted in all (docs/security.md).
 */

/**
 * With the `u` flag a surrogate code unit matches only when it is unpaired: text JSON can carry but UTF-8 cannot.
 * U+FFFD is what a body's invalid UTF-8 bytes were decoded as: the character the shopper typed is lost there too.
 */
const MALFORMED = /[\uD800-\uDFFF\uFFFD]/u;

// Control characters; the zero-width space, word joiner and invisible operators, the soft hyphen, the combining
// grapheme joiner and the Mongolian vowel separator, which show nothing; the bidi embedding/override/isolate
// characters that can disguise text; the BOM, the interlinear annotation characters, non-characters, private-use
// characters and tags, which show nothing or a box. ZWNJ and ZWJ stay allowed (Persian-style names, emoji sequences),
// and so do the LRM/RLM/ALM marks.
const UNSHOWN =
  '\\u007F-\\u009F\\u00AD\\u180E\\u200B\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF\\uFFF9-\\uFFFB\\uFFFE\\uFFFF\\uE000-\\uF8FF\\u{E0000}-\\u{E007F}\\u{F0000}-\\u{10FFFF}';
// The combining grapheme joiner, outside the class: a combining mark inside one reads as joined to its neighbour.
const CGJ = '\\u034F';
// A single line also refuses the line and paragraph separators, which break it in a receipt or a mail.
const UNSAFE_LINE = new RegExp(`[\\u0000-\\u001F\\u2028\\u2029${UNSHOWN}]|${CGJ}`, 'u');
// Multi-line text may hold tabs and line breaks.
const UNSAFE_TEXT = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F${UNSHOWN}]|${CGJ}`, 'u');

/** A letter of any script; the Hangul fillers are "letters" to Unicode but show nothing, so they do not count. */
const VISIBLE_LETTER = /(?![\u115F\u1160\u3164\uFFA0])\p{L}/u;

/**
 * A web address or an e-mail inside a name: a scheme, "www.", an "@", a host followed by a path, or a host under a
 * country's two-letter domain or a common generic one. A name is put into the shop's own messages ("Hello <name>"),
 * so a link there would reach whatever address a stranger typed, in the shop's voice. "Mr.Smith", "St. John",
 * initials ("A.B. Salem") and "Dr.Al-Hassan" (.al is left out) are names, not hosts.
 */
const LINK =
  /[a-z][a-z\d+.-]*:\/\/|www\.|@|[\p{L}\p{N}-]+\.[a-z]{2,}\/|[\p{L}\p{N}-]+\.(?!al(?![\p{L}\p{N}]))(?:[a-z]{2}|com|net|org|info|biz|xyz|online|site|shop|store|link|top|click|app|dev|page|live|club|vip|win|bid|icu|buzz|cyou|rest|sbs|fun|space|website|tech|pro|mobi|name|email|today|life|world)(?![\p{L}\p{N}])/iu;

/**
 * True when the text holds no web address or e-mail, read as a mail program would show it (`linkView`): a full-width
 * dot or letter ("evil．com") is the dot and letter it looks like.
 */
export const hasNoLink = (s: string): boolean => !LINK.test(linkView(s));

/**
 * The text as a mail program shows it: NFKC; the joiners and marks that show nothing taken out ("evil\u2060.com"
 * shows as "evil.com"); the dots that look like a full stop read as one; a space before a dot closed up ("evil .com").
 */
function linkView(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[\u00AD\u061C\u180E\u200B-\u200F\u2060-\u2064\uFEFF]|\u034F/g, '')
    .replace(/[。｡·⸳・‧∙⋅]/g, '.')
    .replace(/\s+\./g, '.');
}

/** True when the text holds no unpaired UTF-16 surrogate and no replacement character for undecodable bytes. */
export const isWellFormedText = (s: string): boolean => !MALFORMED.test(s);

/** True when the text holds at least one visible letter (not only marks, joiners, fillers, blanks or emoji). */
export const hasVisibleLetter = (s: string): boolean => VISIBLE_LETTER.test(s);

/**
 * Text from the shopper: NFC, trimmed, `min`–`max` characters, well-formed, without control or direction-override
 * characters; `name` also requires a letter, and `person` (a person's name, which the shop's messages greet) a
 * letter and no web address or e-mail.
 */
export function shopperText(opts: {
  min?: number;
  max: number;
  multiline?: boolean;
  name?: boolean;
  person?: boolean;
}) {
  const unsafe = opts.multiline ? UNSAFE_TEXT : UNSAFE_LINE;
  const checked = z
    .string()
    .min(opts.min ?? 1, { abort: true })
    .max(opts.max, { abort: true })
    .refine(isWellFormedText, { abort: true, ...withMessage('malformed_text') })
    .refine((s) => !unsafe.test(s), { abort: true, ...withMessage('unsafe_text') });
  const named =
    opts.name || opts.person
      ? checked.refine(hasVisibleLetter, { abort: true, ...withMessage('name_needs_letter') })
      : checked;
  return z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(opts.person ? named.refine(hasNoLink, withMessage('name_has_link')) : named);
}
