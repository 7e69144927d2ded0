import type { IllustrationKind } from './illustrations.js';

/** Catalogue templates for the demo seed: categories, their products and the words that describe them. */

export interface Text {
  ar: string;
  en: string;
}

export interface Colour extends Text {
  /** Arabic with the article, for "باللون …" */
  arThe: string;
  hex: string;
}

export const COLOURS = {
  black: { ar: 'أسود', arThe: 'الأسود', en: 'Black', hex: '#1f2937' },
  white: { ar: 'أبيض', arThe: 'الأبيض', en: 'White', hex: '#f3f4f6' },
  silver: { ar: 'فضي', arThe: 'الفضي', en: 'Silver', hex: '#cbd5e1' },
  grey: { ar: 'رمادي', arThe: 'الرمادي', en: 'Grey', hex: '#6b7280' },
  gold: { ar: 'ذهبي', arThe: 'الذهبي', en: 'Gold', hex: '#d4a857' },
  navy: { ar: 'كحلي', arThe: 'الكحلي', en: 'Navy', hex: '#1e3a8a' },
  blue: { ar: 'أزرق', arThe: 'الأزرق', en: 'Blue', hex: '#2563eb' },
  teal: { ar: 'فيروزي', arThe: 'الفيروزي', en: 'Teal', hex: '#0d9488' },
  green: { ar: 'أخضر', arThe: 'الأخضر', en: 'Green', hex: '#16a34a' },
  olive: { ar: 'زيتي', arThe: 'الزيتي', en: 'Olive', hex: '#6b7d3a' },
  red: { ar: 'أحمر', arThe: 'الأحمر', en: 'Red', hex: '#dc2626' },
  burgundy: { ar: 'عنابي', arThe: 'العنابي', en: 'Burgundy', hex: '#881337' },
  pink: { ar: 'وردي', arThe: 'الوردي', en: 'Pink', hex: '#ec4899' },
  purple: { ar: 'بنفسجي', arThe: 'البنفسجي', en: 'Purple', hex: '#7c3aed' },
  beige: { ar: 'بيج', arThe: 'البيج', en: 'Beige', hex: '#d6c3a3' },
  brown: { ar: 'بني', arThe: 'البني', en: 'Brown', hex: '#8b5a2b' },
  orange: { ar: 'برتقالي', arThe: 'البرتقالي', en: 'Orange', hex: '#ea580c' },
  yellow: { ar: 'أصفر', arThe: 'الأصفر', en: 'Yellow', hex: '#eab308' },
  amber: { ar: 'كهرماني', arThe: 'الكهرماني', en: 'Amber', hex: '#d97706' },
} satisfies Record<string, Colour>;

export type ColourKey = keyof typeof COLOURS;

export interface Brand {
  en: string;
  ar: string;
}

export interface Model {
  en: string;
  /** Arabic spelling when the model is a word, not a code */
  ar?: string;
  /** LYD range overriding the template's */
  price?: [number, number];
}

export interface Variant extends Text {
  /** price multiplier */
  f: number;
}

export interface ProductTemplate {
  kind: IllustrationKind;
  /** product type, e.g. هاتف ذكي / Smartphone */
  type: Text;
  brands: { brand: Brand; models: Model[] }[];
  variants?: Variant[];
  colours: ColourKey[];
  /** false for food and the like: the colour only tints the packaging in the picture */
  showColour?: boolean;
  /** books: the model is the title and names carry no brand or type */
  titleOnly?: boolean;
  /** LYD range */
  price: [number, number];
  short: Text[];
  features: Text[];
}

export interface SubCategoryData {
  name: Text;
  templates: ProductTemplate[];
}

export interface CategoryData {
  slug: string;
  name: Text;
  /** icon drawing and colour of the category image */
  kind: IllustrationKind;
  colour: ColourKey;
  /**
   * Tax in basis points. Libya has no general VAT; the shop adds a 5 % (500 bp) consumption levy on imported
   * electronics, computers, appliances and perfumes, and nothing on the rest.
   */
  taxBp: number;
  /** closing sentences specific to the category */
  closing: Text[];
  subs: SubCategoryData[];
}

const b = (en: string, ar: string): Brand => ({ en, ar });
const m = (en: string, min?: number, max?: number, ar?: string): Model => ({
  en,
  ...(ar ? { ar } : {}),
  ...(min !== undefined && max !== undefined ? { price: [min, max] as [number, number] } : {}),
});
const t = (ar: string, en: string): Text => ({ ar, en });
const v = (ar: string, en: string, f: number): Variant => ({ ar, en, f });

const SAMSUNG = b('Samsung', 'سامسونج');
const APPLE = b('Apple', 'أبل');
const XIAOMI = b('Xiaomi', 'شاومي');
const LG = b('LG', 'إل جي');
const HUAWEI = b('Huawei', 'هواوي');
const LENOVO = b('Lenovo', 'لينوفو');
const HP = b('HP', 'إتش بي');
const PHILIPS = b('Philips', 'فيليبس');
const TEFAL = b('Tefal', 'تيفال');
const ADIDAS = b('Adidas', 'أديداس');
const NIKE = b('Nike', 'نايكي');

const GB = [v('128 جيجابايت', '128GB', 1), v('256 جيجابايت', '256GB', 1.15), v('512 جيجابايت', '512GB', 1.35)];
const SIZES = [
  v('مقاس S', 'Size S', 1),
  v('مقاس M', 'Size M', 1),
  v('مقاس L', 'Size L', 1),
  v('مقاس XL', 'Size XL', 1.05),
];
const SHOE = [v('مقاس 40', 'Size 40', 1), v('مقاس 42', 'Size 42', 1), v('مقاس 44', 'Size 44', 1)];
const WEIGHT = [v('500 غرام', '500 g', 1), v('1 كغ', '1 kg', 1.8), v('2 كغ', '2 kg', 3.3)];

export const CATALOGUE: CategoryData[] = [
  {
    slug: 'electronics',
    name: t('إلكترونيات وهواتف', 'Electronics & Phones'),
    kind: 'phone',
    colour: 'teal',
    taxBp: 500,
    closing: [
      t(
        'يأتي بضمان لمدة سنة من الوكيل المحلي في ليبيا.',
        'Comes with a one-year warranty from the local agent in Libya.',
      ),
      t('منتج أصلي ومختوم في علبته.', 'Genuine product, sealed in its box.'),
    ],
    subs: [
      {
        name: t('هواتف ذكية', 'Smartphones'),
        templates: [
          {
            kind: 'phone',
            type: t('هاتف ذكي', 'Smartphone'),
            brands: [
              {
                brand: SAMSUNG,
                models: [
                  m('Galaxy A15', 620, 780),
                  m('Galaxy A35', 1150, 1400),
                  m('Galaxy A55', 1550, 1850),
                  m('Galaxy S24', 3100, 3500),
                  m('Galaxy S24 Ultra', 4100, 4500),
                ],
              },
              {
                brand: APPLE,
                models: [m('iPhone 13', 2300, 2600), m('iPhone 15', 3300, 3700), m('iPhone 15 Pro Max', 4200, 4500)],
              },
              {
                brand: XIAOMI,
                models: [m('Redmi 13C', 600, 700), m('Redmi Note 13', 900, 1100), m('Xiaomi 14', 2900, 3300)],
              },
              { brand: b('Infinix', 'إنفينكس'), models: [m('Hot 40', 600, 680), m('Note 40', 780, 900)] },
            ],
            variants: GB,
            colours: ['black', 'blue', 'silver', 'green'],
            price: [600, 4500],
            short: [
              t(
                'شاشة 6.6 بوصة وكاميرا 50 ميجابكسل وبطارية 5000 ملي أمبير.',
                '6.6-inch display, 50 MP camera and a 5000 mAh battery.',
              ),
              t('يدعم شريحتين وشبكات الجيل الخامس.', 'Dual SIM with 5G support.'),
              t('شحن سريع وأداء سلس طوال اليوم.', 'Fast charging and smooth all-day performance.'),
            ],
            features: [
              t(
                'الشاشة واضحة حتى تحت شمس طرابلس الساطعة.',
                'The screen stays readable even under the bright Tripoli sun.',
              ),
              t('البطارية تكفي يوماً كاملاً من الاستخدام المكثف.', 'The battery lasts a full day of heavy use.'),
              t(
                'الكاميرا الخلفية تلتقط صوراً مفصلة في الإضاءة المنخفضة.',
                'The rear camera captures detailed photos in low light.',
              ),
              t('يعمل مع شبكات ليبيانا والمدار الجديد.', 'Works on the Libyana and Al-Madar networks.'),
            ],
          },
        ],
      },
      {
        name: t('سماعات', 'Headphones'),
        templates: [
          {
            kind: 'headphones',
            type: t('سماعة رأس لاسلكية', 'Wireless Headphones'),
            brands: [
              { brand: b('Sony', 'سوني'), models: [m('WH-1000XM5', 1100, 1350), m('WH-CH720N', 380, 460)] },
              { brand: b('JBL', 'جي بي إل'), models: [m('Tune 770NC', 290, 350), m('Live 660NC', 420, 490)] },
              { brand: APPLE, models: [m('AirPods Max', 2200, 2500)] },
            ],
            colours: ['black', 'white', 'blue', 'beige'],
            price: [150, 2500],
            short: [
              t('عزل للضوضاء وبطارية حتى 40 ساعة.', 'Noise cancelling with up to 40 hours of battery.'),
              t('صوت نقي وباس عميق مع بلوتوث 5.3.', 'Clear sound and deep bass over Bluetooth 5.3.'),
            ],
            features: [
              t('الوسائد الناعمة مريحة لساعات طويلة.', 'Soft cushions stay comfortable for hours.'),
              t('تطوى بسهولة وتأتي مع حقيبة حماية.', 'Folds flat and comes with a carry case.'),
              t(
                'الميكروفون المدمج مثالي للمكالمات والاجتماعات.',
                'The built-in microphone is great for calls and meetings.',
              ),
            ],
          },
        ],
      },
      {
        name: t('ساعات ذكية', 'Smartwatches'),
        templates: [
          {
            kind: 'watch',
            type: t('ساعة ذكية', 'Smartwatch'),
            brands: [
              { brand: APPLE, models: [m('Watch SE', 1000, 1200), m('Watch Series 9', 1600, 1900)] },
              { brand: SAMSUNG, models: [m('Galaxy Watch6', 950, 1150)] },
              { brand: HUAWEI, models: [m('Watch Fit 3', 520, 620), m('Band 9', 180, 230)] },
            ],
            colours: ['black', 'pink', 'silver', 'orange'],
            price: [180, 1900],
            short: [
              t('تتابع النبض والنوم والخطوات.', 'Tracks heart rate, sleep and steps.'),
              t('مقاومة للماء مع أكثر من 100 وضع رياضي.', 'Water resistant with 100+ sport modes.'),
            ],
            features: [
              t('تعرض إشعارات الهاتف مباشرة على معصمك.', 'Shows your phone notifications right on your wrist.'),
              t('تدوم البطارية حتى أسبوع بشحنة واحدة.', 'The battery lasts up to a week on one charge.'),
              t('يمكن تغيير السوار بسهولة ليناسب ذوقك.', 'The strap swaps easily to match your style.'),
            ],
          },
        ],
      },
      {
        name: t('مكبرات صوت', 'Speakers'),
        templates: [
          {
            kind: 'speaker',
            type: t('مكبر صوت بلوتوث', 'Bluetooth Speaker'),
            brands: [
              { brand: b('JBL', 'جي بي إل'), models: [m('Flip 6', 380, 450), m('Charge 5', 520, 620)] },
              { brand: b('Anker', 'أنكر'), models: [m('Soundcore Motion 300', 260, 320)] },
            ],
            colours: ['black', 'teal', 'red', 'blue'],
            price: [150, 650],
            short: [t('صوت قوي ومقاوم للماء، مثالي للبحر.', 'Big sound and waterproof, made for the beach.')],
            features: [
              t('رفيقك المثالي في رحلات الشاطئ والبر.', 'Your companion for beach days and desert trips.'),
              t('يمكن ربط مكبرين معاً لصوت أقوى.', 'Pair two speakers for an even bigger sound.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'computers',
    name: t('حواسيب وملحقاتها', 'Computers'),
    kind: 'laptop',
    colour: 'silver',
    taxBp: 500,
    closing: [
      t('يأتي بضمان لمدة سنة ويشمل الصيانة في طرابلس.', 'Includes a one-year warranty with service in Tripoli.'),
      t('نقوم بتثبيت البرامج الأساسية مجاناً عند الطلب.', 'We install the essential software for free on request.'),
    ],
    subs: [
      {
        name: t('حواسيب محمولة', 'Laptops'),
        templates: [
          {
            kind: 'laptop',
            type: t('حاسوب محمول', 'Laptop'),
            brands: [
              {
                brand: LENOVO,
                models: [m('IdeaPad Slim 3', 1900, 2300), m('ThinkPad E14', 3200, 3800), m('Legion 5', 5200, 6200)],
              },
              { brand: HP, models: [m('Pavilion 15', 2400, 2900), m('Victus 16', 4200, 4900)] },
              { brand: APPLE, models: [m('MacBook Air M2', 4800, 5400), m('MacBook Pro 14', 8200, 9500)] },
              { brand: b('Dell', 'ديل'), models: [m('Inspiron 15', 2200, 2700)] },
            ],
            variants: [v('رام 8 جيجابايت', '8GB RAM', 1), v('رام 16 جيجابايت', '16GB RAM', 1.2)],
            colours: ['silver', 'grey', 'black'],
            price: [1900, 9500],
            short: [
              t('معالج حديث وقرص SSD سريع.', 'Latest processor with a fast SSD.'),
              t('شاشة 15.6 بوصة بدقة Full HD.', '15.6-inch Full HD display.'),
            ],
            features: [
              t('مناسب للدراسة الجامعية والعمل المكتبي.', 'Ideal for university study and office work.'),
              t('لوحة مفاتيح مريحة مع إضاءة خلفية.', 'A comfortable backlit keyboard.'),
              t('خفيف الوزن ويسهل حمله يومياً.', 'Light enough to carry every day.'),
            ],
          },
        ],
      },
      {
        name: t('شاشات', 'Monitors'),
        templates: [
          {
            kind: 'monitor',
            type: t('شاشة حاسوب', 'Monitor'),
            brands: [
              { brand: SAMSUNG, models: [m('Odyssey G5 27"', 1100, 1300), m('S24C310', 420, 500)] },
              { brand: LG, models: [m('UltraGear 24GN600', 650, 780), m('27UP600 4K', 1250, 1450)] },
            ],
            colours: ['black', 'white'],
            price: [400, 1500],
            short: [t('ألوان دقيقة وزوايا رؤية واسعة.', 'Accurate colours and wide viewing angles.')],
            features: [
              t('معدل تحديث عالٍ يجعل الألعاب أكثر سلاسة.', 'A high refresh rate makes games smoother.'),
              t('حواف رفيعة تناسب إعداد شاشتين.', 'Slim bezels suit a dual-screen setup.'),
            ],
          },
        ],
      },
      {
        name: t('لوحات مفاتيح وفأرات', 'Keyboards & Mice'),
        templates: [
          {
            kind: 'keyboard',
            type: t('طقم لوحة مفاتيح وفأرة', 'Keyboard & Mouse Set'),
            brands: [
              { brand: b('Logitech', 'لوجيتك'), models: [m('MK270'), m('MK540'), m('MX Keys Combo', 520, 600)] },
              { brand: b('Microsoft', 'مايكروسوفت'), models: [m('Desktop 900')] },
            ],
            colours: ['black', 'white', 'blue', 'red'],
            price: [75, 260],
            short: [t('لاسلكي بحروف عربية وإنجليزية.', 'Wireless, with Arabic and English keys.')],
            features: [
              t('المفاتيح هادئة ومريحة للكتابة الطويلة.', 'Quiet keys, comfortable for long typing sessions.'),
              t('يعمل حتى سنة كاملة على البطاريات.', 'Runs up to a year on batteries.'),
            ],
          },
        ],
      },
      {
        name: t('أجهزة لوحية', 'Tablets'),
        templates: [
          {
            kind: 'tablet',
            type: t('جهاز لوحي', 'Tablet'),
            brands: [
              { brand: APPLE, models: [m('iPad 10th Gen', 2100, 2400), m('iPad Air', 3300, 3700)] },
              { brand: SAMSUNG, models: [m('Galaxy Tab A9+', 900, 1050), m('Galaxy Tab S9 FE', 1800, 2100)] },
              { brand: XIAOMI, models: [m('Pad 6', 1300, 1500)] },
            ],
            variants: [v('64 جيجابايت', '64GB', 1), v('128 جيجابايت', '128GB', 1.12)],
            colours: ['grey', 'silver', 'blue', 'pink'],
            price: [900, 3700],
            short: [t('شاشة كبيرة للقراءة والدراسة والترفيه.', 'A big screen for reading, study and entertainment.')],
            features: [
              t('مثالي للأطفال في الدروس عن بعد.', 'Great for children’s online lessons.'),
              t('يدعم القلم الذكي للرسم وتدوين الملاحظات.', 'Supports a stylus for drawing and notes.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'home-appliances',
    name: t('أجهزة منزلية', 'Home Appliances'),
    kind: 'washer',
    colour: 'white',
    taxBp: 500,
    closing: [
      t('التركيب مجاني داخل طرابلس الكبرى.', 'Free installation within Greater Tripoli.'),
      t('ضمان سنتين على المحرك من الوكيل.', 'Two-year motor warranty from the agent.'),
    ],
    subs: [
      {
        name: t('شاشات تلفاز', 'Televisions'),
        templates: [
          {
            kind: 'tv',
            type: t('شاشة تلفاز ذكية', 'Smart TV'),
            brands: [
              { brand: SAMSUNG, models: [m('Crystal UHD 55"', 1900, 2300), m('QLED 65"', 4200, 4900)] },
              { brand: LG, models: [m('UHD 50"', 1600, 1900), m('OLED evo 55"', 5200, 5900)] },
              { brand: b('TCL', 'تي سي إل'), models: [m('P635 43"', 1100, 1300)] },
            ],
            colours: ['black', 'silver'],
            price: [1100, 5900],
            short: [t('دقة 4K مع يوتيوب ونتفليكس مدمجين.', '4K resolution with YouTube and Netflix built in.')],
            features: [
              t(
                'ألوان زاهية وصورة حادة لمباريات الدوري الليبي.',
                'Vivid colours and a sharp picture for Libyan league matches.',
              ),
              t('يتصل بالإنترنت عبر الواي فاي بسهولة.', 'Connects to the internet over Wi-Fi in seconds.'),
            ],
          },
        ],
      },
      {
        name: t('غسالات', 'Washing Machines'),
        templates: [
          {
            kind: 'washer',
            type: t('غسالة أوتوماتيك', 'Front Load Washer'),
            brands: [
              { brand: LG, models: [m('F4R3VYG6P'), m('F2V5GYP2T')] },
              { brand: SAMSUNG, models: [m('WW90T534'), m('WW80TA046')] },
              { brand: b('Beko', 'بيكو'), models: [m('WTV8712', 1500, 1750)] },
            ],
            variants: [v('8 كغ', '8 kg', 1), v('9 كغ', '9 kg', 1.1)],
            colours: ['white', 'silver', 'grey'],
            price: [1600, 2900],
            short: [t('موفرة للماء والكهرباء مع تقنية البخار.', 'Saves water and power, with steam care.')],
            features: [
              t('برامج غسيل خاصة للعباءات والملابس الحساسة.', 'Special programmes for abayas and delicate clothes.'),
              t('تعمل بهدوء حتى في الليل.', 'Runs quietly, even at night.'),
            ],
          },
        ],
      },
      {
        name: t('مكيفات', 'Air Conditioners'),
        templates: [
          {
            kind: 'aircon',
            type: t('مكيف سبليت', 'Split Air Conditioner'),
            brands: [
              { brand: b('Gree', 'جري'), models: [m('Pular'), m('Lomo')] },
              { brand: LG, models: [m('Dual Inverter')] },
              { brand: b('Midea', 'ميديا'), models: [m('Xtreme Save')] },
            ],
            variants: [
              v('12000 وحدة', '12000 BTU', 1),
              v('18000 وحدة', '18000 BTU', 1.35),
              v('24000 وحدة', '24000 BTU', 1.7),
            ],
            colours: ['white', 'silver'],
            price: [1400, 2000],
            short: [t('تبريد وتدفئة بتقنية إنفرتر الموفرة.', 'Cooling and heating with energy-saving inverter.')],
            features: [
              t('مصمم لتحمل صيف ليبيا الحار حتى 52 درجة.', 'Built for the Libyan summer, up to 52 °C.'),
              t('يعمل بكفاءة مع انخفاض الجهد الكهربائي.', 'Copes well with low mains voltage.'),
            ],
          },
        ],
      },
      {
        name: t('مراوح', 'Fans'),
        templates: [
          {
            kind: 'fan',
            type: t('مروحة عمودية', 'Stand Fan'),
            brands: [
              { brand: b('Tornado', 'تورنيدو'), models: [m('TSF-18')] },
              { brand: XIAOMI, models: [m('Smart Fan 2', 230, 280)] },
              { brand: b('Black+Decker', 'بلاك آند ديكر'), models: [m('FS1620')] },
            ],
            colours: ['white', 'black', 'teal'],
            price: [85, 280],
            short: [t('ثلاث سرعات مع خاصية الدوران.', 'Three speeds with oscillation.')],
            features: [
              t('هادئة ومناسبة لغرف النوم.', 'Quiet enough for bedrooms.'),
              t('ارتفاع قابل للتعديل.', 'Adjustable height.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'kitchen',
    name: t('المطبخ', 'Kitchen'),
    kind: 'kettle',
    colour: 'red',
    taxBp: 0,
    closing: [
      t('سهل التنظيف وآمن للاستخدام اليومي.', 'Easy to clean and safe for daily use.'),
      t('هدية رائعة للعرسان والبيوت الجديدة.', 'A lovely gift for newlyweds and new homes.'),
    ],
    subs: [
      {
        name: t('غلايات', 'Kettles'),
        templates: [
          {
            kind: 'kettle',
            type: t('غلاية كهربائية', 'Electric Kettle'),
            brands: [
              { brand: PHILIPS, models: [m('HD9350'), m('HD9318')] },
              { brand: TEFAL, models: [m('Express KO2998')] },
              { brand: b('Kenwood', 'كينوود'), models: [m('ZJP00')] },
            ],
            variants: [v('1.7 لتر', '1.7 L', 1)],
            colours: ['white', 'black', 'red', 'teal'],
            price: [65, 190],
            short: [t('تغلي الماء في دقائق مع إيقاف تلقائي.', 'Boils in minutes with automatic shut-off.')],
            features: [
              t('مثالية لتحضير الشاي الليبي كل مساء.', 'Perfect for the evening Libyan tea.'),
              t('قاعدة دوارة 360 درجة.', 'A 360° swivel base.'),
            ],
          },
        ],
      },
      {
        name: t('خلاطات', 'Blenders'),
        templates: [
          {
            kind: 'blender',
            type: t('خلاط', 'Blender'),
            brands: [
              { brand: b('Moulinex', 'مولينكس'), models: [m('Blendforce LM42'), m('Perfect Mix')] },
              { brand: b('Braun', 'براون'), models: [m('PowerBlend 3')] },
              { brand: b('Kenwood', 'كينوود'), models: [m('BLP41')] },
            ],
            colours: ['pink', 'orange', 'green', 'purple'],
            price: [120, 420],
            short: [t('محرك قوي وإبريق زجاجي 1.5 لتر.', 'Powerful motor and a 1.5 L glass jug.')],
            features: [
              t('يحضر العصائر والحساء وصلصة الهريسة بسهولة.', 'Makes juices, soups and harissa paste with ease.'),
              t('شفرات من الفولاذ المقاوم للصدأ.', 'Stainless steel blades.'),
            ],
          },
        ],
      },
      {
        name: t('أواني الطبخ', 'Cookware'),
        templates: [
          {
            kind: 'pot',
            type: t('قدر طبخ', 'Cooking Pot'),
            brands: [
              { brand: TEFAL, models: [m('Ingenio'), m('Daily Cook')] },
              { brand: b('Korkmaz', 'كوركماز'), models: [m('Proline')] },
              { brand: b('Zahran', 'زهران'), models: [m('Classic')] },
            ],
            variants: [v('24 سم', '24 cm', 1), v('28 سم', '28 cm', 1.25)],
            colours: ['red', 'silver', 'gold', 'black'],
            price: [70, 320],
            short: [t('طلاء مانع للالتصاق ويعمل على جميع المواقد.', 'Non-stick coating, works on all hobs.')],
            features: [
              t('حجم مثالي لطبخة المبكبكة أو الكسكسي العائلية.', 'The right size for a family mbakbaka or couscous.'),
              t('غطاء زجاجي مع فتحة بخار.', 'Glass lid with a steam vent.'),
            ],
          },
        ],
      },
      {
        name: t('أطقم الشاي', 'Tea Sets'),
        templates: [
          {
            kind: 'teapot',
            type: t('طقم شاي', 'Tea Set'),
            brands: [
              {
                brand: b('Al-Rayan', 'الريان'),
                models: [m('Classic', undefined, undefined, 'كلاسيك'), m('Andalus', undefined, undefined, 'أندلس')],
              },
              { brand: b('Pasabahce', 'باشابهتشه'), models: [m('Sultana')] },
            ],
            variants: [v('6 كؤوس', '6 glasses', 1), v('12 كأس', '12 glasses', 1.6)],
            colours: ['silver', 'gold', 'teal'],
            price: [45, 180],
            short: [t('براد وكؤوس زجاجية للشاي الليبي بالرغوة.', 'Teapot and glasses for frothy Libyan tea.')],
            features: [
              t('البراد يتحمل النار المباشرة.', 'The teapot can sit directly on the flame.'),
              t('يعطي الرغوة المثالية عند صب الشاي من علو.', 'Pours the perfect foam when served from a height.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'perfumes-beauty',
    name: t('عطور وتجميل', 'Perfumes & Beauty'),
    kind: 'perfume',
    colour: 'gold',
    taxBp: 500,
    closing: [
      t('منتج أصلي مستورد مباشرة من الموزع.', 'Authentic, imported directly from the distributor.'),
      t('يغلف مجاناً كهدية عند الطلب.', 'Gift wrapped for free on request.'),
    ],
    subs: [
      {
        name: t('عطور', 'Perfumes'),
        templates: [
          {
            kind: 'perfume',
            type: t('عطر', 'Eau de Parfum'),
            brands: [
              {
                brand: b('Lattafa', 'لطافة'),
                models: [
                  m('Khamrah', 120, 160, 'خمرة'),
                  m('Asad', 90, 120, 'أسد'),
                  m('Bade’e Al Oud', 95, 130, 'بديع العود'),
                ],
              },
              { brand: b('Dior', 'ديور'), models: [m('Sauvage', 520, 640)] },
              { brand: b('Chanel', 'شانيل'), models: [m('Coco Mademoiselle', 650, 780)] },
              { brand: b('Arabian Oud', 'العربية للعود'), models: [m('Kalemat', 380, 460, 'كلمات')] },
            ],
            variants: [v('50 مل', '50 ml', 1), v('100 مل', '100 ml', 1.45)],
            colours: ['gold', 'amber', 'pink', 'navy', 'burgundy'],
            showColour: false,
            price: [90, 780],
            short: [
              t('رائحة تدوم طويلاً بلمسات من العنبر والعود.', 'Long-lasting, with notes of amber and oud.'),
              t('عطر فواح للمناسبات والسهرات.', 'A rich scent for occasions and evenings.'),
            ],
            features: [
              t('يثبت على الملابس طوال اليوم.', 'Lasts on clothes all day long.'),
              t('هدية مميزة في الأعياد والمناسبات.', 'A special gift for Eid and celebrations.'),
            ],
          },
        ],
      },
      {
        name: t('عود وبخور', 'Oud & Bakhoor'),
        templates: [
          {
            kind: 'incense',
            type: t('مبخرة مع بخور', 'Incense Burner with Bakhoor'),
            brands: [
              {
                brand: b('Abdul Samad Al Qurashi', 'عبدالصمد القرشي'),
                models: [m('Mabkhara Royal', undefined, undefined, 'مبخرة ملكية')],
              },
              { brand: b('Ajmal', 'أجمل'), models: [m('Oudh Mubakhar', undefined, undefined, 'عود مبخر')] },
            ],
            colours: ['gold', 'brown', 'teal', 'black'],
            price: [60, 350],
            short: [t('بخور فاخر يعطر البيت في المناسبات.', 'Fine bakhoor to scent the home for guests.')],
            features: [
              t('تقليد ليبي أصيل لاستقبال الضيوف.', 'A true Libyan tradition for welcoming guests.'),
              t('المبخرة من المعدن المطلي.', 'The burner is plated metal.'),
            ],
          },
        ],
      },
      {
        name: t('العناية بالبشرة', 'Skin Care'),
        templates: [
          {
            kind: 'cream',
            type: t('كريم مرطب', 'Moisturising Cream'),
            brands: [
              { brand: b('Nivea', 'نيفيا'), models: [m('Soft'), m('Creme')] },
              { brand: b('CeraVe', 'سيرافي'), models: [m('Moisturising Cream', 85, 110)] },
              { brand: b('La Roche-Posay', 'لاروش بوزيه'), models: [m('Cicaplast', 95, 130)] },
            ],
            colours: ['blue', 'teal', 'pink', 'white'],
            showColour: false,
            price: [18, 130],
            short: [t('ترطيب عميق للبشرة الجافة.', 'Deep moisture for dry skin.')],
            features: [
              t('يحمي البشرة من جفاف رياح القبلي.', 'Protects skin from the dry ghibli wind.'),
              t('خالٍ من العطور ومناسب للبشرة الحساسة.', 'Fragrance free and suitable for sensitive skin.'),
            ],
          },
        ],
      },
      {
        name: t('مكياج', 'Makeup'),
        templates: [
          {
            kind: 'lipstick',
            type: t('أحمر شفاه', 'Lipstick'),
            brands: [
              { brand: b('Maybelline', 'ميبيلين'), models: [m('SuperStay Matte Ink'), m('Color Sensational')] },
              { brand: b('MAC', 'ماك'), models: [m('Matte Lipstick', 95, 120)] },
              { brand: b('Flormar', 'فلورمار'), models: [m('Kiss Me More')] },
            ],
            colours: ['red', 'pink', 'burgundy', 'orange'],
            price: [25, 120],
            short: [t('لون ثابت لساعات بلمسة مطفية.', 'Long-wear colour with a matte finish.')],
            features: [
              t('لا يجف الشفاه.', 'Does not dry the lips.'),
              t('مناسب للإطلالات اليومية والمناسبات.', 'Right for everyday and evening looks.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'mens-fashion',
    name: t('أزياء رجالية', "Men's Fashion"),
    kind: 'tshirt',
    colour: 'navy',
    taxBp: 0,
    closing: [
      t('يمكن استبدال المقاس خلال 7 أيام.', 'Size exchange within 7 days.'),
      t('قماش يتحمل الغسيل المتكرر.', 'Fabric that holds up to frequent washing.'),
    ],
    subs: [
      {
        name: t('قمصان وتيشيرتات', 'Shirts & T-shirts'),
        templates: [
          {
            kind: 'tshirt',
            type: t('تيشيرت قطني', 'Cotton T-shirt'),
            brands: [
              { brand: b('LC Waikiki', 'إل سي وايكيكي'), models: [m('Basic')] },
              { brand: b('Defacto', 'ديفاكتو'), models: [m('Regular Fit'), m('Oversize')] },
              { brand: b('Polo Club', 'بولو كلوب'), models: [m('Classic', 75, 110)] },
            ],
            variants: SIZES,
            colours: ['navy', 'white', 'black', 'olive', 'red'],
            price: [35, 110],
            short: [t('قطن 100% ناعم ومريح في الحر.', '100% soft cotton, cool in the heat.')],
            features: [
              t('قصة عصرية تناسب الخروج والعمل.', 'A modern cut for work and going out.'),
              t('لا يفقد لونه بعد الغسيل.', 'Keeps its colour wash after wash.'),
            ],
          },
        ],
      },
      {
        name: t('أزياء تقليدية', 'Traditional Wear'),
        templates: [
          {
            kind: 'robe',
            type: t('جلابية رجالية', "Men's Jalabiya"),
            brands: [
              {
                brand: b('Dar Al-Zay', 'دار الزي'),
                models: [
                  m('Tripoli', undefined, undefined, 'طرابلسي'),
                  m('Souk Al-Mushir', undefined, undefined, 'سوق المشير'),
                ],
              },
              { brand: b('Al-Jard', 'الجرد'), models: [m('Classic', undefined, undefined, 'كلاسيك')] },
            ],
            variants: SIZES,
            colours: ['white', 'beige', 'grey', 'navy'],
            price: [90, 450],
            short: [
              t('تفصيل ليبي تقليدي لصلاة الجمعة والأعياد.', 'Traditional Libyan tailoring for Friday prayers and Eid.'),
            ],
            features: [
              t('قماش خفيف يناسب الصيف.', 'Light fabric suited to summer.'),
              t('تطريز يدوي على الياقة والأزرار.', 'Hand embroidery on the collar and buttons.'),
            ],
          },
        ],
      },
      {
        name: t('أحذية رجالية', "Men's Shoes"),
        templates: [
          {
            kind: 'sneaker',
            type: t('حذاء رياضي رجالي', "Men's Sneakers"),
            brands: [
              { brand: ADIDAS, models: [m('Grand Court'), m('Runfalcon 3')] },
              { brand: NIKE, models: [m('Air Max SC', 320, 420), m('Revolution 7')] },
              { brand: b('Skechers', 'سكيتشرز'), models: [m('Go Walk')] },
            ],
            variants: SHOE,
            colours: ['white', 'black', 'navy', 'grey'],
            price: [150, 420],
            short: [t('نعل مريح وخفيف للمشي الطويل.', 'A light, cushioned sole for long walks.')],
            features: [
              t('يتنفس القدم في الأيام الحارة.', 'Breathable on hot days.'),
              t('يناسب الجينز والملابس الرياضية.', 'Goes with jeans and sportswear alike.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'womens-fashion',
    name: t('أزياء نسائية', "Women's Fashion"),
    kind: 'dress',
    colour: 'burgundy',
    taxBp: 0,
    closing: [
      t('يمكن استبدال المقاس خلال 7 أيام.', 'Size exchange within 7 days.'),
      t('تصميم أنيق بخامة عالية الجودة.', 'An elegant design in quality fabric.'),
    ],
    subs: [
      {
        name: t('فساتين', 'Dresses'),
        templates: [
          {
            kind: 'dress',
            type: t('فستان سهرة', 'Evening Dress'),
            brands: [
              { brand: b('Zara', 'زارا'), models: [m('Midi'), m('Maxi')] },
              { brand: b('Koton', 'كوتون'), models: [m('Chiffon')] },
              { brand: b('Atelier Lina', 'أتيليه لينا'), models: [m('Soirée', 450, 900, 'سواريه')] },
            ],
            variants: SIZES,
            colours: ['burgundy', 'teal', 'black', 'pink'],
            price: [150, 900],
            short: [t('قصة محتشمة وأنيقة للمناسبات.', 'A modest, elegant cut for occasions.')],
            features: [
              t('مناسب للأعراس والخطوبات.', 'Made for weddings and engagements.'),
              t('بطانة داخلية ناعمة.', 'A soft inner lining.'),
            ],
          },
        ],
      },
      {
        name: t('حقائب يد', 'Handbags'),
        templates: [
          {
            kind: 'handbag',
            type: t('حقيبة يد', 'Handbag'),
            brands: [
              { brand: b('Charles & Keith', 'تشارلز آند كيث'), models: [m('Tote'), m('Top Handle')] },
              { brand: b('Guess', 'جس'), models: [m('Noelle', 380, 520)] },
            ],
            colours: ['black', 'brown', 'beige', 'red'],
            price: [120, 520],
            short: [t('جلد صناعي فاخر مع جيوب داخلية.', 'Premium faux leather with inner pockets.')],
            features: [
              t('تتسع للهاتف والمحفظة ومستلزمات اليوم.', 'Fits a phone, wallet and the day’s essentials.'),
              t('إكسسوارات معدنية ذهبية.', 'Gold-tone hardware.'),
            ],
          },
        ],
      },
      {
        name: t('أوشحة وطرح', 'Scarves & Hijabs'),
        templates: [
          {
            kind: 'scarf',
            type: t('طرحة', 'Hijab Scarf'),
            brands: [
              { brand: b('Modanisa', 'مودانيسا'), models: [m('Chiffon'), m('Jersey')] },
              { brand: b('Armine', 'أرمين'), models: [m('Silk Touch', 70, 120)] },
            ],
            colours: ['beige', 'pink', 'navy', 'burgundy'],
            price: [25, 120],
            short: [t('قماش ناعم لا ينزلق.', 'Soft fabric that stays in place.')],
            features: [
              t('خفيفة ومناسبة لكل المواسم.', 'Light, for every season.'),
              t('ألوان هادئة سهلة التنسيق.', 'Calm colours that are easy to match.'),
            ],
          },
        ],
      },
      {
        name: t('أحذية نسائية', "Women's Shoes"),
        templates: [
          {
            kind: 'sneaker',
            type: t('حذاء رياضي نسائي', "Women's Sneakers"),
            brands: [
              { brand: ADIDAS, models: [m('Court Platform')] },
              { brand: NIKE, models: [m('Court Vision')] },
              { brand: b('Skechers', 'سكيتشرز'), models: [m('D’Lites')] },
            ],
            variants: [v('مقاس 37', 'Size 37', 1), v('مقاس 38', 'Size 38', 1), v('مقاس 39', 'Size 39', 1)],
            colours: ['white', 'pink', 'beige', 'purple'],
            price: [140, 380],
            short: [t('خفيف وأنيق للاستخدام اليومي.', 'Light and stylish for everyday wear.')],
            features: [
              t('نعل مرن يريح القدم.', 'A flexible sole that is kind to your feet.'),
              t('سهل التنظيف.', 'Easy to clean.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'kids-toys',
    name: t('أطفال وألعاب', 'Kids & Toys'),
    kind: 'teddy',
    colour: 'brown',
    taxBp: 0,
    closing: [
      t('مصنوع من مواد آمنة وغير سامة.', 'Made from safe, non-toxic materials.'),
      t('هدية مثالية لأعياد الميلاد والعيد.', 'A perfect gift for birthdays and Eid.'),
    ],
    subs: [
      {
        name: t('دمى وألعاب محشوة', 'Plush Toys'),
        templates: [
          {
            kind: 'teddy',
            type: t('دبدوب', 'Teddy Bear'),
            brands: [
              {
                brand: b('Teddy House', 'تيدي هاوس'),
                models: [m('Cuddle', undefined, undefined, 'كادل'), m('Jumbo', 90, 160, 'جامبو')],
              },
              { brand: b('Ty', 'تاي'), models: [m('Beanie Boo')] },
            ],
            variants: [v('30 سم', '30 cm', 1), v('60 سم', '60 cm', 1.8)],
            colours: ['brown', 'beige', 'pink', 'white'],
            price: [30, 160],
            short: [t('ناعم جداً وقابل للغسيل.', 'Super soft and washable.')],
            features: [
              t('يحبه الأطفال من عمر سنة.', 'Loved by children from age one.'),
              t('خياطة متينة تتحمل اللعب.', 'Strong stitching that survives play.'),
            ],
          },
        ],
      },
      {
        name: t('ألعاب تركيب', 'Building Toys'),
        templates: [
          {
            kind: 'blocks',
            type: t('مكعبات تركيب', 'Building Blocks'),
            brands: [
              { brand: b('LEGO', 'ليغو'), models: [m('Classic 11030', 180, 260), m('Duplo Town', 150, 220)] },
              { brand: b('Mega Bloks', 'ميغا بلوكس'), models: [m('Big Building Bag')] },
            ],
            colours: ['green', 'red', 'blue', 'yellow'],
            showColour: false,
            price: [60, 260],
            short: [t('تنمي الخيال والمهارات لدى الأطفال.', 'Builds imagination and skills.')],
            features: [
              t('مناسبة من عمر 4 سنوات.', 'Suitable from age 4.'),
              t('قطع متوافقة مع المجموعات الأخرى.', 'Pieces fit other sets.'),
            ],
          },
        ],
      },
      {
        name: t('سيارات ألعاب', 'Toy Cars'),
        templates: [
          {
            kind: 'toycar',
            type: t('سيارة لعبة', 'Toy Car'),
            brands: [
              { brand: b('Hot Wheels', 'هوت ويلز'), models: [m('City')] },
              { brand: b('Maisto', 'مايستو'), models: [m('Die-cast 1:24')] },
              { brand: b('Rastar', 'راستار'), models: [m('RC 1:14', 160, 280)] },
            ],
            colours: ['red', 'blue', 'yellow', 'green'],
            price: [25, 280],
            short: [t('تفاصيل واقعية وعجلات تدور بسلاسة.', 'Realistic details and free-rolling wheels.')],
            features: [
              t('معدن متين يتحمل اللعب.', 'Tough metal for rough play.'),
              t('مثالية لجمع الموديلات.', 'Great for collectors too.'),
            ],
          },
        ],
      },
      {
        name: t('مستلزمات الرضع', 'Baby Care'),
        templates: [
          {
            kind: 'babybottle',
            type: t('رضّاعة أطفال', 'Baby Bottle'),
            brands: [
              { brand: PHILIPS, models: [m('Avent Natural')] },
              { brand: b('Tommee Tippee', 'تومي تيبي'), models: [m('Closer to Nature')] },
              { brand: b('Chicco', 'شيكو'), models: [m('Well-Being')] },
            ],
            variants: [v('150 مل', '150 ml', 1), v('260 مل', '260 ml', 1.2)],
            colours: ['pink', 'blue', 'teal', 'yellow'],
            price: [18, 75],
            short: [t('خالية من مادة BPA مع حلمة مضادة للمغص.', 'BPA free with an anti-colic teat.')],
            features: [t('سهلة التعقيم.', 'Easy to sterilise.'), t('شكل مريح لقبضة الطفل.', 'Shaped for small hands.')],
          },
        ],
      },
    ],
  },
  {
    slug: 'sports',
    name: t('رياضة ولياقة', 'Sports & Fitness'),
    kind: 'ball',
    colour: 'green',
    taxBp: 0,
    closing: [
      t('مناسب للنوادي والاستخدام المنزلي.', 'Fit for clubs and home use.'),
      t('جودة تتحمل التمرين اليومي.', 'Quality that stands up to daily training.'),
    ],
    subs: [
      {
        name: t('كرة القدم', 'Football'),
        templates: [
          {
            kind: 'ball',
            type: t('كرة قدم', 'Football'),
            brands: [
              { brand: ADIDAS, models: [m('Al Rihla League'), m('Tiro Club')] },
              { brand: NIKE, models: [m('Strike')] },
              { brand: b('Puma', 'بوما'), models: [m('Orbita')] },
            ],
            variants: [v('مقاس 4', 'Size 4', 1), v('مقاس 5', 'Size 5', 1.1)],
            colours: ['black', 'blue', 'red', 'teal'],
            price: [45, 220],
            short: [t('كرة مخيطة للملاعب العشبية والصناعية.', 'Stitched ball for grass and artificial pitches.')],
            features: [
              t('مثالية لمباريات الحي في المساء.', 'Ideal for evening neighbourhood matches.'),
              t('تحافظ على شكلها وضغطها.', 'Keeps its shape and pressure.'),
            ],
          },
        ],
      },
      {
        name: t('معدات اللياقة', 'Fitness Equipment'),
        templates: [
          {
            kind: 'dumbbell',
            type: t('دمبل', 'Dumbbell Pair'),
            brands: [
              { brand: b('Kettler', 'كيتلر'), models: [m('Hex')] },
              { brand: b('Domyos', 'دوميوس'), models: [m('Neoprene')] },
            ],
            variants: [v('2 × 5 كغ', '2 × 5 kg', 1), v('2 × 10 كغ', '2 × 10 kg', 1.8)],
            colours: ['black', 'red', 'blue', 'grey'],
            price: [60, 260],
            short: [t('قبضة مريحة وطلاء مانع للانزلاق.', 'Comfortable grip and a non-slip coating.')],
            features: [
              t('للتمرين في البيت أو النادي.', 'For workouts at home or at the gym.'),
              t('لا يخدش الأرضيات.', 'Will not mark your floors.'),
            ],
          },
        ],
      },
      {
        name: t('دراجات', 'Bicycles'),
        templates: [
          {
            kind: 'bike',
            type: t('دراجة هوائية', 'Bicycle'),
            brands: [
              { brand: b('Giant', 'جاينت'), models: [m('Escape 3', 1300, 1600), m('Talon 4', 1500, 1900)] },
              { brand: b('Trinx', 'ترينكس'), models: [m('M100', 550, 700)] },
              { brand: b('Btwin', 'بي توين'), models: [m('Riverside 120', 700, 900)] },
            ],
            colours: ['red', 'black', 'blue', 'gold'],
            price: [550, 1900],
            short: [t('إطار من الألمنيوم و21 سرعة.', 'Aluminium frame and 21 gears.')],
            features: [
              t('مثالية لكورنيش طرابلس صباحاً.', 'Perfect for morning rides on the Tripoli corniche.'),
              t('فرامل قوية وموثوقة.', 'Strong, reliable brakes.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'books-stationery',
    name: t('كتب وقرطاسية', 'Books & Stationery'),
    kind: 'books',
    colour: 'teal',
    taxBp: 0,
    closing: [
      t('متوفر بكميات لطلبات المدارس.', 'Available in bulk for school orders.'),
      t('توصيل سريع قبل بداية العام الدراسي.', 'Fast delivery before the school year starts.'),
    ],
    subs: [
      {
        name: t('كتب', 'Books'),
        templates: [
          {
            kind: 'books',
            type: t('كتاب', 'Book'),
            titleOnly: true,
            brands: [
              {
                brand: b('Dar Al-Shorouk', 'دار الشروق'),
                models: [m('Men in the Sun', 25, 40, 'رجال في الشمس'), m('The Prophet', 20, 35, 'النبي')],
              },
              { brand: b('Dar Al-Adab', 'دار الآداب'), models: [m('Bread Alone', 30, 45, 'الخبز الحافي')] },
              {
                brand: b('Al-Feel Publishing', 'دار الفيل'),
                models: [
                  m('Tales of Old Tripoli', 35, 60, 'حكايات طرابلس القديمة'),
                  m('The Bleeding of the Stone', 30, 50, 'نزيف الحجر'),
                ],
              },
            ],
            variants: [v('غلاف ورقي', 'Paperback', 1), v('غلاف مقوى', 'Hardcover', 1.5)],
            colours: ['teal', 'burgundy', 'navy', 'orange'],
            showColour: false,
            price: [20, 60],
            short: [t('طبعة جديدة بورق عالي الجودة.', 'A new edition on quality paper.')],
            features: [
              t('من أكثر الكتب قراءة في المكتبات الليبية.', 'One of the most-read titles in Libyan bookshops.'),
              t('خط واضح ومريح للعين.', 'Clear, easy-on-the-eye typesetting.'),
            ],
          },
        ],
      },
      {
        name: t('دفاتر وأقلام', 'Notebooks & Pens'),
        templates: [
          {
            kind: 'stationery',
            type: t('دفتر سلك مع قلم', 'Spiral Notebook with Pencil'),
            brands: [
              { brand: b('Oxford', 'أكسفورد'), models: [m('A4 Campus'), m('A5 Pocket')] },
              { brand: b('Faber-Castell', 'فابر كاستل'), models: [m('School Set')] },
            ],
            variants: [v('100 ورقة', '100 sheets', 1), v('200 ورقة', '200 sheets', 1.6)],
            colours: ['gold', 'blue', 'red', 'green'],
            showColour: false,
            price: [6, 35],
            short: [t('ورق مسطر سميك لا يشف الحبر.', 'Thick ruled paper that stops ink bleeding through.')],
            features: [
              t('مناسب لطلاب المدارس والجامعات.', 'For school and university students.'),
              t('غلاف متين يحمي الأوراق.', 'A sturdy cover protects the pages.'),
            ],
          },
        ],
      },
      {
        name: t('حقائب مدرسية', 'School Bags'),
        templates: [
          {
            kind: 'backpack',
            type: t('حقيبة ظهر مدرسية', 'School Backpack'),
            brands: [
              { brand: b('Samsonite', 'سامسونايت'), models: [m('Guardit', 180, 260)] },
              { brand: b('Jansport', 'جانسبورت'), models: [m('SuperBreak'), m('Big Student')] },
            ],
            colours: ['teal', 'black', 'navy', 'pink'],
            price: [65, 260],
            short: [t('ظهر مبطن وأحزمة مريحة للكتفين.', 'Padded back and comfortable straps.')],
            features: [
              t('جيب خاص للحاسوب المحمول.', 'A dedicated laptop sleeve.'),
              t('قماش مقاوم للماء.', 'Water-resistant fabric.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'libyan-food',
    name: t('مواد غذائية ليبية', 'Groceries & Libyan Food'),
    kind: 'datebox',
    colour: 'gold',
    taxBp: 0,
    closing: [
      t('يحفظ في مكان بارد وجاف بعيداً عن الشمس.', 'Store in a cool, dry place out of the sun.'),
      t('منتج محلي يدعم المزارعين الليبيين.', 'A local product that supports Libyan farmers.'),
    ],
    subs: [
      {
        name: t('تمور', 'Dates'),
        templates: [
          {
            kind: 'datebox',
            type: t('تمر', 'Dates'),
            brands: [
              {
                brand: b('Jalu Oasis', 'واحة جالو'),
                models: [m('Deglet Nour', undefined, undefined, 'دقلة نور'), m('Saidi', undefined, undefined, 'صعيدي')],
              },
              { brand: b('Ghadames Farms', 'مزارع غدامس'), models: [m('Tasfirt', undefined, undefined, 'تاسفيرت')] },
              {
                brand: b('Awjila', 'أوجلة'),
                models: [m('Khadrawi', undefined, undefined, 'خضراوي'), m('Bikrari', undefined, undefined, 'بكراري')],
              },
            ],
            variants: [v('علبة 1 كغ', '1 kg box', 1), v('علبة 2 كغ', '2 kg box', 1.85)],
            colours: ['gold', 'green', 'red', 'navy'],
            showColour: false,
            price: [15, 32],
            short: [t('تمر طري من واحات الجنوب الليبي.', 'Soft dates from the oases of southern Libya.')],
            features: [
              t('مثالي لإفطار رمضان مع الحليب.', 'Perfect for breaking the Ramadan fast with milk.'),
              t('منتقى يدوياً ومعبأ بعناية.', 'Hand-picked and carefully packed.'),
            ],
          },
        ],
      },
      {
        name: t('زيت الزيتون', 'Olive Oil'),
        templates: [
          {
            kind: 'oilbottle',
            type: t('زيت زيتون بكر ممتاز', 'Extra Virgin Olive Oil'),
            brands: [
              {
                brand: b('Gharyan Hills', 'جبال غريان'),
                models: [m('Cold Pressed', undefined, undefined, 'عصرة باردة')],
              },
              { brand: b('Msallata', 'مسلاتة'), models: [m('First Harvest', undefined, undefined, 'القطفة الأولى')] },
              { brand: b('Tarhuna Gold', 'ذهب ترهونة'), models: [m('Premium', undefined, undefined, 'ممتاز')] },
            ],
            variants: [v('750 مل', '750 ml', 1), v('1 لتر', '1 L', 1.3), v('3 لتر', '3 L', 3.4)],
            colours: ['green', 'olive', 'gold'],
            showColour: false,
            price: [22, 30],
            short: [t('من زيتون الجبل الغربي، معصور على البارد.', 'Cold pressed from Western Mountain olives.')],
            features: [
              t('رائع مع خبز التنور والبسيسة.', 'Wonderful with tannour bread and bsisa.'),
              t('حموضة منخفضة ونكهة فاكهية.', 'Low acidity with a fruity taste.'),
            ],
          },
        ],
      },
      {
        name: t('هريسة وتوابل', 'Harissa & Spices'),
        templates: [
          {
            kind: 'jar',
            type: t('هريسة ليبية', 'Libyan Harissa'),
            brands: [
              {
                brand: b('Dar Al-Hajja', 'دار الحاجة'),
                models: [m('Hot', undefined, undefined, 'حارة'), m('Mild', undefined, undefined, 'خفيفة')],
              },
              { brand: b('Souq Al-Turk', 'سوق الترك'), models: [m('Traditional', undefined, undefined, 'تقليدية')] },
            ],
            variants: [v('350 غرام', '350 g', 1), v('700 غرام', '700 g', 1.8)],
            colours: ['red', 'orange', 'burgundy'],
            showColour: false,
            price: [8, 18],
            short: [t('فلفل أحمر مجفف بالشمس مع الثوم والكمون.', 'Sun-dried red peppers with garlic and cumin.')],
            features: [
              t('مكون أساسي للشكشوكة والمبكبكة.', 'Essential for shakshouka and mbakbaka.'),
              t('بدون مواد حافظة.', 'No preservatives.'),
            ],
          },
          {
            kind: 'jar',
            type: t('عسل طبيعي', 'Natural Honey'),
            brands: [
              {
                brand: b('Jabal Akhdar', 'الجبل الأخضر'),
                models: [m('Sidr', 60, 95, 'سدر'), m('Wildflower', 35, 55, 'زهور برية')],
              },
            ],
            variants: [v('500 غرام', '500 g', 1), v('1 كغ', '1 kg', 1.9)],
            colours: ['amber', 'gold'],
            showColour: false,
            price: [35, 95],
            short: [t('عسل صافٍ من مناحل الجبل الأخضر.', 'Pure honey from Green Mountain apiaries.')],
            features: [
              t('غني بالفوائد ولذيذ مع الفطور.', 'Wholesome and delicious at breakfast.'),
              t('غير مبستر ولا مخلوط.', 'Raw and unblended.'),
            ],
          },
        ],
      },
      {
        name: t('كسكسي وبسيسة', 'Couscous & Bsisa'),
        templates: [
          {
            kind: 'sack',
            type: t('كسكسي', 'Couscous'),
            brands: [
              {
                brand: b('Bab Al-Bahr', 'باب البحر'),
                models: [
                  m('Medium Grain', undefined, undefined, 'حبة متوسطة'),
                  m('Fine', undefined, undefined, 'ناعم'),
                ],
              },
              { brand: b('Khomsi Mills', 'مطاحن الخمس'), models: [m('Barley', undefined, undefined, 'شعير')] },
            ],
            variants: WEIGHT,
            colours: ['beige', 'gold', 'teal'],
            showColour: false,
            price: [6, 12],
            short: [t('مفتول يدوياً على الطريقة الليبية.', 'Hand-rolled the Libyan way.')],
            features: [
              t('يطهى على البخار مع اللحم والخضار.', 'Steam it with lamb and vegetables.'),
              t('طبق الجمعة التقليدي.', 'The traditional Friday dish.'),
            ],
          },
          {
            kind: 'tin',
            type: t('بسيسة', 'Bsisa'),
            brands: [
              {
                brand: b('Bsisa Al-Jadda', 'بسيسة الجدة'),
                models: [
                  m('Barley & Fenugreek', undefined, undefined, 'شعير وحلبة'),
                  m('Classic', undefined, undefined, 'كلاسيك'),
                ],
              },
            ],
            variants: [v('1 كغ', '1 kg', 1)],
            colours: ['green', 'red', 'blue'],
            showColour: false,
            price: [15, 28],
            short: [
              t('مزيج شعير محمص وتوابل للفطور الليبي.', 'Roasted barley and spice blend for a Libyan breakfast.'),
            ],
            features: [
              t('تُخلط مع زيت الزيتون والتمر.', 'Mix with olive oil and dates.'),
              t('طاقة طبيعية ليوم طويل.', 'Natural energy for a long day.'),
            ],
          },
        ],
      },
      {
        name: t('شاي وقهوة', 'Tea & Coffee'),
        templates: [
          {
            kind: 'tin',
            type: t('شاي أخضر', 'Green Tea'),
            brands: [
              { brand: b('Al-Kabous', 'الكبوس'), models: [m('Gunpowder', undefined, undefined, 'بارود')] },
              { brand: b('Sultan', 'سلطان'), models: [m('Special', undefined, undefined, 'ممتاز')] },
            ],
            variants: [v('250 غرام', '250 g', 1), v('500 غرام', '500 g', 1.8)],
            colours: ['green', 'teal', 'red'],
            showColour: false,
            price: [12, 30],
            short: [t('أوراق شاي مختارة للشاي الليبي الثقيل.', 'Selected leaves for strong Libyan tea.')],
            features: [
              t('يعطي رغوة غنية عند الصب.', 'Gives a rich foam when poured.'),
              t('عبوة محكمة تحفظ النكهة.', 'A sealed tin that keeps the flavour.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'furniture-decor',
    name: t('أثاث وديكور', 'Furniture & Home Décor'),
    kind: 'sofa',
    colour: 'teal',
    taxBp: 0,
    closing: [
      t('التوصيل والتركيب داخل طرابلس بتكلفة رمزية.', 'Delivery and assembly in Tripoli for a small fee.'),
      t('يضفي لمسة دافئة على صالة الضيوف.', 'Adds a warm touch to your guest room.'),
    ],
    subs: [
      {
        name: t('كنب وجلسات', 'Sofas'),
        templates: [
          {
            kind: 'sofa',
            type: t('كنبة', 'Sofa'),
            brands: [
              { brand: b('Home Centre', 'هوم سنتر'), models: [m('Oslo'), m('Milano')] },
              { brand: b('IKEA', 'إيكيا'), models: [m('Kivik'), m('Friheten')] },
            ],
            variants: [v('مقعدان', '2-seater', 1), v('3 مقاعد', '3-seater', 1.3)],
            colours: ['teal', 'grey', 'beige', 'navy'],
            price: [1200, 3800],
            short: [t('قماش متين وإسفنج عالي الكثافة.', 'Durable fabric and high-density foam.')],
            features: [
              t('أغطية قابلة للإزالة والغسيل.', 'Removable, washable covers.'),
              t('تصميم عصري يناسب الشقق.', 'A modern design made for apartments.'),
            ],
          },
        ],
      },
      {
        name: t('إضاءة', 'Lighting'),
        templates: [
          {
            kind: 'lamp',
            type: t('أباجورة', 'Table Lamp'),
            brands: [
              { brand: PHILIPS, models: [m('Hue Go', 250, 340)] },
              { brand: b('IKEA', 'إيكيا'), models: [m('Lampan'), m('Hektar')] },
            ],
            colours: ['blue', 'red', 'white', 'teal'],
            price: [40, 340],
            short: [t('إضاءة دافئة لغرفة النوم.', 'Warm light for the bedroom.')],
            features: [
              t('تعمل بمصابيح LED الموفرة.', 'Uses energy-saving LED bulbs.'),
              t('مفيدة عند انقطاع الكهرباء مع بطارية احتياطية.', 'Handy during power cuts with a backup battery.'),
            ],
          },
        ],
      },
      {
        name: t('نباتات وديكور', 'Plants & Décor'),
        templates: [
          {
            kind: 'plant',
            type: t('نبتة زينة في أصيص', 'Potted Plant'),
            brands: [
              {
                brand: b('Green Corner', 'الركن الأخضر'),
                models: [m('Aloe', undefined, undefined, 'صبار'), m('Snake Plant', undefined, undefined, 'سانسفيريا')],
              },
            ],
            colours: ['black', 'white', 'teal', 'orange'],
            price: [35, 140],
            short: [t('نبتة سهلة العناية مع أصيص خزفي.', 'An easy-care plant in a ceramic pot.')],
            features: [
              t('تتحمل الحرارة وقلة الري.', 'Tolerates heat and little watering.'),
              t('تنقي هواء الغرفة.', 'Freshens the air in the room.'),
            ],
          },
          {
            kind: 'clock',
            type: t('ساعة حائط', 'Wall Clock'),
            brands: [{ brand: b('Karlsson', 'كارلسون'), models: [m('Station'), m('Classic')] }],
            colours: ['red', 'gold', 'black', 'teal'],
            price: [45, 160],
            short: [t('حركة صامتة بدون تكتكة.', 'Silent, tick-free movement.')],
            features: [
              t('أرقام واضحة من بعيد.', 'Easy to read across the room.'),
              t('تعمل ببطارية واحدة.', 'Runs on a single battery.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'health',
    name: t('الصحة والعناية', 'Health'),
    kind: 'pillbottle',
    colour: 'green',
    taxBp: 0,
    closing: [
      t('استشر الصيدلي أو الطبيب قبل الاستخدام.', 'Ask your pharmacist or doctor before use.'),
      t('يحفظ بعيداً عن متناول الأطفال.', 'Keep out of the reach of children.'),
    ],
    subs: [
      {
        name: t('فيتامينات ومكملات', 'Vitamins & Supplements'),
        templates: [
          {
            kind: 'pillbottle',
            type: t('فيتامين', 'Vitamin'),
            brands: [
              { brand: b('Centrum', 'سنتروم'), models: [m('Multivitamin', 55, 90)] },
              { brand: b('Solgar', 'سولغار'), models: [m('Vitamin D3', 45, 70), m('Omega-3', 70, 110)] },
              { brand: b('Nature’s Bounty', 'نيتشرز باونتي'), models: [m('Vitamin C 1000')] },
            ],
            variants: [v('30 قرص', '30 tablets', 1), v('90 قرص', '90 tablets', 2.4)],
            colours: ['green', 'orange', 'blue', 'red'],
            showColour: false,
            price: [30, 110],
            short: [t('يدعم المناعة والطاقة اليومية.', 'Supports immunity and daily energy.')],
            features: [
              t('قرص واحد يومياً مع الطعام.', 'One tablet a day with food.'),
              t('مصنع وفق معايير الجودة العالمية.', 'Made to international quality standards.'),
            ],
          },
        ],
      },
      {
        name: t('إسعافات أولية', 'First Aid'),
        templates: [
          {
            kind: 'firstaid',
            type: t('حقيبة إسعافات أولية', 'First Aid Kit'),
            brands: [
              {
                brand: b('Medisafe', 'ميديسيف'),
                models: [
                  m('Home', undefined, undefined, 'منزلية'),
                  m('Car', undefined, undefined, 'للسيارة'),
                  m('Office', undefined, undefined, 'للمكتب'),
                ],
              },
            ],
            colours: ['red', 'blue', 'gold'],
            showColour: false,
            price: [35, 120],
            short: [t('كل ما تحتاجه للطوارئ في البيت والسيارة.', 'Everything for emergencies at home and in the car.')],
            features: [
              t('تحتوي على ضمادات ومعقمات ومقص.', 'Bandages, antiseptic and scissors included.'),
              t('حجم صغير يسهل حمله.', 'Compact and easy to carry.'),
            ],
          },
        ],
      },
      {
        name: t('العناية الشخصية', 'Personal Care'),
        templates: [
          {
            kind: 'cream',
            type: t('واقي شمس', 'Sunscreen'),
            brands: [
              { brand: b('Eucerin', 'يوسيرين'), models: [m('Sun Oil Control SPF50')] },
              { brand: b('Bioderma', 'بيوديرما'), models: [m('Photoderm SPF50+')] },
            ],
            colours: ['orange', 'yellow', 'teal'],
            showColour: false,
            price: [55, 120],
            short: [t('حماية عالية من أشعة الشمس.', 'High protection from the sun.')],
            features: [
              t('لا يترك أثراً أبيض على البشرة.', 'Leaves no white cast.'),
              t('ضروري لأيام البحر في الصيف الليبي.', 'A must for beach days in the Libyan summer.'),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'car-accessories',
    name: t('إكسسوارات السيارات', 'Car Accessories'),
    kind: 'tyre',
    colour: 'silver',
    taxBp: 0,
    closing: [
      t('التركيب متوفر في ورشتنا بطريق الشط.', 'Fitting available at our workshop on Al-Shatt Road.'),
      t('مناسب لمعظم السيارات المنتشرة في ليبيا.', 'Fits most cars on Libyan roads.'),
    ],
    subs: [
      {
        name: t('إطارات وجنوط', 'Tyres & Rims'),
        templates: [
          {
            kind: 'tyre',
            type: t('إطار مع جنط', 'Tyre with Rim'),
            brands: [
              { brand: b('Michelin', 'ميشلان'), models: [m('Primacy 4', 420, 560)] },
              { brand: b('Bridgestone', 'بريدجستون'), models: [m('Turanza T005', 380, 500)] },
              { brand: b('Hankook', 'هانكوك'), models: [m('Kinergy Eco 2', 260, 340)] },
            ],
            variants: [v('205/55 R16', '205/55 R16', 1), v('225/45 R17', '225/45 R17', 1.2)],
            colours: ['silver', 'black', 'gold'],
            price: [260, 560],
            short: [t('ثبات عالٍ على الطرق السريعة.', 'Excellent grip on the highway.')],
            features: [
              t('يتحمل حرارة الطريق الساحلي صيفاً.', 'Handles the heat of the coastal road in summer.'),
              t('ضجيج منخفض داخل السيارة.', 'Low road noise in the cabin.'),
            ],
          },
        ],
      },
      {
        name: t('كاميرات السيارة', 'Dash Cams'),
        templates: [
          {
            kind: 'dashcam',
            type: t('كاميرا سيارة', 'Dash Cam'),
            brands: [
              { brand: XIAOMI, models: [m('70mai A500S'), m('70mai M300')] },
              { brand: b('Garmin', 'غارمن'), models: [m('Dash Cam 57', 650, 780)] },
            ],
            colours: ['black', 'grey', 'red'],
            price: [180, 780],
            short: [t('تسجيل بدقة 2K مع رؤية ليلية.', '2K recording with night vision.')],
            features: [
              t('تحفظ الأدلة في حالة الحوادث.', 'Keeps evidence in case of an accident.'),
              t('تعمل تلقائياً عند تشغيل السيارة.', 'Starts recording when you start the car.'),
            ],
          },
        ],
      },
      {
        name: t('العناية بالسيارة', 'Car Care'),
        templates: [
          {
            kind: 'spray',
            type: t('منظف ولمّاع', 'Cleaner & Polish'),
            brands: [
              { brand: b('Meguiar’s', 'ميغوايرز'), models: [m('Quik Detailer'), m('Ultimate Quik Wax')] },
              { brand: b('Turtle Wax', 'تيرتل واكس'), models: [m('Ice Spray')] },
            ],
            variants: [v('500 مل', '500 ml', 1)],
            colours: ['blue', 'teal', 'red', 'orange'],
            showColour: false,
            price: [28, 75],
            short: [t('لمعان فوري ويزيل الغبار والأتربة.', 'Instant shine that lifts dust and sand.')],
            features: [
              t('ممتاز بعد رياح القبلي المحملة بالرمال.', 'Great after a sandy ghibli wind.'),
              t('يحمي الطلاء من الشمس.', 'Protects the paint from the sun.'),
            ],
          },
        ],
      },
    ],
  },
];

/** Sentences that open a product description; {name} is the product's name without its variant. */
export const INTROS: Text[] = [
  t('{name} للاستخدام اليومي بجودة تعتمد عليها.', '{name}: built for everyday use and made to last.'),
  t('اكتشف {name}، خيار موثوق بسعر مناسب.', 'Discover the {name}, a dependable choice at a fair price.'),
  t('{name} من أكثر المنتجات طلباً في متجرنا.', 'The {name} is one of the most requested items in our shop.'),
  t('يجمع {name} بين الجودة والتصميم الأنيق.', 'With the {name} you get quality and a clean design.'),
  t('نقدم لكم {name} بسعر منافس في السوق الليبي.', 'We offer the {name} at a price that beats the Libyan market.'),
];

export const GENERIC_CLOSINGS: Text[] = [
  t(
    'نوصله إلى باب بيتك في كل أنحاء ليبيا مع الدفع عند الاستلام.',
    'Delivered to your door anywhere in Libya, with cash on delivery.',
  ),
  t('التوصيل في نفس اليوم متاح داخل طرابلس.', 'Same-day delivery is available inside Tripoli.'),
  t(
    'يمكن إرجاعه خلال 7 أيام إذا لم يُستخدم وكان في عبوته الأصلية.',
    'Returnable within 7 days if unused and in its original packaging.',
  ),
  t(
    'من أكثر المنتجات طلباً لدى زبائننا في طرابلس وبنغازي ومصراتة.',
    'A favourite with our customers in Tripoli, Benghazi and Misrata.',
  ),
];

export const COLOUR_SENTENCE: Text = t('يأتي هذا المنتج باللون {colourThe}.', 'This one comes in {colourLower}.');
