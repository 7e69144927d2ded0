import type { Localized } from './locale.js';

/** The back office's part of the one message catalogue (see `messages.ts`): texts only staff see. */
export const STAFF_MESSAGES = {
  // staff side (/api/admin)
  staff_login_locked: {
    ar: 'تم إيقاف الدخول بهذا البريد مؤقتاً بعد محاولات خاطئة متكررة، حاول بعد {minutes} دقيقة.',
    en: 'Logging in with this e-mail is paused after repeated failed attempts; try again in {minutes} minutes.',
  },
  otp_required: {
    ar: 'أدخل رمز التحقق من تطبيق المصادقة.',
    en: 'Enter the code from your authenticator app.',
  },
  otp_invalid: { ar: 'رمز التحقق غير صحيح أو منتهي.', en: 'The code is wrong or has expired.' },
  totp_not_set_up: {
    ar: 'ابدأ إعداد التحقق بخطوتين أولاً.',
    en: 'Start the two-factor setup first.',
  },
  totp_already_enabled: { ar: 'التحقق بخطوتين مفعّل بالفعل.', en: 'Two-factor login is already on.' },
  totp_not_enabled: { ar: 'التحقق بخطوتين غير مفعّل.', en: 'Two-factor login is not on.' },
  totp_enabled: { ar: 'تم تفعيل التحقق بخطوتين.', en: 'Two-factor login is now on.' },
  totp_disabled: { ar: 'تم إيقاف التحقق بخطوتين.', en: 'Two-factor login is now off.' },
  staff_not_found: { ar: 'الموظف غير موجود.', en: 'Staff member not found.' },
  staff_email_taken: {
    ar: 'يوجد موظف بهذا البريد الإلكتروني.',
    en: 'A staff member already has this e-mail address.',
  },
  staff_last_owner: {
    ar: 'لا يمكن إيقاف آخر مالك أو تغيير دوره؛ أضف مالكاً آخر أولاً.',
    en: 'The last active owner cannot be disabled or given another role; add another owner first.',
  },
  password_repeats_email: {
    ar: 'كلمة المرور سهلة التخمين لأنها تحتوي اسم البريد الإلكتروني.',
    en: 'The password is easy to guess: it contains the e-mail name.',
  },
  status_not_allowed: {
    ar: 'لا يمكن نقل الطلب من «{from}» إلى «{to}». الحالات المسموحة: {allowed}.',
    en: 'The order cannot move from “{from}” to “{to}”. Allowed: {allowed}.',
  },
  status_final: {
    ar: 'لا يمكن نقل الطلب من «{from}» إلى «{to}»؛ حالته نهائية.',
    en: 'The order cannot move from “{from}” to “{to}”; its status is final.',
  },
  status_changed_meanwhile: {
    ar: 'غيّر شخص آخر حالة هذا الطلب للتو إلى «{current}»؛ راجع الطلب ثم حاول مجدداً.',
    en: 'Someone else has just changed this order to “{current}”; review it and try again.',
  },
  // back office: content and inboxes (docs/decisions/0051)
  discount_code_taken: { ar: 'يوجد كود خصم بهذا الاسم.', en: 'A discount code with this name already exists.' },
  city_not_found: { ar: 'المدينة غير موجودة.', en: 'City not found.' },
  package_not_found: { ar: 'باقة التوصيل غير موجودة.', en: 'Delivery package not found.' },
  contact_message_not_found: { ar: 'الرسالة غير موجودة.', en: 'Message not found.' },
  customer_not_found: { ar: 'العميل غير موجود.', en: 'Customer not found.' },
  discount_code_format: {
    ar: 'يتكون الكود من حروف لاتينية وأرقام و- و_ فقط.',
    en: 'A code holds only Latin letters, digits, - and _.',
  },
  percent_decimals: { ar: 'النسبة بخانتين عشريتين على الأكثر.', en: 'A percentage has at most two decimals.' },
  max_discount_percent_only: {
    ar: 'الحد الأقصى للخصم يخص أكواد النسبة المئوية فقط.',
    en: 'A largest discount applies to percent codes only.',
  },
  ends_before_start: { ar: 'يجب أن يكون الانتهاء بعد البداية.', en: 'The end must come after the start.' },
  https_url: {
    ar: 'يرجى إدخال رابط كامل يبدأ بـ https://',
    en: 'Please enter a full address starting with https://',
  },
  // catalogue back office: products, stock and the CSV file
  product_created: { ar: 'تمت إضافة المنتج.', en: 'The product has been added.' },
  product_saved: { ar: 'تم حفظ المنتج.', en: 'The product has been saved.' },
  product_deleted: { ar: 'تم حذف المنتج.', en: 'The product has been deleted.' },
  product_archived: {
    ar: 'تمت أرشفة المنتج: طلبات سابقة تذكره، فأُخفي من المتجر ولم يُحذف.',
    en: 'The product has been archived: earlier orders name it, so it is hidden from the shop rather than deleted.',
  },
  option_created: { ar: 'تمت إضافة الخيار.', en: 'The option has been added.' },
  option_saved: { ar: 'تم حفظ الخيار.', en: 'The option has been saved.' },
  product_restored: { ar: 'أُعيد المنتج إلى المتجر.', en: 'The product is back in the shop.' },
  stock_adjusted: { ar: 'تم تعديل المخزون (المتوفر الآن: {quantity}).', en: 'Stock adjusted (now {quantity}).' },
  amount_decimals: { ar: 'المبلغ بثلاث خانات عشرية على الأكثر.', en: 'Use at most three decimals.' },
  rate_decimals: { ar: 'النسبة بخانتين عشريتين على الأكثر.', en: 'Use at most two decimals.' },
  image_path: { ar: 'مسار الصورة غير صحيح.', en: 'The image path is not valid.' },
  image_not_found: {
    ar: 'الصورة «{path}» غير موجودة؛ ارفعها أولاً.',
    en: 'The image “{path}” does not exist; upload it first.',
  },
  category_id_unknown: { ar: 'التصنيف رقم {id} غير موجود.', en: 'Category {id} does not exist.' },
  discount_above_price: {
    ar: 'التخفيض لا يمكن أن يتجاوز سعر البيع.',
    en: 'The discount cannot be more than the selling price.',
  },
  color_both_languages: {
    ar: 'اكتب اللون باللغتين أو اتركه فارغاً في الاثنتين.',
    en: 'Give the colour in both languages or leave both empty.',
  },
  size_both_languages: {
    ar: 'اكتب المقاس باللغتين أو اتركه فارغاً في الاثنتين.',
    en: 'Give the size in both languages or leave both empty.',
  },
  sku_format: {
    ar: 'رمز المنتج (SKU) يبدأ بحرف أو رقم لاتيني، ويحوي أحرفاً وأرقاماً لاتينية و . _ / - فقط.',
    en: 'An SKU starts with a Latin letter or digit and holds only Latin letters, digits and . _ / -',
  },
  sku_taken: { ar: 'رمز المنتج «{sku}» مستخدم لمنتج آخر.', en: 'The SKU “{sku}” is already used by another product.' },
  option_needs_color_or_size: {
    ar: 'حدد لون الخيار أو مقاسه ليتميز عن خيارات المنتج الأخرى.',
    en: 'Give the option a colour or a size to tell it from the product’s other options.',
  },
  option_of_option: {
    ar: 'هذا خيار لمنتج آخر؛ أضف الخيارات إلى المنتج الرئيسي.',
    en: 'This is an option of another product; add options to the main product.',
  },
  product_has_options: {
    ar: 'للمنتج خيارات؛ احذف خياراته أو أرشفها أولاً.',
    en: 'The product has options; delete or archive them first.',
  },
  main_product_archived: {
    ar: 'المنتج الرئيسي مؤرشف؛ أعده إلى المتجر أولاً.',
    en: 'The main product is archived; bring it back to the shop first.',
  },
  option_not_found: { ar: 'الخيار غير موجود لهذا المنتج.', en: 'This product has no such option.' },
  variant_of_unknown: {
    ar: 'المنتج الرئيسي «{uuid}» غير موجود أو هو نفسه خيار.',
    en: 'The main product “{uuid}” does not exist or is itself an option.',
  },
  variant_of_fixed: {
    ar: 'لا يمكن من الملف نقل خيار إلى منتج آخر، ولا جعل منتج خياراً أو خيار منتجاً.',
    en: 'A file cannot move an option to another product, nor turn a product into an option or back.',
  },
  stock_delta_zero: { ar: 'أدخل كمية غير الصفر.', en: 'Enter a number other than zero.' },
  stock_below_zero: {
    ar: 'لا يمكن أن يقل المخزون عن صفر (المتوفر: {available}).',
    en: 'Stock cannot go below zero (in stock: {available}).',
  },
  csv_empty: { ar: 'الملف فارغ.', en: 'The file is empty.' },
  csv_not_utf8: {
    ar: 'الملف ليس بترميز UTF-8 (قرب السطر {line})، فتضيع منه الحروف العربية. احفظه من Excel بصيغة «CSV UTF-8» ثم أعد المحاولة.',
    en: 'The file is not UTF-8 text (near line {line}), so its Arabic letters would be lost. Save it from Excel as “CSV UTF-8” and try again.',
  },
  csv_malformed: {
    ar: 'تعذرت قراءة الملف كـ CSV قرب السطر {line} (علامة اقتباس غير مغلقة؟).',
    en: 'The file could not be read as CSV near line {line} (an unclosed quote?).',
  },
  csv_row_length: {
    ar: 'في هذا الصف {found} خانة، وفي سطر العناوين {expected}.',
    en: 'This row has {found} cells; the header has {expected}.',
  },
  csv_missing_column: { ar: 'العمود «{column}» مطلوب.', en: 'The column “{column}” is required.' },
  csv_unknown_column: { ar: 'العمود «{column}» غير معروف.', en: 'Unknown column “{column}”.' },
  csv_duplicate_column: { ar: 'العمود «{column}» مكرر.', en: 'The column “{column}” appears twice.' },
  csv_too_many_rows: {
    ar: 'الملف أكبر من المسموح ({max} صف على الأكثر).',
    en: 'The file has too many rows (at most {max}).',
  },
  csv_duplicate_uuid: {
    ar: 'هذا المعرّف مذكور في الصف {row} أيضاً.',
    en: 'This identifier is also used in row {row}.',
  },
  csv_boolean: { ar: 'اكتب 1 أو 0.', en: 'Write 1 or 0.' },
  csv_list: { ar: 'قائمة غير صحيحة: افصل العناصر بـ |', en: 'Not a valid list: separate the items with |' },
  import_failed: {
    ar: 'لم يُستورد شيء: في الملف أخطاء، صحّحها ثم أعد المحاولة.',
    en: 'Nothing was imported: the file has errors; fix them and try again.',
  },
  unsupported_csv_type: {
    ar: 'أرسل الملف بصيغة CSV (text/csv أو ملفاً في نموذج multipart باسم file).',
    en: 'Send the file as CSV (text/csv, or a multipart form’s file named “file”).',
  },
  csv_file_required: { ar: 'اختر ملف CSV لاستيراده.', en: 'Choose a CSV file to import.' },
  // field messages: staff
  weak_password: {
    ar: 'كلمة المرور ضعيفة: استخدم 10 أحرف على الأقل تجمع بين حروف وأرقام.',
    en: 'The password is weak: use at least 10 characters mixing letters and digits.',
  },
  otp_format: { ar: 'رمز التحقق من 6 أرقام.', en: 'The code has 6 digits.' },
  // back office: images, categories, banners (docs/decisions/0046, 0047)
  image_file_required: { ar: 'اختر ملف صورة لرفعه.', en: 'Choose an image file to upload.' },
  image_type_refused: {
    ar: 'هذا الملف ليس صورة مقبولة: ارفع صورة بصيغة JPEG أو PNG أو WebP أو AVIF.',
    en: 'This file is not an accepted image: upload a JPEG, PNG, WebP or AVIF picture.',
  },
  image_too_large: {
    ar: 'الصورة أكبر من {max} ميغابايت، اختر صورة أصغر.',
    en: 'The image is larger than {max} MB; choose a smaller one.',
  },
  image_too_many_pixels: {
    ar: 'أبعاد الصورة كبيرة جداً (الحد {max} مليون بكسل).',
    en: 'The picture has too many pixels (at most {max} megapixels).',
  },
  image_path_invalid: { ar: 'مسار الصورة غير صحيح.', en: 'This image path is not valid.' },
  image_not_uploaded: {
    ar: 'هذه الصورة غير موجودة على الخادم، ارفعها من جديد.',
    en: 'This image is not on the server; upload it again.',
  },
  category_not_found: { ar: 'التصنيف غير موجود.', en: 'Category not found.' },
  category_has_products: {
    ar: 'لا يمكن حذف هذا التصنيف: فيه {count} من المنتجات. انقلها إلى تصنيف آخر أولاً.',
    en: 'This category cannot be deleted: {count} products belong to it. Move them to another category first.',
  },
  category_has_subcategories: {
    ar: 'لا يمكن حذف هذا التصنيف: فيه {count} من التصنيفات الفرعية. احذفها أو انقلها أولاً.',
    en: 'This category cannot be deleted: it has {count} sub-categories. Delete or move them first.',
  },
  category_parent_invalid: {
    ar: 'اختر تصنيفاً رئيسياً آخر غير هذا التصنيف.',
    en: 'Choose another top-level category as the parent.',
  },
  category_cannot_nest: {
    ar: 'لهذا التصنيف تصنيفات فرعية، فلا يمكن جعله تصنيفاً فرعياً.',
    en: 'This category has sub-categories, so it cannot become a sub-category.',
  },
  banner_not_found: { ar: 'الإعلان غير موجود.', en: 'Banner not found.' },
  banner_link_invalid: {
    ar: 'الرابط يجب أن يكون صفحة من المتجر (مثل \u2066#/categories\u2069) أو عنواناً يبدأ بـ \u2066https://\u2069.',
    en: 'The link must be a storefront page (such as #/categories) or an address starting with https://.',
  },
} as const satisfies Record<string, Localized>;
