import type { AdItem } from './images.js';
import type { Text } from './data.js';

/** Reference data of the demo shop: delivery geography, order statuses, codes, banners and settings. */

export interface CityData extends Text {
  /** delivery packages as [name index, price LYD]; index into PACKAGE_TYPES */
  packages?: [number, number][];
}

export interface CountryData extends Text {
  code: string;
  cities: CityData[];
}

export const PACKAGE_TYPES: { name: Text; time: Text }[] = [
  { name: { ar: 'توصيل عادي', en: 'Standard delivery' }, time: { ar: '2-3 أيام عمل', en: '2-3 business days' } },
  { name: { ar: 'توصيل سريع', en: 'Express delivery' }, time: { ar: 'يوم عمل واحد', en: '1 business day' } },
  { name: { ar: 'توصيل في نفس اليوم', en: 'Same-day delivery' }, time: { ar: 'خلال 6 ساعات', en: 'Within 6 hours' } },
  { name: { ar: 'شحن بري', en: 'Road freight' }, time: { ar: '4-6 أيام عمل', en: '4-6 business days' } },
];

const city = (ar: string, en: string, packages?: [number, number][]): CityData => ({
  ar,
  en,
  ...(packages ? { packages } : {}),
});

export const COUNTRIES: CountryData[] = [
  {
    code: 'LY',
    ar: 'ليبيا',
    en: 'Libya',
    cities: [
      city('طرابلس', 'Tripoli', [
        [0, 10],
        [1, 15],
        [2, 20],
      ]),
      city('بنغازي', 'Benghazi', [
        [0, 25],
        [1, 40],
      ]),
      city('مصراتة', 'Misrata', [
        [0, 18],
        [1, 28],
      ]),
      city('الزاوية', 'Zawiya', [
        [0, 12],
        [1, 18],
      ]),
      city('زليتن', 'Zliten', [
        [0, 15],
        [1, 25],
      ]),
      city('الخمس', 'Khoms', [
        [0, 15],
        [1, 22],
      ]),
      city('سبها', 'Sabha', [
        [0, 35],
        [3, 28],
      ]),
      city('سرت', 'Sirte', [
        [0, 25],
        [1, 38],
      ]),
      city('طبرق', 'Tobruk', [
        [0, 35],
        [1, 45],
      ]),
      city('البيضاء', 'Bayda', [
        [0, 30],
        [1, 42],
      ]),
      city('غريان', 'Gharyan', [
        [0, 15],
        [1, 22],
      ]),
      city('زوارة', 'Zuwara', [
        [0, 15],
        [1, 22],
      ]),
      city('درنة', 'Derna', [
        [0, 32],
        [1, 45],
      ]),
      city('أجدابيا', 'Ajdabiya', [
        [0, 28],
        [1, 40],
      ]),
      city('صبراتة', 'Sabratha', [
        [0, 14],
        [1, 20],
      ]),
      city('ترهونة', 'Tarhuna', [
        [0, 15],
        [1, 22],
      ]),
      city('غدامس', 'Ghadames', [
        [0, 40],
        [3, 35],
      ]),
      city('أوباري', 'Ubari'),
    ],
  },
  {
    code: 'TN',
    ar: 'تونس',
    en: 'Tunisia',
    cities: [
      city('تونس', 'Tunis'),
      city('صفاقس', 'Sfax'),
      city('سوسة', 'Sousse'),
      city('جربة', 'Djerba'),
      city('قابس', 'Gabes'),
    ],
  },
  {
    code: 'EG',
    ar: 'مصر',
    en: 'Egypt',
    cities: [
      city('القاهرة', 'Cairo'),
      city('الإسكندرية', 'Alexandria'),
      city('مرسى مطروح', 'Marsa Matruh'),
      city('السلوم', 'Salloum'),
    ],
  },
];

export const ORDER_STATUSES: (Text & { code: string })[] = [
  { code: 'pending', ar: 'قيد الانتظار', en: 'Pending' },
  { code: 'confirmed', ar: 'مؤكد', en: 'Confirmed' },
  { code: 'preparing', ar: 'قيد التجهيز', en: 'Preparing' },
  { code: 'shipped', ar: 'تم الشحن', en: 'Shipped' },
  { code: 'delivered', ar: 'تم التوصيل', en: 'Delivered' },
  { code: 'cancelled', ar: 'ملغي', en: 'Cancelled' },
];

export interface AdData {
  name: string;
  placement: 'home' | 'sidebar';
  title: Text;
  subtitle: Text;
  /** a storefront hash link; `{sub:English name}` is replaced by that sub-category's id */
  link: string;
  tone: 0 | 1;
  items: AdItem[];
}

const BANNER = { w: 1200, h: 400 };
const SIDEBAR = { w: 600, h: 600 };
export const AD_SIZES = { home: BANNER, sidebar: SIDEBAR };

export const ADVERTISEMENTS: AdData[] = [
  {
    name: 'hero-offers',
    placement: 'home',
    title: { ar: 'عروض الموسم على الإلكترونيات', en: 'Season deals on electronics' },
    subtitle: { ar: 'خصومات حتى 40% مع الدفع عند الاستلام', en: 'Up to 40% off, cash on delivery' },
    link: '#/category-products?section_name=discount&category_type=all',
    tone: 0,
    items: [
      { kind: 'headphones', hex: '#f3f4f6', x: 10, y: 90, scale: 0.5 },
      { kind: 'phone', hex: '#1e3a8a', x: 160, y: 20, scale: 0.62 },
      { kind: 'watch', hex: '#ea580c', x: 380, y: 110, scale: 0.45 },
    ],
  },
  {
    name: 'hero-ramadan',
    placement: 'home',
    title: { ar: 'خيرات ليبيا على مائدتك', en: 'The taste of Libya at your table' },
    subtitle: {
      ar: 'تمور الواحات وزيت الجبل والهريسة البيتية',
      en: 'Oasis dates, mountain olive oil and homemade harissa',
    },
    link: '#/category-products?category_type=specific&sub_category_id={sub:Dates}',
    tone: 1,
    items: [
      { kind: 'datebox', hex: '#d4a857', x: 0, y: 130, scale: 0.48 },
      { kind: 'oilbottle', hex: '#16a34a', x: 190, y: 40, scale: 0.6 },
      { kind: 'jar', hex: '#dc2626', x: 380, y: 130, scale: 0.45 },
    ],
  },
  {
    name: 'hero-perfumes',
    placement: 'home',
    title: { ar: 'عطور تليق بمناسباتكم', en: 'Fragrances for every occasion' },
    subtitle: { ar: 'عود وعنبر ومسك من أشهر الماركات', en: 'Oud, amber and musk from leading houses' },
    link: '#/category-products?category_type=specific&sub_category_id={sub:Perfumes}',
    tone: 0,
    items: [
      { kind: 'incense', hex: '#d4a857', x: 10, y: 120, scale: 0.46 },
      { kind: 'perfume', hex: '#881337', x: 170, y: 30, scale: 0.62 },
      { kind: 'lipstick', hex: '#dc2626', x: 390, y: 140, scale: 0.42 },
    ],
  },
  {
    name: 'hero-home',
    placement: 'home',
    title: { ar: 'جدد بيتك', en: 'Refresh your home' },
    subtitle: { ar: 'أثاث وإضاءة وديكور بتوصيل سريع', en: 'Furniture, lighting and décor, delivered fast' },
    link: '#/category-products?category_type=specific&sub_category_id={sub:Sofas}',
    tone: 1,
    items: [
      { kind: 'lamp', hex: '#d4a857', x: 0, y: 60, scale: 0.55 },
      { kind: 'sofa', hex: '#0d9488', x: 150, y: 60, scale: 0.6 },
      { kind: 'plant', hex: '#f3f4f6', x: 420, y: 110, scale: 0.45 },
    ],
  },
  {
    name: 'sidebar-kitchen',
    placement: 'sidebar',
    title: { ar: 'مطبخك أسهل', en: 'An easier kitchen' },
    subtitle: { ar: 'غلايات وخلاطات بأسعار مميزة', en: 'Kettles and blenders at great prices' },
    link: '#/category-products?category_type=specific&sub_category_id={sub:Blenders}',
    tone: 0,
    items: [
      { kind: 'kettle', hex: '#dc2626', x: 20, y: 230, scale: 0.55 },
      { kind: 'blender', hex: '#ec4899', x: 250, y: 200, scale: 0.6 },
    ],
  },
  {
    name: 'sidebar-sports',
    placement: 'sidebar',
    title: { ar: 'جاهز للملعب', en: 'Match ready' },
    subtitle: { ar: 'كرات وأحذية رياضية', en: 'Balls and sports shoes' },
    link: '#/category-products?category_type=specific&sub_category_id={sub:Football}',
    tone: 1,
    items: [
      { kind: 'sneaker', hex: '#f3f4f6', x: 10, y: 300, scale: 0.55 },
      { kind: 'ball', hex: '#1f2937', x: 280, y: 230, scale: 0.5 },
    ],
  },
];

export const DISCOUNT_CODES = (now: Date) => {
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const created = iso(now.getTime() - 30 * day);
  return [
    // 10 % off, capped at 50 LYD, no limit on uses.
    {
      code: 'WELCOME10',
      type: 'percent',
      value: 1000,
      max_discount_milli: 50_000,
      min_order_milli: 0,
      max_uses: null,
      per_client_limit: null,
      starts_at: null,
      expires_at: null,
      is_active: 1,
      created_at: created,
    },
    // 25 LYD off orders of 150 LYD or more.
    {
      code: 'TRIPOLI25',
      type: 'amount',
      value: 25_000,
      max_discount_milli: null,
      min_order_milli: 150_000,
      max_uses: null,
      per_client_limit: 1,
      starts_at: null,
      expires_at: iso(now.getTime() + 90 * day),
      is_active: 1,
      created_at: created,
    },
    // Half price, usable once in total.
    {
      code: 'ONCE50',
      type: 'percent',
      value: 5000,
      max_discount_milli: null,
      min_order_milli: 0,
      max_uses: 1,
      per_client_limit: 1,
      starts_at: null,
      expires_at: null,
      is_active: 1,
      created_at: created,
    },
    // Ran out yesterday.
    {
      code: 'EXPIRED5',
      type: 'percent',
      value: 500,
      max_discount_milli: null,
      min_order_milli: 0,
      max_uses: null,
      per_client_limit: null,
      starts_at: iso(now.getTime() - 30 * day),
      expires_at: iso(now.getTime() - day),
      is_active: 1,
      created_at: created,
    },
    // Switched off by the shop.
    {
      code: 'INACTIVE',
      type: 'amount',
      value: 10_000,
      max_discount_milli: null,
      min_order_milli: 0,
      max_uses: null,
      per_client_limit: null,
      starts_at: null,
      expires_at: null,
      is_active: 0,
      created_at: created,
    },
  ] as const;
};

const TERMS_AR = [
  'مرحباً بكم في دكّان. باستخدامكم لهذا المتجر وإتمام الطلبات فإنكم توافقون على هذه الشروط والأحكام. يدار المتجر من مدينة طرابلس، ليبيا، وتخضع هذه الشروط للقوانين الليبية.',
  'الطلبات: يُعد الطلب مؤكداً بعد مراجعته من فريقنا والتواصل معكم هاتفياً عند الحاجة. يحق للمتجر إلغاء أي طلب في حال نفاد الكمية أو وجود خطأ واضح في السعر، مع إبلاغكم بذلك. يمكنكم تعديل الطلب أو إلغاؤه ما دام في حالة "قيد الانتظار".',
  'الأسعار والدفع: جميع الأسعار بالدينار الليبي وتشمل الرسوم المذكورة في صفحة المنتج. الدفع نقداً عند الاستلام، ويرجى تجهيز المبلغ عند وصول المندوب. تضاف رسوم التوصيل حسب المدينة وباقة التوصيل المختارة.',
  'التوصيل: نوصل إلى المدن الليبية المذكورة في صفحة الطلب عبر شركات توصيل معتمدة. مدة التوصيل المعتادة من يوم إلى ثلاثة أيام عمل، وقد تطول في المدن البعيدة أو في الظروف الاستثنائية. يمكنكم أيضاً استلام الطلب بأنفسكم من مقر الشركة في طرابلس.',
  'الإرجاع والاستبدال: يمكن إرجاع المنتج أو استبداله خلال 7 أيام من الاستلام إذا كان غير مستخدم وفي عبوته الأصلية مع جميع ملحقاته. لا تُرجع المواد الغذائية والعطور المفتوحة ومنتجات العناية الشخصية لأسباب صحية. في حال وصول منتج تالف أو مختلف نتحمل تكلفة الإرجاع كاملة.',
  'الخصوصية: نستخدم بياناتكم (الاسم ورقم الهاتف والعنوان والبريد الإلكتروني) فقط لتنفيذ الطلبات والتواصل معكم، ولا نشاركها إلا مع شركة التوصيل بالقدر اللازم. لا نبيع بياناتكم لأي طرف. يمكنكم طلب تعديل بياناتكم أو حذفها عبر صفحة اتصل بنا.',
];

const TERMS_EN = [
  'Welcome to Dukkan. By using this shop and placing orders you agree to these terms and conditions. The shop is run from Tripoli, Libya, and these terms are governed by Libyan law.',
  'Orders: an order is confirmed once our team has reviewed it and, when needed, called you. We may cancel an order if an item runs out or carries an obvious pricing error, and we will tell you if we do. You can change or cancel an order while it is still "Pending".',
  'Prices and payment: all prices are in Libyan dinars (LYD) and include the charges shown on the product page. Payment is cash on delivery; please have the amount ready when the courier arrives. A delivery fee is added according to your city and the delivery package you choose.',
  'Delivery: we deliver to the Libyan cities listed at checkout through approved delivery companies. Delivery usually takes one to three business days and may take longer for distant cities or in exceptional circumstances. You can also collect your order in person from our office in Tripoli.',
  'Returns and exchanges: you may return or exchange an item within 7 days of receiving it if it is unused and in its original packaging with all accessories. For hygiene reasons, food, opened perfumes and personal-care products cannot be returned. If an item arrives damaged or is not what you ordered, we cover the full cost of the return.',
  'Privacy: we use your details (name, phone number, address and e-mail) only to fulfil your orders and to contact you, and we share them with the delivery company only as far as needed. We never sell your data. You can ask us to correct or delete your details through the contact page.',
];

export const SETTINGS: Record<string, unknown> = {
  shop_name: { ar: 'دكّان', en: 'Dukkan' },
  address: {
    ar: 'شارع عمر المختار، بالقرب من ميدان الشهداء، طرابلس، ليبيا',
    en: 'Omar Al-Mukhtar Street, near Martyrs’ Square, Tripoli, Libya',
  },
  phone: '+218 91 234 5678',
  whatsapp: '+218 91 234 5678',
  emails: ['info@dukkan.ly', 'support@dukkan.ly'],
  social_links: [
    { network: 'facebook', url: 'https://facebook.com/dukkan.ly' },
    { network: 'instagram', url: 'https://instagram.com/dukkan.ly' },
  ],
  terms: { ar: TERMS_AR.join('\n\n'), en: TERMS_EN.join('\n\n') },
  currency: 'LYD',
};
