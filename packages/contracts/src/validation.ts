import type { z } from 'zod';
import type { FieldErrors } from './envelope.js';
import type { Locale } from './locale.js';

type Issue = z.core.$ZodRawIssue;

const TEXT = {
  required: { ar: 'هذا الحقل مطلوب.', en: 'This field is required.' },
  invalid: { ar: 'القيمة المدخلة غير صحيحة.', en: 'The value is not valid.' },
  email: { ar: 'يرجى إدخال بريد إلكتروني صحيح.', en: 'Please enter a valid e-mail address.' },
  uuid: { ar: 'المعرّف غير صحيح.', en: 'The identifier is not valid.' },
  number: { ar: 'يجب أن تكون القيمة رقماً.', en: 'The value must be a number.' },
  integer: { ar: 'يجب أن تكون القيمة عدداً صحيحاً.', en: 'The value must be a whole number.' },
  string: { ar: 'يجب أن تكون القيمة نصاً.', en: 'The value must be text.' },
  list: { ar: 'يجب أن تكون القيمة قائمة.', en: 'The value must be a list.' },
  min_string: { ar: 'يجب ألا يقل عن {n} أحرف.', en: 'Must be at least {n} characters.' },
  max_string: { ar: 'يجب ألا يزيد عن {n} حرفاً.', en: 'Must be at most {n} characters.' },
  min_number: { ar: 'يجب ألا تقل القيمة عن {n}.', en: 'Must be at least {n}.' },
  max_number: { ar: 'يجب ألا تزيد القيمة عن {n}.', en: 'Must be at most {n}.' },
  min_list: { ar: 'يجب أن تحتوي القائمة على {n} عنصر على الأقل.', en: 'Must contain at least {n} item(s).' },
  max_list: { ar: 'يجب ألا تحتوي القائمة على أكثر من {n} عنصر.', en: 'Must contain at most {n} items.' },
  choice: { ar: 'يرجى اختيار قيمة من القائمة.', en: 'Please choose one of the listed values.' },
  unknown_field: { ar: 'حقل غير مسموح به.', en: 'This field is not allowed.' },
} as const;

function t(key: keyof typeof TEXT, locale: Locale, n?: number | bigint): string {
  return TEXT[key][locale].replace('{n}', String(n ?? ''));
}

/**
 * A zod error map giving short, friendly messages in the shopper's language.
 * Schemas may still carry their own message keys (see `localizedMessage`), which win.
 */
export function errorMap(locale: Locale) {
  return (issue: Issue): string => {
    switch (issue.code) {
      case 'invalid_type': {
        if (issue.input === undefined || issue.input === null || issue.input === '') return t('required', locale);
        if (issue.expected === 'int') return t('integer', locale);
        if (issue.expected === 'number') return t('number', locale);
        if (issue.expected === 'string') return t('string', locale);
        if (issue.expected === 'array') return t('list', locale);
        if (issue.expected === 'boolean') return CUSTOM.boolean[locale];
        return t('invalid', locale);
      }
      case 'too_small': {
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1 ? t('required', locale) : t('min_string', locale, issue.minimum);
        if (issue.origin === 'array' || issue.origin === 'set') return t('min_list', locale, issue.minimum);
        return t('min_number', locale, issue.minimum);
      }
      case 'too_big': {
        if (issue.origin === 'string') return t('max_string', locale, issue.maximum);
        if (issue.origin === 'array' || issue.origin === 'set') return t('max_list', locale, issue.maximum);
        return t('max_number', locale, issue.maximum);
      }
      case 'invalid_format':
        if (issue.format === 'email') return t('email', locale);
        if (issue.format === 'uuid') return t('uuid', locale);
        return t('invalid', locale);
      case 'invalid_value':
        return t('choice', locale);
      case 'unrecognized_keys':
        return t('unknown_field', locale);
      case 'not_multiple_of':
        return t('integer', locale);
      case 'custom': {
        const key = issue.params?.['messageKey'];
        if (typeof key === 'string' && key in CUSTOM) return CUSTOM[key as keyof typeof CUSTOM][locale];
        return t('invalid', locale);
      }
      default:
        return t('invalid', locale);
    }
  };
}

/** Messages for refinements, referenced by key from schemas: `.refine(fn, { params: { messageKey: 'phone' } })`. */
export const CUSTOM = {
  phone: {
    ar: 'يرجى إدخال رقم هاتف ليبي صحيح مثل 0912345678.',
    en: 'Please enter a valid Libyan phone number such as 0912345678.',
  },
  password_confirmation: { ar: 'تأكيد كلمة المرور غير مطابق.', en: 'The password confirmation does not match.' },
  integer: { ar: 'يجب أن تكون القيمة عدداً صحيحاً.', en: 'The value must be a whole number.' },
  positive_integer: { ar: 'يجب أن تكون القيمة عدداً صحيحاً موجباً.', en: 'The value must be a positive whole number.' },
  boolean: { ar: 'القيمة يجب أن تكون نعم أو لا.', en: 'The value must be true or false.' },
  // accounts
  unsafe_text: {
    ar: 'يحتوي النص على رموز غير مسموح بها.',
    en: 'The text contains characters that are not allowed.',
  },
  email_taken: { ar: 'هذا البريد الإلكتروني مسجل مسبقاً.', en: 'This e-mail address is already registered.' },
  invalid_credentials: {
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    en: 'The e-mail address or password is incorrect.',
  },
  wrong_password: { ar: 'كلمة المرور غير صحيحة.', en: 'The password is incorrect.' },
  current_password: { ar: 'كلمة المرور الحالية غير صحيحة.', en: 'The current password is incorrect.' },
  reset_token: {
    ar: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.',
    en: 'This password reset link is invalid or has expired.',
  },
  country: { ar: 'يرجى اختيار دولة من القائمة.', en: 'Please choose a country from the list.' },
  city: { ar: 'يرجى اختيار مدينة تابعة للدولة المختارة.', en: 'Please choose a city in the selected country.' },
  // orders
  required_for_delivery: {
    ar: 'هذا الحقل مطلوب عند التوصيل عبر شركة توصيل.',
    en: 'This field is required for delivery by a delivery company.',
  },
  duplicate_line: {
    ar: 'هذا المنتج مذكور أكثر من مرة في الطلب، اجمع الكمية في سطر واحد.',
    en: 'This product is listed more than once; put its whole quantity on one line.',
  },
  money: {
    ar: 'يجب أن يكون المبلغ رقماً بثلاث خانات عشرية على الأكثر.',
    en: 'The amount must be a number with at most three decimals.',
  },
} as const;

export type CustomMessageKey = keyof typeof CUSTOM;

/** `{ params: { messageKey } }` for a refinement */
export function withMessage(key: CustomMessageKey) {
  return { params: { messageKey: key } };
}

/** Flattens a zod error into Laravel-style field errors: `{ "products.0.quantity": ["…"] }`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key =
      issue.code === 'unrecognized_keys' && issue.keys.length
        ? [...issue.path, issue.keys[0]].join('.')
        : issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses with localized messages. */
export function parseLocalized<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
): { success: true; data: z.output<S> } | { success: false; errors: FieldErrors } {
  const result = schema.safeParse(input, { error: errorMap(locale) });
  return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrors(result.error) };
}
