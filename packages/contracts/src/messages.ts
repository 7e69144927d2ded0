import type { Locale, Localized } from './locale.js';

import { STAFF_MESSAGES } from './staff-messages.js';

/**
 * The one message catalogue: every text the API sends (top-level messages and field messages) and the storefront
 * shows for a code, in both languages. Keys are stable codes; `{name}` placeholders are filled from parameters.
 * It is kept in two parts so that the storefront's first load carries only what shoppers can see: these, and the
 * back office's own in `staff-messages.ts`.
 */
export const SHOPPER_MESSAGES = {
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
  service_unavailable: {
    ar: 'المتجر مشغول الآن، يرجى المحاولة مرة أخرى بعد لحظات.',
    en: 'The shop is busy right now, please try again in a moment.',
  },
  payload_too_large: { ar: 'حجم البيانات المرسلة كبير جداً.', en: 'The request body is too large.' },
  unsupported_media_type: {
    ar: 'نوع البيانات المرسلة غير مدعوم، استخدم JSON.',
    en: 'Unsupported content type, send JSON.',
  },
  malformed_json: { ar: 'صيغة البيانات المرسلة غير صحيحة.', en: 'The request body is not valid JSON.' },
  malformed_path: { ar: 'عنوان الصفحة المطلوبة غير صحيح.', en: 'The requested address is malformed.' },
  headers_too_large: { ar: 'ترويسات الطلب كبيرة جداً.', en: 'The request headers are too large.' },
  request_timeout: { ar: 'انتهت مهلة إرسال الطلب.', en: 'The request took too long to arrive.' },
  bad_request: { ar: 'الطلب غير صحيح.', en: 'The request is malformed.' },
  duplicate_json_key: {
    ar: 'الحقل "{field}" مذكور أكثر من مرة في البيانات المرسلة.',
    en: 'The field "{field}" is given more than once in the request body.',
  },
  // accounts
  invalid_credentials: {
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    en: 'The e-mail address or password is incorrect.',
  },
  logged_out: { ar: 'تم تسجيل الخروج.', en: 'You have been logged out.' },
  password_confirmed: { ar: 'تم تأكيد كلمة المرور.', en: 'Password confirmed.' },
  profile_updated: { ar: 'تم تحديث بياناتك.', en: 'Your profile has been updated.' },
  message_received: {
    ar: 'شكراً لتواصلك معنا، وصلتنا رسالتك وسنرد عليك قريباً.',
    en: 'Thank you, we received your message and will reply soon.',
  },
  reset_link_sent: {
    ar: 'إذا كان هذا البريد مسجلاً لدينا فستصلك رسالة فيها رابط لإعادة تعيين كلمة المرور.',
    en: 'If this e-mail address is registered, a message with a password reset link is on its way.',
  },
  password_changed: { ar: 'تم تغيير كلمة المرور.', en: 'Your password has been changed.' },
  // checkout and orders
  order_placed: { ar: 'تم استلام طلبك بنجاح.', en: 'Your order has been placed.' },
  order_updated: { ar: 'تم تعديل الطلب.', en: 'The order has been updated.' },
  cart_changed: {
    ar: 'بعض المنتجات في سلتك لم تعد متوفرة بالكمية المطلوبة، يرجى مراجعة السلة.',
    en: 'Some products in your cart are no longer available in the requested quantity; please review your cart.',
  },
  price_changed: {
    ar: 'تغيّرت أسعار بعض المنتجات منذ إضافتها إلى السلة، يرجى مراجعة الإجمالي الجديد.',
    en: 'Some prices have changed since you added the products to your cart; please review the new total.',
  },
  product_no_longer_exists: { ar: 'هذا المنتج لم يعد موجوداً.', en: 'This product no longer exists.' },
  order_too_large: {
    ar: 'قيمة الطلب أكبر من الحد المسموح، يرجى تقسيمه أو التواصل معنا.',
    en: 'The order amount is above the allowed limit; please split it or contact us.',
  },
  idempotency_key_reused: {
    ar: 'مفتاح الطلب هذا استُخدم سابقاً لطلب مختلف.',
    en: 'This Idempotency-Key was already used for a different order.',
  },
  idempotency_key_invalid: {
    ar: 'مفتاح الطلب يجب أن يكون من 1 إلى 100 حرف لاتيني أو رقم أو رمز دون مسافات.',
    en: 'The Idempotency-Key must be 1 to 100 visible ASCII characters without spaces.',
  },
  city_not_delivery: {
    ar: 'لا يتوفر التوصيل إلى هذه المدينة.',
    en: 'Delivery is not available to this city.',
  },
  package_not_in_city: {
    ar: 'باقة التوصيل هذه غير متاحة للمدينة المختارة.',
    en: 'This delivery package is not available for the selected city.',
  },
  discount_code_not_found: { ar: 'كود الخصم غير صحيح.', en: 'This discount code does not exist.' },
  discount_code_inactive: { ar: 'كود الخصم غير مفعّل.', en: 'This discount code is not active.' },
  discount_code_not_started: {
    ar: 'كود الخصم لم يبدأ العمل به بعد.',
    en: 'This discount code cannot be used yet.',
  },
  discount_code_expired: { ar: 'انتهت صلاحية كود الخصم.', en: 'This discount code has expired.' },
  discount_code_used_up: {
    ar: 'تم استنفاد عدد مرات استخدام كود الخصم.',
    en: 'This discount code has been used the maximum number of times.',
  },
  discount_code_client_limit: {
    ar: 'لقد استخدمت كود الخصم هذا العدد المسموح من المرات.',
    en: 'You have already used this discount code as many times as allowed.',
  },
  discount_code_min_order: {
    ar: 'يتطلب كود الخصم ألا تقل قيمة المشتريات عن {min} د.ل.',
    en: 'This discount code needs an order of at least {min} LYD.',
  },
  order_not_pending: {
    ar: 'لا يمكن تعديل الطلب بعد أن بدأ تجهيزه.',
    en: 'This order can no longer be changed; only pending orders can.',
  },
  product_not_in_order: { ar: 'هذا المنتج ليس ضمن الطلب.', en: 'This product is not in the order.' },
  order_min_for_code: {
    ar: 'لا يمكن تقليل الطلب إلى أقل من {min} د.ل لأنه يستخدم كود خصم؛ يمكنك إلغاء المنتجات كلها بدلاً من ذلك.',
    en: 'The order uses a discount code that needs at least {min} LYD; it cannot go below that (you may remove every product to cancel it).',
  },
  // after the order: self-cancel, public tracking, cash-on-delivery confirmation (issue 14)
  order_cancelled: { ar: 'تم إلغاء طلبك.', en: 'Your order has been cancelled.' },
  order_not_cancellable: {
    ar: 'لا يمكن إلغاء هذا الطلب بعد الآن؛ يمكن إلغاء الطلب ما دام قيد الانتظار أو مؤكداً فقط.',
    en: 'This order can no longer be cancelled; only pending or confirmed orders can.',
  },
  tracking_not_found: {
    ar: 'لم نجد طلباً بهذا الرقم وهذا الهاتف؛ تحقق منهما كما وردا في رسالة الطلب.',
    en: 'No order matches this number and phone; check them against your order message.',
  },
  order_number_format: {
    ar: 'اكتب رقم الطلب كما في رسالتك، مثل DK-000123.',
    en: 'Type the order number as in your message, e.g. DK-000123.',
  },
  order_confirmed_by_client: {
    ar: 'شكراً لك، تم تأكيد طلبك وسنبدأ تجهيزه.',
    en: 'Thank you, your order is confirmed and we will start preparing it.',
  },
  confirmation_link_invalid: {
    ar: 'رابط التأكيد هذا استُخدم من قبل أو لم يعد صالحاً.',
    en: 'This confirmation link has already been used or is no longer valid.',
  },
  order_not_awaiting_confirmation: {
    ar: 'هذا الطلب لا ينتظر التأكيد.',
    en: 'This order is not waiting for confirmation.',
  },
  outbox_message_retried: { ar: 'أعيدت الرسالة إلى قائمة الإرسال.', en: 'The message is queued to be sent again.' },
  cod_confirmation_saved: { ar: 'تم حفظ إعداد تأكيد الدفع عند الاستلام.', en: 'Cash-on-delivery confirmation saved.' },
  order_confirmed_by_staff: { ar: 'سُجّل تأكيد الطلب هاتفياً.', en: 'The order is marked as confirmed by phone.' },
  outbox_message_not_failed: {
    ar: 'هذه الرسالة ليست ضمن الرسائل المتعثرة.',
    en: 'This message is not among the failed ones.',
  },
  // address book and wishlist
  address_not_found: { ar: 'العنوان غير موجود.', en: 'Address not found.' },
  address_saved: { ar: 'تم حفظ العنوان.', en: 'The address has been saved.' },
  address_deleted: { ar: 'تم حذف العنوان.', en: 'The address has been deleted.' },
  address_made_default: { ar: 'أصبح هذا العنوان هو العنوان الافتراضي.', en: 'This is now your default address.' },
  address_limit_reached: {
    ar: 'لا يمكن حفظ أكثر من {max} عنواناً، احذف عنواناً لإضافة غيره.',
    en: 'You can keep at most {max} addresses; delete one to add another.',
  },
  wishlist_full: {
    ar: 'قائمة الأمنيات ممتلئة ({max} منتج)، احذف منتجاً لإضافة غيره.',
    en: 'Your wishlist is full ({max} products); remove one to add another.',
  },
  // field messages: zod issues (see validation.ts), {n} is the bound
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
  // field messages: refinements and service checks
  phone: {
    ar: 'يرجى إدخال رقم هاتف ليبي صحيح مثل 0912345678.',
    en: 'Please enter a valid Libyan phone number such as 0912345678.',
  },
  password_confirmation: { ar: 'تأكيد كلمة المرور غير مطابق.', en: 'The password confirmation does not match.' },
  positive_integer: { ar: 'يجب أن تكون القيمة عدداً صحيحاً موجباً.', en: 'The value must be a positive whole number.' },
  price_range: {
    ar: 'يجب ألا يقل أعلى سعر عن أدنى سعر.',
    en: 'The highest price must not be below the lowest price.',
  },
  boolean: { ar: 'القيمة يجب أن تكون نعم أو لا.', en: 'The value must be true or false.' },
  // field messages: accounts
  unsafe_text: {
    ar: 'يحتوي النص على رموز غير مسموح بها.',
    en: 'The text contains characters that are not allowed.',
  },
  malformed_text: {
    ar: 'يحتوي النص على حرف تالف، يرجى إعادة كتابته.',
    en: 'The text contains a broken character; please type it again.',
  },
  name_needs_letter: {
    ar: 'يجب أن يحتوي الاسم على حرف واحد على الأقل.',
    en: 'A name must contain at least one letter.',
  },
  email_taken: { ar: 'هذا البريد الإلكتروني مسجل مسبقاً.', en: 'This e-mail address is already registered.' },
  wrong_password: { ar: 'كلمة المرور غير صحيحة.', en: 'The password is incorrect.' },
  current_password: { ar: 'كلمة المرور الحالية غير صحيحة.', en: 'The current password is incorrect.' },
  reset_token: {
    ar: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.',
    en: 'This password reset link is invalid or has expired.',
  },
  country: { ar: 'يرجى اختيار دولة من القائمة.', en: 'Please choose a country from the list.' },
  city: { ar: 'يرجى اختيار مدينة تابعة للدولة المختارة.', en: 'Please choose a city in the selected country.' },
  // field messages: orders
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
  // check-quantity (spec section 8)
  quantity_allowed: { ar: 'تمت إضافة المنتج إلى سلة المشتريات', en: 'The product was added to the shopping cart' },
  quantity_unavailable: { ar: 'المنتج غير متوفر', en: 'The item is not available' },
  quantity_exceeds: {
    ar: 'الكمية المطلوبة أكبر من الكمية المتوفرة من المنتج (المتوفر: {available})',
    en: 'The requested quantity is more than the available quantity of the product (available: {available})',
  },
} as const satisfies Record<string, Localized>;

/** Both parts; pure, so a bundle that only speaks to shoppers (the storefront) leaves the staff part out. */
export const MESSAGES: typeof SHOPPER_MESSAGES & typeof STAFF_MESSAGES = /* @__PURE__ */ Object.assign(
  {},
  SHOPPER_MESSAGES,
  STAFF_MESSAGES,
);

export type MessageCode = keyof typeof MESSAGES;
export type ShopperMessageCode = keyof typeof SHOPPER_MESSAGES;

/** Message parameters; a `{ar, en}` value (e.g. a status name from the database) is read in the message's language. */
export type MessageParams = Record<string, string | number | bigint | Localized>;

/** A message as the code inside speaks it: a code and its parameters, turned into text only at the edge. */
export interface MessageRef {
  code: MessageCode;
  params?: MessageParams;
}

export function message(code: MessageCode, locale: Locale, params: MessageParams = {}): string {
  return fill(MESSAGES[code][locale], locale, params);
}

/** `message` for a shopper's code, without the back office's part of the catalogue (the storefront's bundle). */
export function shopperMessage(code: ShopperMessageCode, locale: Locale, params: MessageParams = {}): string {
  return fill(SHOPPER_MESSAGES[code][locale], locale, params);
}

function fill(text: string, locale: Locale, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    return typeof value === 'object' ? value[locale] : String(value ?? '');
  });
}
