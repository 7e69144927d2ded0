const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EASTERN_ARABIC_INDIC = /[\u06F0-\u06F9]/g;
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Brand and product-line names that Libyan shops write more than one way (mostly ج/غ/ق for the Latin G, with or
 * without a long vowel), each mapped to one spelling. Only whole words listed here change: folding ج and غ
 * everywhere would merge ordinary Arabic words (جرس / غرس). Keys and values are already normalised.
 */
const BRAND_SPELLINGS: Readonly<Record<string, string>> = {
  سامسونغ: 'سامسونج',
  سامسنج: 'سامسونج',
  سامسونك: 'سامسونج',
  جالكسي: 'جالاكسي',
  غالاكسي: 'جالاكسي',
  غالكسي: 'جالاكسي',
  جلاكسي: 'جالاكسي',
  قالاكسي: 'جالاكسي',
  هواواي: 'هواوي',
  هاواوي: 'هواوي',
  شياومي: 'شاومي',
  شاومى: 'شاومي',
  غوغل: 'جوجل',
  قوقل: 'جوجل',
  جوغل: 'جوجل',
  غيغابايت: 'جيجابايت',
  قيقابايت: 'جيجابايت',
  جيغابايت: 'جيجابايت',
  غيغا: 'جيجا',
  قيقا: 'جيجا',
  لينوڤو: 'لينوفو',
  لنوفو: 'لينوفو',
  نوكيه: 'نوكيا',
  'ريل مي': 'ريلمي',
  'بلاي ستيشن': 'بلايستيشن',
  بلاستيشن: 'بلايستيشن',
  فليبس: 'فيليبس',
  فيلبس: 'فيليبس',
  هايسينس: 'هايسنس',
  تفال: 'تيفال',
};

/**
 * The Latin name of a listed brand or product line, keyed by the shop's Arabic spelling (already normalised). Shops
 * often write the line in Latin letters inside the Arabic name (هاتف ذكي سامسونج Galaxy S24, هاتف ذكي أبل iPhone 15),
 * so a query word written in Arabic also looks for its Latin name (see `searchAlternatives`).
 */
const LATIN_SPELLINGS: Readonly<Record<string, string>> = {
  سامسونج: 'samsung',
  جالاكسي: 'galaxy',
  ايفون: 'iphone',
  ايباد: 'ipad',
  ابل: 'apple',
  هواوي: 'huawei',
  شاومي: 'xiaomi',
  ريدمي: 'redmi',
  جوجل: 'google',
  لينوفو: 'lenovo',
  نوكيا: 'nokia',
  ريلمي: 'realme',
  بلايستيشن: 'playstation',
  فيليبس: 'philips',
  هايسنس: 'hisense',
  تيفال: 'tefal',
};

/**
 * Arabic broken plurals of what a shop sells, each with its singular as product names write it (already
 * normalised): names say "فستان سهرة", shoppers search "فساتين" (dresses), and a broken plural shares no stem with
 * its singular that matching inside words could find. Regular plurals (سماعات, غسالات) are stemmed instead
 * (the API's `pluralStem`), and a plural whose singular it holds (طرح / طرحة, دمى / دمية) needs no entry. Singulars
 * have three letters at least (shorter ones match only the start of a word), and none that other common words hold
 * (سلك in لاسلكي, فرن in فرنسي, قرط in قرطاسية, قدر in قدرة, عقد in معقد, زيت in زيتون) is listed.
 */
const SINGULARS: Readonly<Record<string, string>> = {
  هواتف: 'هاتف',
  حواسيب: 'حاسوب',
  اجهزه: 'جهاز',
  شواحن: 'شاحن',
  كوابل: 'كابل',
  اغطيه: 'غطاء',
  اغلفه: 'غلاف',
  حوامل: 'حامل',
  مراوح: 'مروحه',
  مكانس: 'مكنسه',
  مواقد: 'موقد',
  مطابخ: 'مطبخ',
  اطقم: 'طقم',
  اواني: 'اناء',
  اكواب: 'كوب',
  كووس: 'كاس',
  صحون: 'صحن',
  ملاعق: 'ملعقه',
  سكاكين: 'سكين',
  عطور: 'عطر',
  مساحيق: 'مسحوق',
  معاجين: 'معجون',
  امشاط: 'مشط',
  قمصان: 'قميص',
  فساتين: 'فستان',
  سراويل: 'سروال',
  بناطيل: 'بنطلون',
  معاطف: 'معطف',
  فنايل: 'فانيله',
  احزمه: 'حزام',
  جوارب: 'جورب',
  احذيه: 'حذاء',
  حقايب: 'حقيبه',
  محافظ: 'محفظه',
  اوشحه: 'وشاح',
  اقمشه: 'قماش',
  خواتم: 'خاتم',
  اساور: 'سوار',
  قلايد: 'قلاده',
  العاب: 'لعبه',
  هدايا: 'هديه',
  كرات: 'كره',
  كتب: 'كتاب',
  دفاتر: 'دفتر',
  اقلام: 'قلم',
  ادوات: 'اداه',
  تمور: 'تمر',
  عصاير: 'عصير',
  اجبان: 'جبن',
  لحوم: 'لحم',
  اسماك: 'سمك',
  فواكه: 'فاكهه',
  ادويه: 'دواء',
  مراهم: 'مرهم',
  كراسي: 'كرسي',
  مقاعد: 'مقعد',
  مكاتب: 'مكتب',
  خزاين: 'خزانه',
  اسره: 'سرير',
  وسايد: 'وساده',
  شراشف: 'شرشف',
  مراتب: 'مرتبه',
  ستاير: 'ستاره',
  سجاجيد: 'سجاده',
  مصابيح: 'مصباح',
  مرايا: 'مراه',
  مناديل: 'منديل',
  صناديق: 'صندوق',
  اكياس: 'كيس',
  مفاتيح: 'مفتاح',
  جنوط: 'جنط',
  ازهار: 'زهره',
};

/**
 * Everyday words for what a shop sells, each with the word product names use (normalised): shoppers type
 * "موبايل", "جوال" or "لابتوب", names say "هاتف ذكي" and "حاسوب محمول" (a review found these answered nothing). The
 * same rules as the singulars: one word each, three letters at least, held by no other common word.
 */
const COLLOQUIAL: Readonly<Record<string, string>> = {
  موبايل: 'هاتف',
  موبايلات: 'هاتف',
  جوال: 'هاتف',
  جوالات: 'هاتف',
  تلفون: 'هاتف',
  تليفون: 'هاتف',
  لابتوب: 'حاسوب',
  لابتوبات: 'حاسوب',
  كمبيوتر: 'حاسوب',
  كومبيوتر: 'حاسوب',
  تلفزيون: 'تلفاز',
  تلفزيونات: 'تلفاز',
  تلفزيونه: 'تلفاز',
};

/**
 * Latin brand and line names of five letters or more that shoppers type in a hurry: a word one slip away from one
 * (a letter wrong, missing or extra, or two side by side swapped: samsng, addidas, xiomi, appel) is looked for under
 * the name too. Shorter names are left alone: one slip from a four-letter name is too often another word.
 */
const LATIN_NAMES: readonly string[] = [
  ...new Set([...Object.values(LATIN_SPELLINGS), 'adidas', 'defacto', 'garmin', 'bosch', 'braun', 'nivea']),
].filter((name) => name.length >= 5);

/** True when `a` becomes `b` by one slip: a letter changed, dropped or added, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const tail = (x: string, from: number) => x.slice(from);
  if (a.length === b.length) {
    return (
      tail(a, i + 1) === tail(b, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && tail(a, i + 2) === tail(b, i + 2))
    );
  }
  return a.length > b.length ? tail(a, i + 1) === tail(b, i) : tail(a, i) === tail(b, i + 1);
}

/** The listed Latin name a word of five letters or more is one slip from, unless it is the start of one. */
function slipOf(word: string): string | undefined {
  if (!/^[a-z]{5,}$/.test(word) || LATIN_NAMES.some((name) => name.startsWith(word))) return undefined;
  return LATIN_NAMES.find((name) => oneSlipApart(word, name));
}

/**
 * The spellings one normalised query word is looked for under: itself, and the Latin name of a listed brand (also
 * when typed with one slip), the singular of a listed broken plural or the shop's word for a listed everyday one.
 */
export function searchAlternatives(word: string): string[] {
  // own keys only: "constructor" or "__proto__" would otherwise find Object.prototype's members
  const other = Object.hasOwn(LATIN_SPELLINGS, word)
    ? LATIN_SPELLINGS[word]
    : Object.hasOwn(SINGULARS, word)
      ? SINGULARS[word]
      : Object.hasOwn(COLLOQUIAL, word)
        ? COLLOQUIAL[word]
        : slipOf(word);
  return other ? [word, other] : [word];
}

let brandWords: RegExp | undefined;
/** The listed spellings as whole words (built on first use, so a bundle that never normalises drops the table). */
function brandWordsPattern(): RegExp {
  brandWords ??= new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${Object.keys(BRAND_SPELLINGS)
      .sort((a, b) => b.length - a.length)
      .join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  return brandWords;
}

/** Replaces listed variant spellings (whole words, or two words written apart) in normalised text by the shop's one. */
export function canonicalBrandSpellings(normalized: string): string {
  return normalized.replace(brandWordsPattern(), (word) => BRAND_SPELLINGS[word] ?? word);
}

/**
 * The marks that end a word besides spaces, as SQLite's `unicode61` tokenizer splits a name ("red/white",
 * "la-57798", "ref."): ASCII punctuation and the Arabic and typographic marks names hold. `normalizeSearch` writes
 * every other character that is neither a letter, a digit, a combining mark nor a space as "-" ("n°5" -> "n-5",
 * "10‑20" -> "10-20"), so after it, a word ends exactly at a space or one of these. The API's search indexes mark
 * word starts with this list (migration 0016).
 */
export const WORD_ENDS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~×÷·•–—…‘’“”«»،؛؟٪';

const OTHER_MARK = new RegExp(
  `[^\\p{L}\\p{N}\\p{M}\\s${[...WORD_ENDS].map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join('')}]`,
  'gu',
);

/** Normalised text with every mark outside WORD_ENDS written as "-" (a step of normalizeSearch, idempotent). */
export function canonicalWordEnds(normalized: string): string {
  return normalized.replace(OTHER_MARK, '-');
}

/**
 * The one normaliser for product search, used when names are stored and when a query arrives:
 * lower case, no diacritics or tatweel, أ إ آ ٱ -> ا, ى -> ي, ة -> ه, ؤ -> و, ئ -> ي,
 * Arabic-Indic digits -> ASCII, invisible direction marks dropped, spaces folded, and the variant spellings of
 * brand names (سامسونغ, غالاكسي …) written the shop's one way, and marks outside WORD_ENDS written "-". Names
 * stored before a rule was added are brought up to date by a data migration (0012-brand-spellings, 0016).
 */
export function normalizeSearch(text: string): string {
  const folded = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EASTERN_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(OTHER_MARK, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return canonicalBrandSpellings(folded);
}

/** Converts Arabic-Indic and Eastern Arabic-Indic digits to ASCII digits, leaving everything else. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EASTERN_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** The longest search text the products API takes (`name`, in UTF-16 units, as zod and `maxLength` count). */
export const SEARCH_TEXT_MAX = 100;

/**
 * A shopper's search text as the storefront sends it: trimmed and cut to SEARCH_TEXT_MAX, never inside a character
 * (a lone half of a surrogate pair cannot be put in an address), so a longer text typed or pasted into a link
 * still searches by its start instead of being refused.
 */
export function searchQueryText(text: string): string {
  let cut = '';
  for (const character of text.trim()) {
    if (cut.length + character.length > SEARCH_TEXT_MAX) break;
    cut += character;
  }
  return cut.trim();
}

/**
 * How many matches a name search counts (decision 0074): beyond it the answer's total is `gte` ("100 or more"), as
 * Amazon's "over 1,000 results" or Elasticsearch's `track_total_hits`. Counting every match read every one of them
 * (FTS5 on SQLite, pg_trgm's recheck on PostgreSQL): about 0.45 ms of a 0.6 ms search on 100,000 products.
 */
export const SEARCH_COUNT_CAP = 100;
