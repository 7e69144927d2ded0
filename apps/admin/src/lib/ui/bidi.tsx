import { formatLibyanPhone } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../format';
import { dirOf } from '../i18n/i18n';

/**
 * An amount in dinars, isolated so its digits and sign never reorder inside Arabic text. `wrap` lets the currency go
 * below the number where a large amount would not fit its box (a phone's dashboard tile); the number itself never
 * breaks.
 */
export function Money({ value, className = '', wrap = false }: { value: number; className?: string; wrap?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${wrap ? '' : 'whitespace-nowrap '}tabular-nums ${className}`}>
      <bdi dir="ltr" className={wrap ? 'whitespace-nowrap' : undefined}>
        {formatMoney(value)}
      </bdi>{' '}
      {t('app.currency')}
    </span>
  );
}

export function Count({ value }: { value: number }) {
  return <bdi className="tabular-nums">{formatCount(value)}</bdi>;
}

/** A phone number: always left to right, in the groups it is said in (+218 91 234 5678), and a tel: link when asked. */
export function Phone({ value, link = false, label }: { value: string | null; link?: boolean; label?: string }) {
  if (!value) return null;
  const shown = formatLibyanPhone(value);
  if (!link)
    return (
      <bdi dir="ltr" className="whitespace-nowrap">
        {shown}
      </bdi>
    );
  return (
    <a
      href={`tel:${value.replace(/[^\d+]/g, '')}`}
      dir="ltr"
      aria-label={label}
      className="isolate-bidi font-semibold whitespace-nowrap text-teal-800 underline decoration-teal-300 underline-offset-4 hover:text-teal-900"
    >
      {shown}
    </a>
  );
}

/** An order number such as "DK-000123", read left to right. */
export function OrderNumber({ value }: { value: string }) {
  return (
    <bdi dir="ltr" className="font-semibold whitespace-nowrap tabular-nums">
      {value}
    </bdi>
  );
}

/**
 * A value someone typed (a name, an address, an e-mail, a subject) among the page's own words: an isolate taking the
 * value's own direction, so a Latin "Ali <b>x</b>" in an Arabic table stays whole instead of reading "<Ali <b>x</b",
 * and an Arabic name in an English one keeps its neighbours in place. Nothing for no value.
 */
export function UserText({ value, className }: { value: string | null | undefined; className?: string }) {
  if (value == null || value === '') return null;
  return (
    <bdi dir="auto" className={className}>
      {value}
    </bdi>
  );
}

/** A letter of each language's script. */
const SCRIPT = { ar: /\p{Script=Arabic}/u, en: /\p{Script=Latin}/u };

/**
 * A name kept in both languages (a product's, an order line's): in `locale`, or in Arabic when it has no English one,
 * as an isolate in that language's direction when the name is written in its script. An Arabic name that starts with
 * a Latin brand ("iPhone 15 برو ماكس") then reads right to left as it was typed, where `dir="auto"` took the brand's
 * direction and moved its words. A name of the other script only (a Latin "Tea (green)" in the Arabic field) keeps
 * its own direction, or its closing bracket would move to its start.
 */
export function NameText({
  locale,
  ar,
  en,
  className,
}: {
  locale: 'ar' | 'en';
  ar: string;
  en: string | null | undefined;
  className?: string;
}) {
  const lang = locale === 'en' && en ? 'en' : 'ar';
  const name = lang === 'en' && en ? en : ar;
  const dir = SCRIPT[lang].test(name) ? dirOf(lang) : 'auto';
  return (
    <bdi dir={dir} lang={lang} className={className}>
      {name}
    </bdi>
  );
}

/** Typed text of its own paragraph (a note, a message): set and aligned in the direction it was written in. */
export function UserParagraph({ value, className }: { value: string; className?: string }) {
  return (
    <p dir="auto" className={className}>
      {value}
    </p>
  );
}

/**
 * A name typed in either script inside a sentence given as plain text (a dialog's title, a heading): an isolate
 * taking the name's own direction, so "خيار جديد لـ«Shoe GH-39 41»" keeps the name's Latin run and its quotes whole.
 */
export const isolateText = (text: string) => `\u2068${text}\u2069`;
