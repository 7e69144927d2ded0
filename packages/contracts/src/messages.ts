import type { Locale, Localized } from './locale.js';

/** Every message the API sends in a body, in both languages. Keys are stable codes. */
export const MESSAGES = {
  ok: { ar: 'تمت العملية بنجاح.', en: 'Done.' },
  validation_failed: { ar: 'البيانات المدخلة غير صحيحة.', en: 'The given data was invalid.' },
  not_found: { ar: 'العنصر المطلوب غير موجود.', en: 'The requested item was not found.' },
  route_not_found: { ar: 'المسار المطلوب غير موجود.', en: 'The requested path does not exist.' },
  product_not_found: { ar: 'المنتج غير موجود.', en: 'Product not found.' },
  order_not_found: { ar: 'الطلب غير موجود.', en: 'Order not found.' },
  unauthenticated: { ar: 'يرجى تسجيل الدخول أولاً.', en: 'Please log in first.' },
  forbidden: { ar: 'لا تملك صلاحية القيام بهذا.', en: 'You are not allowed to do this.' },
  too_many_requests: {
    ar: 'محاولات كثيرة، يرجى المحاولة بعد قليل.',
    en: 'Too many attempts, please try again shortly.',
  },
  server_error: {
    ar: 'حدث خطأ في الخادم، يرجى المحاولة لاحقاً.',
    en: 'Something went wrong on our side, please try again later.',
  },
  payload_too_large: { ar: 'حجم البيانات المرسلة كبير جداً.', en: 'The request body is too large.' },
  unsupported_media_type: {
    ar: 'نوع البيانات المرسلة غير مدعوم، استخدم JSON.',
    en: 'Unsupported content type, send JSON.',
  },
  malformed_json: { ar: 'صيغة البيانات المرسلة غير صحيحة.', en: 'The request body is not valid JSON.' },
  // check-quantity (spec section 8)
  quantity_allowed: { ar: 'تمت إضافة المنتج إلى سلة المشتريات', en: 'The product was added to the shopping cart' },
  quantity_unavailable: { ar: 'المنتج غير متوفر', en: 'The item is not available' },
  quantity_exceeds: {
    ar: 'الكمية المطلوبة أكبر من الكمية المتوفرة من المنتج (المتوفر: {available})',
    en: 'The requested quantity is more than the available quantity of the product (available: {available})',
  },
} as const satisfies Record<string, Localized>;

export type MessageCode = keyof typeof MESSAGES;

export function message(code: MessageCode, locale: Locale, params: Record<string, string | number> = {}): string {
  return MESSAGES[code][locale].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** check-quantity answer codes (spec section 4) */
export const QUANTITY_CODES = { allowed: '01', exceeds: '02', unavailable: '04' } as const;
export type QuantityCode = (typeof QUANTITY_CODES)[keyof typeof QUANTITY_CODES];
