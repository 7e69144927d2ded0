import {
  CURRENCY_LABEL,
  type Locale,
  formatAmount,
  formatLibyanPhone,
  formatMoney,
  fromMilli,
  storedLanguage,
} from '@dukkan/contracts';
import type { OutboxMessageRow } from '../../db/schema.js';
import type { Outgoing } from '../outbox/worker.js';
import { type MessageKind, type OrderPayload, type Payload, isMessageKind, payloadSchemas } from './payloads.js';

/**
 * The message templates: Arabic (right to left) and English, plain text and HTML for e-mail, one short text for SMS.
 * The only place besides the error handler where the API writes words for people.
 */

export interface TemplateContext {
  /** the storefront's public address, for links */
  baseUrl: string;
}

interface Mail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(locale: Locale, paragraphs: string[]): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Cairo,Tahoma,Arial,sans-serif;line-height:1.7;color:#1f2937">${paragraphs.join('')}</body></html>`;
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** Latin text (order numbers, amounts) kept whole inside Arabic lines. */
const isolate = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;
/**
 * A phone number read in groups (+218 91 234 5678), as the back office shows it: in a left-to-right isolate in text
 * (U+2066…U+2069), as an Arabic line would otherwise show its groups in reverse order; `isolate` it in HTML.
 */
const phoneText = (phone: string | null | undefined) => (phone ? `\u2066${formatLibyanPhone(phone)}\u2069` : '-');
const phoneHtml = (phone: string | null | undefined) => (phone ? isolate(formatLibyanPhone(phone)) : '-');

/** An amount with its currency as text ("1,234.500 د.ل", the number isolated in Arabic: formatMoney). */
const dinars = (milli: number, locale: Locale) => formatMoney(fromMilli(milli), locale);

/** An amount with its currency in markup: the number kept whole in a left-to-right isolate, the currency after it. */
const dinarsHtml = (milli: number, locale: Locale) =>
  `${isolate(formatAmount(fromMilli(milli)))} ${CURRENCY_LABEL[locale]}`;

const orderLink = (ctx: TemplateContext, uuid: string) => `${ctx.baseUrl}/#/orders/${uuid}`;

/** The order in the back office, for the shop's own notices (the storefront's page is the shopper's alone). */
const adminOrderLink = (ctx: TemplateContext, uuid: string) => `${ctx.baseUrl}/admin/#/orders/${uuid}`;

/** The public tracking page, its form filled with the order's number and phone (no login needed). */
function trackLink(ctx: TemplateContext, number: string, phone: string | null | undefined): string {
  const query = new URLSearchParams({ number, ...(phone ? { phone } : {}) });
  return `${ctx.baseUrl}/#/track?${query.toString()}`;
}

/** The single-use cash-on-delivery confirmation link. */
const confirmLink = (ctx: TemplateContext, token: string) => `${ctx.baseUrl}/#/confirm/${token}`;

function passwordReset(p: Payload<'password_reset'>, locale: Locale, ctx: TemplateContext): Mail {
  const query = new URLSearchParams({ token: p.token, email: p.email });
  const link = `${ctx.baseUrl}/#/forget/password?${query.toString()}`;
  const t =
    locale === 'ar'
      ? {
          subject: 'إعادة تعيين كلمة المرور في دكّان',
          hello: `مرحباً ${p.first_name}،`,
          intro: 'طلبت إعادة تعيين كلمة المرور لحسابك في دكّان. اضغط الرابط التالي لاختيار كلمة مرور جديدة:',
          button: 'إعادة تعيين كلمة المرور',
          expiry: `الرابط صالح لمدة ${p.ttl_minutes} دقيقة ولمرة واحدة فقط.`,
          ignore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء.',
        }
      : {
          subject: 'Reset your Dukkan password',
          hello: `Hello ${p.first_name},`,
          intro: 'You asked to reset the password of your Dukkan account. Open this link to choose a new one:',
          button: 'Reset my password',
          expiry: `The link works once and expires in ${p.ttl_minutes} minutes.`,
          ignore: 'If you did not ask for this, ignore this message and nothing will change.',
        };
  return {
    subject: t.subject,
    text: [t.hello, '', t.intro, link, '', t.expiry, t.ignore].join('\n'),
    html: page(locale, [
      `<p>${escapeHtml(t.hello)}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      button(link, t.button),
      `<p style="font-size:13px;color:#4b5563">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    ]),
  };
}

/** The shopper's notice of a new password or e-mail, with the way back if it was not them. */
function accountChanged(p: Payload<'account_changed'>, locale: Locale, ctx: TemplateContext): Mail {
  const email = p.change === 'email';
  const newEmail = p.new_email ?? '';
  const help = email ? `${ctx.baseUrl}/#/contact-us` : `${ctx.baseUrl}/#/forget/password`;
  const t =
    locale === 'ar'
      ? {
          subject: email ? 'تغيّر البريد الإلكتروني لحسابك في دكّان' : 'تغيّرت كلمة المرور لحسابك في دكّان',
          hello: `مرحباً ${p.first_name}،`,
          body: email
            ? `تغيّر البريد الإلكتروني لحسابك في دكّان إلى ${newEmail}، وانتهت جلسات الدخول الأخرى. لن تصل رسائل الحساب إلى هذا العنوان بعد الآن.`
            : 'تغيّرت كلمة المرور لحسابك في دكّان، وانتهت جلسات الدخول الأخرى.',
          notYou: email
            ? 'إن لم تكن أنت من غيّره فتواصل معنا فوراً:'
            : 'إن لم تكن أنت من غيّرها فاطلب رابطاً لتعيين كلمة مرور جديدة فوراً:',
          button: email ? 'تواصل معنا' : 'تعيين كلمة مرور جديدة',
        }
      : {
          subject: email ? 'The e-mail of your Dukkan account was changed' : 'Your Dukkan password was changed',
          hello: `Hello ${p.first_name},`,
          body: email
            ? `The e-mail of your Dukkan account is now ${newEmail}, and its other sessions have ended. The account's messages will no longer come to this address.`
            : 'The password of your Dukkan account was changed, and its other sessions have ended.',
          notYou: email
            ? 'If you did not change it, write to us at once:'
            : 'If you did not change it, ask for a link to set a new password at once:',
          button: email ? 'Write to us' : 'Set a new password',
        };
  return {
    subject: t.subject,
    text: [t.hello, '', t.body, '', t.notYou, help].join('\n'),
    html: page(locale, [
      `<p>${escapeHtml(t.hello)}</p>`,
      `<p>${email ? escapeHtml(t.body).replace(escapeHtml(newEmail), isolate(newEmail)) : escapeHtml(t.body)}</p>`,
      `<p>${escapeHtml(t.notYou)}</p>`,
      button(help, t.button),
    ]),
  };
}

/**
 * A staff member's notice that their back-office password was changed, by them or by an owner; the link is the login.
 * Names sit isolated in the sentences (a Latin name in Arabic text, or one ending in digits, keeps its place).
 */
function staffPassword(p: Payload<'staff_password'>, locale: Locale, ctx: TemplateContext): Mail {
  const login = `${ctx.baseUrl}/admin/#/login`;
  const byOwner = p.set_by !== null;
  const twoStepOff = p.two_step_off === true;
  const t =
    locale === 'ar'
      ? {
          subject: twoStepOff ? 'أُوقف الدخول بخطوتين لحسابك في لوحة إدارة دكّان' : 'تغيّرت كلمة مرورك في لوحة إدارة دكّان',
          hello: (name: string) => `مرحباً ${name}،`,
          body: (owner: string) =>
            twoStepOff
              ? `أوقف ${owner} الدخول بخطوتين لحسابك في لوحة إدارة دكّان، وانتهت كل جلسات دخولك. ادخل بكلمة مرورك، ثم فعّل الدخول بخطوتين من جديد من صفحة حسابك بتطبيق المصادقة على هاتفك.`
              : byOwner
                ? `عيّن ${owner} كلمة مرور جديدة لدخولك إلى لوحة إدارة دكّان، وانتهت كل جلسات دخولك. اطلب كلمة المرور الجديدة من ${owner} مباشرة.`
                : 'تغيّرت كلمة مرور دخولك إلى لوحة إدارة دكّان، وانتهت جلسات دخولك الأخرى.',
          notYou: byOwner
            ? 'إن لم تكن قد طلبت ذلك فأخبر مالك المتجر فوراً.'
            : 'إن لم تكن على علم بهذا التغيير فأخبر مالك المتجر فوراً.',
          button: 'الدخول إلى لوحة الإدارة',
        }
      : {
          subject: twoStepOff
            ? 'Two-step login was turned off for your Dukkan back-office account'
            : 'Your Dukkan back-office password was changed',
          hello: (name: string) => `Hello ${name},`,
          body: (owner: string) =>
            twoStepOff
              ? `${owner} turned off two-step login for your Dukkan back-office account, and all your sessions have ended. Log in with your password, then turn two-step login on again from your account page with the authenticator app on your phone.`
              : byOwner
                ? `${owner} set a new password for your Dukkan back-office sign-in, and all your sessions have ended. Ask ${owner} for it in person.`
                : 'The password you sign in to the Dukkan back office with was changed, and your other sessions have ended.',
          notYou: byOwner
            ? 'If you did not ask for it, tell the shop’s owner at once.'
            : 'If you did not know of this change, tell the shop’s owner at once.',
          button: 'Sign in to the back office',
        };
  const plain = (name: string) => `\u2068${name}\u2069`;
  const html = (name: string) => `<bdi>${escapeHtml(name)}</bdi>`;
  // the sentence is escaped around the names, which are escaped and isolated on their own
  const htmlBody = t
    .body('\u0000')
    .split('\u0000')
    .map(escapeHtml)
    .join(html(p.set_by ?? ''));
  return {
    subject: t.subject,
    text: [t.hello(plain(p.name)), '', t.body(plain(p.set_by ?? '')), '', t.notYou, login].join('\n'),
    html: page(locale, [
      `<p>${escapeHtml(t.hello('\u0000')).replace('\u0000', () => html(p.name))}</p>`,
      `<p>${htmlBody}</p>`,
      `<p>${escapeHtml(t.notYou)}</p>`,
      button(login, t.button),
    ]),
  };
}

/** The notice of a contact-us message to the shop, in Arabic and English; replies go to the sender. */
function contactNotice(p: Payload<'contact_notice'>): Mail {
  const heading = 'رسالة جديدة من نموذج "اتصل بنا" / New contact-us message';
  return {
    subject: `اتصل بنا / Contact: ${p.subject}`,
    text: [
      heading,
      '',
      `الاسم / Name: ${p.name}`,
      `البريد / E-mail: ${p.email}`,
      `الموضوع / Subject: ${p.subject}`,
      '',
      p.message,
    ].join('\n'),
    html: page('ar', [
      `<p>${escapeHtml(heading)}</p>`,
      `<p>الاسم / Name: ${escapeHtml(p.name)}<br>البريد / E-mail: ${escapeHtml(p.email)}<br>الموضوع / Subject: ${escapeHtml(p.subject)}</p>`,
      `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(p.message)}</p>`,
    ]),
    replyTo: p.email,
  };
}

/**
 * The sender's receipt of a contact-us message, in their language. It repeats nothing they typed (name, subject),
 * so the form cannot be used to mail someone else's words to any address.
 */
function contactAck(locale: Locale): Mail {
  const t =
    locale === 'ar'
      ? {
          subject: 'وصلتنا رسالتك — دكّان',
          hello: 'مرحباً،',
          body: 'شكراً لتواصلك مع دكّان. وصلتنا رسالتك وسنرد عليك في أقرب وقت.',
        }
      : {
          subject: 'We received your message — Dukkan',
          hello: 'Hello,',
          body: 'Thank you for writing to Dukkan. We have your message and will answer soon.',
        };
  return {
    subject: t.subject,
    text: [t.hello, '', t.body].join('\n'),
    html: page(locale, [`<p>${escapeHtml(t.hello)}</p>`, `<p>${escapeHtml(t.body)}</p>`]),
  };
}

/**
 * Staff's answer to a contact message, in the language they chose: a greeting, their text as typed (plain text,
 * escaped in HTML), the shop's signature, and the sender's own message quoted below.
 */
function contactReply(p: Payload<'contact_reply'>, locale: Locale): Mail {
  const t =
    locale === 'ar'
      ? { hello: `مرحباً ${p.name}،`, sign: 'مع التحية،\nفريق دكّان', wrote: `كتبتَ في ${p.original_at}:` }
      : { hello: `Hello ${p.name},`, sign: 'Kind regards,\nThe Dukkan team', wrote: `On ${p.original_at} you wrote:` };
  // every line of the sender's message quoted, so that none of it reads as the shop's own words
  const quoted = [p.original_subject, '', ...p.original_message.split(/\r\n|\r|\n/)].map((l) => `> ${l}`).join('\n');
  return {
    subject: p.subject,
    text: [t.hello, '', p.body, '', t.sign, '', t.wrote, quoted].join('\n'),
    html: page(locale, [
      `<p>${escapeHtml(t.hello)}</p>`,
      `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(p.body)}</p>`,
      `<p style="white-space:pre-wrap">${escapeHtml(t.sign)}</p>`,
      `<p style="color:#4b5563">${escapeHtml(t.wrote)}</p>`,
      `<blockquote dir="auto" style="white-space:pre-wrap;color:#4b5563;border-inline-start:3px solid #cbd5e1;margin:0;padding-inline-start:12px">${escapeHtml(p.original_subject)}\n\n${escapeHtml(p.original_message)}</blockquote>`,
    ]),
  };
}

/**
 * An order's lines, then what the total adds to them: the code's discount and the delivery fee (a line's amount
 * holds its own product discount and tax), so that the lines and these add up to the total below them.
 */
function orderLines(p: OrderPayload, locale: Locale): { text: string[]; html: string } {
  const name = (l: OrderPayload['lines'][number]) => (locale === 'ar' ? l.name_ar : l.name_en);
  const labels =
    locale === 'ar'
      ? { code: 'خصم كود الخصم', delivery: 'رسوم التوصيل' }
      : { code: 'Discount code', delivery: 'Delivery fee' };
  const extras: [label: string, milli: number][] = [
    ...(p.code_discount_milli ? [[labels.code, -p.code_discount_milli] as [string, number]] : []),
    ...(p.delivery_fee_milli ? [[labels.delivery, p.delivery_fee_milli] as [string, number]] : []),
  ];
  return {
    text: [
      ...p.lines.map((l) => `- ${name(l)} × ${l.quantity}: ${dinars(l.line_total_milli, locale)}`),
      ...extras.map(([label, milli]) => `${label}: ${dinars(milli, locale)}`),
    ],
    html: `<ul>${p.lines
      .map(
        (l) =>
          `<li>${escapeHtml(name(l))} × ${isolate(String(l.quantity))}: ${dinarsHtml(l.line_total_milli, locale)}</li>`,
      )
      .join(
        '',
      )}</ul>${extras.map(([label, milli]) => `<p>${escapeHtml(label)}: ${dinarsHtml(milli, locale)}</p>`).join('')}`,
  };
}

function orderPlaced(p: Payload<'order_placed'>, locale: Locale, ctx: TemplateContext): Mail {
  const link = orderLink(ctx, p.uuid);
  const track = trackLink(ctx, p.number, p.track_phone);
  const confirm = p.confirm_token ? confirmLink(ctx, p.confirm_token) : null;
  const t =
    locale === 'ar'
      ? {
          subject: `استلمنا طلبك ${p.number}`,
          hello: `مرحباً ${p.first_name}،`,
          body: `شكراً لطلبك من دكّان. رقم الطلب ${p.number}، وسنخبرك بكل خطوة حتى يصلك.`,
          total: `الإجمالي (الدفع عند الاستلام): ${dinars(p.total_milli, locale)}`,
          confirm: 'الدفع عند الاستلام: نرجو تأكيد طلبك بالضغط على الرابط التالي لنبدأ تجهيزه.',
          confirmButton: 'تأكيد الطلب',
          button: 'عرض الطلب',
          track: 'تتبع الطلب دون تسجيل الدخول:',
          trackButton: 'تتبع الطلب',
        }
      : {
          subject: `We received your order ${p.number}`,
          hello: `Hello ${p.first_name},`,
          body: `Thank you for ordering from Dukkan. Your order number is ${p.number}; we will tell you of every step until it reaches you.`,
          total: `Total (cash on delivery): ${dinars(p.total_milli, locale)}`,
          confirm: 'Cash on delivery: please confirm your order with this link so we can start preparing it.',
          confirmButton: 'Confirm my order',
          button: 'View the order',
          track: 'Track it without logging in:',
          trackButton: 'Track the order',
        };
  const lines = orderLines(p, locale);
  return {
    subject: t.subject,
    text: [
      t.hello,
      '',
      t.body,
      '',
      ...lines.text,
      '',
      t.total,
      ...(confirm ? ['', t.confirm, confirm] : []),
      '',
      link,
      '',
      t.track,
      track,
    ].join('\n'),
    html: page(locale, [
      `<p>${escapeHtml(t.hello)}</p>`,
      `<p>${escapeHtml(t.body).replace(escapeHtml(p.number), isolate(p.number))}</p>`,
      lines.html,
      `<p><strong>${escapeHtml(t.total)}</strong></p>`,
      ...(confirm ? [`<p>${escapeHtml(t.confirm)}</p>`, button(confirm, t.confirmButton)] : []),
      button(link, t.button),
      `<p>${escapeHtml(t.track)} <a href="${escapeHtml(track)}">${escapeHtml(t.trackButton)}</a></p>`,
    ]),
  };
}

/** The shopper's notice of a new status, in the language the order was placed in, with the tracking link. */
function statusChanged(p: Payload<'status_changed'>, locale: Locale, ctx: TemplateContext): Mail {
  const track = trackLink(ctx, p.number, p.track_phone);
  const status = p.status_name[locale];
  const cancelled = p.status === 'cancelled';
  const t =
    locale === 'ar'
      ? {
          subject: cancelled ? `أُلغي طلبك ${p.number}` : `طلبك ${p.number}: ${status}`,
          hello: `مرحباً ${p.first_name}،`,
          body: cancelled
            ? `أُلغي طلبك ${p.number}. إن لم تطلب ذلك أو لديك سؤال فتواصل معنا.`
            : `حالة طلبك ${p.number} الآن: ${status}.`,
          button: 'تتبع الطلب',
        }
      : {
          subject: cancelled ? `Your order ${p.number} was cancelled` : `Your order ${p.number}: ${status}`,
          hello: `Hello ${p.first_name},`,
          body: cancelled
            ? `Your order ${p.number} was cancelled. If you did not ask for this, or have a question, write to us.`
            : `Your order ${p.number} is now: ${status}.`,
          button: 'Track the order',
        };
  return {
    subject: t.subject,
    text: [t.hello, '', t.body, '', t.button + ':', track].join('\n'),
    html: page(locale, [
      `<p>${escapeHtml(t.hello)}</p>`,
      `<p>${escapeHtml(t.body)
        .replace(escapeHtml(p.number), isolate(p.number))
        .replace(escapeHtml(status), `<strong>${escapeHtml(status)}</strong>`)}</p>`,
      button(track, t.button),
    ]),
  };
}

/** The shop's notice that a shopper cancelled: Arabic first, English after. */
function orderCancelled(p: Payload<'order_cancelled'>, ctx: TemplateContext): Mail {
  const total = `الإجمالي / Total: ${dinars(p.total_milli, 'ar')} (${dinars(p.total_milli, 'en')})`;
  const details = [`العميل / Client: ${p.client_name}`, `الهاتف / Phone: ${phoneText(p.phone)}`, total];
  const detailsHtml = [
    `العميل / Client: <bdi>${escapeHtml(p.client_name)}</bdi>`,
    `الهاتف / Phone: ${phoneHtml(p.phone)}`,
    escapeHtml(total),
  ];
  const heading = `ألغى العميل الطلب / The client cancelled order ${p.number}`;
  return {
    subject: `طلب ملغى / Order cancelled ${p.number}`,
    text: [heading, '', ...details, '', 'أعيد المخزون واستخدام كود الخصم / Stock and the code use were returned.'].join(
      '\n',
    ),
    html: page('ar', [
      `<p>${escapeHtml(heading).replace(escapeHtml(p.number), isolate(p.number))}</p>`,
      `<p>${detailsHtml.join('<br>')}</p>`,
      `<p>أعيد المخزون واستخدام كود الخصم / Stock and the code use were returned. <bdi dir="ltr">${escapeHtml(`${ctx.baseUrl}/admin/`)}</bdi></p>`,
    ]),
  };
}

/** The staff's notice of a new order: Arabic first, English after, for whoever reads the shop's mailbox. */
function newOrder(p: Payload<'new_order'>, ctx: TemplateContext): Mail {
  const ar = orderLines(p, 'ar');
  const delivery = `التوصيل / Delivery: ${p.delivery_method === 'pickup' ? 'استلام من المتجر / Pick-up' : 'توصيل / Delivery'}`;
  const total = `الإجمالي / Total: ${dinars(p.total_milli, 'ar')} (${dinars(p.total_milli, 'en')})`;
  const city = p.city ? `${p.city.ar} / ${p.city.en}` : null;
  // each line as text, and as HTML with the name, the phone and the place isolated from the Arabic around them
  const details: [text: string, html: string][] = [
    [`العميل / Client: ${p.client_name}`, `العميل / Client: <bdi>${escapeHtml(p.client_name)}</bdi>`],
    [`الهاتف / Phone: ${phoneText(p.phone)}`, `الهاتف / Phone: ${phoneHtml(p.phone)}`],
    [delivery, escapeHtml(delivery)],
    ...(city ? [[`المدينة / City: ${city}`, `المدينة / City: ${escapeHtml(city)}`] as [string, string]] : []),
    ...(p.near_place
      ? [
          [`العنوان / Address: ${p.near_place}`, `العنوان / Address: <bdi>${escapeHtml(p.near_place)}</bdi>`] as [
            string,
            string,
          ],
        ]
      : []),
    [total, escapeHtml(total)],
  ];
  return {
    subject: `طلب جديد / New order ${p.number}`,
    text: [
      `طلب جديد / New order ${p.number}`,
      '',
      ...details.map(([text]) => text),
      '',
      ...ar.text,
      '',
      adminOrderLink(ctx, p.uuid),
    ].join('\n'),
    html: page('ar', [
      `<p>طلب جديد / New order ${isolate(p.number)}</p>`,
      `<p>${details.map(([, html]) => html).join('<br>')}</p>`,
      ar.html,
      button(adminOrderLink(ctx, p.uuid), 'فتح الطلب / Open the order'),
    ]),
  };
}

/** One short SMS, in the shopper's language. */
function orderPlacedSms(p: Payload<'order_placed'>, locale: Locale, ctx: TemplateContext): string {
  const track = trackLink(ctx, p.number, p.track_phone);
  const placed =
    locale === 'ar'
      ? `دكّان: استلمنا طلبك ${p.number} بقيمة ${dinars(p.total_milli, locale)}.`
      : `Dukkan: we received your order ${p.number} of ${dinars(p.total_milli, locale)}.`;
  if (p.confirm_token) {
    const link = confirmLink(ctx, p.confirm_token);
    return locale === 'ar' ? `${placed} أكّده: ${link}` : `${placed} Confirm it: ${link}`;
  }
  return locale === 'ar' ? `${placed} تابعه: ${track}` : `${placed} Follow it: ${track}`;
}

function statusChangedSms(p: Payload<'status_changed'>, locale: Locale, ctx: TemplateContext): string {
  const track = trackLink(ctx, p.number, p.track_phone);
  return locale === 'ar'
    ? `دكّان: طلبك ${p.number} الآن: ${p.status_name.ar}. تابعه: ${track}`
    : `Dukkan: your order ${p.number} is now: ${p.status_name.en}. Follow it: ${track}`;
}

function parse<K extends MessageKind>(kind: K, payload: string): Payload<K> {
  return payloadSchemas[kind].parse(JSON.parse(payload)) as Payload<K>;
}

/** The message ready to send, or an error when the row cannot be rendered (it then fails, kept for staff). */
export function renderMessage(row: OutboxMessageRow, ctx: TemplateContext): Outgoing {
  const locale = storedLanguage(row.language);
  const { kind } = row;
  if (!isMessageKind(kind)) throw new Error(`unknown message kind ${kind}`);
  if (row.channel === 'sms') {
    if (kind === 'order_placed') {
      return { channel: 'sms', to: row.recipient, text: orderPlacedSms(parse(kind, row.payload), locale, ctx) };
    }
    if (kind === 'status_changed') {
      return { channel: 'sms', to: row.recipient, text: statusChangedSms(parse(kind, row.payload), locale, ctx) };
    }
    throw new Error(`no SMS template for ${kind}`);
  }
  const mail = (() => {
    switch (kind) {
      case 'password_reset':
        return passwordReset(parse(kind, row.payload), locale, ctx);
      case 'account_changed':
        return accountChanged(parse(kind, row.payload), locale, ctx);
      case 'staff_password':
        return staffPassword(parse(kind, row.payload), locale, ctx);
      case 'contact_notice':
        return contactNotice(parse(kind, row.payload));
      case 'contact_ack':
        return contactAck(locale);
      case 'contact_reply':
        return contactReply(parse(kind, row.payload), locale);
      case 'order_placed':
        return orderPlaced(parse(kind, row.payload), locale, ctx);
      case 'new_order':
        return newOrder(parse(kind, row.payload), ctx);
      case 'status_changed':
        return statusChanged(parse(kind, row.payload), locale, ctx);
      case 'order_cancelled':
        return orderCancelled(parse(kind, row.payload), ctx);
    }
  })();
  return { channel: 'email', mail: { to: row.recipient, ...mail } };
}

/** A sent order-placed message keeps its data but not the confirmation link's token (the order holds only its hash). */
export function scrubSentPayload(row: OutboxMessageRow): string | null {
  if (row.kind !== 'order_placed' || !row.payload.includes('confirm_token')) return null;
  try {
    const data = JSON.parse(row.payload) as Record<string, unknown>;
    if (data['confirm_token'] == null) return null;
    return JSON.stringify({ ...data, confirm_token: null });
  } catch {
    return null;
  }
}
