import type { Locale } from '@dukkan/contracts';
import type { MailMessage } from '../mail/mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(locale: Locale, paragraphs: string[]): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Cairo,Tahoma,Arial,sans-serif;line-height:1.7;color:#1f2937">${paragraphs.join('')}</body></html>`;
}

/** The password-reset message, in the language the shopper asked in. */
export function resetPasswordMail(input: {
  locale: Locale;
  to: string;
  firstName: string;
  link: string;
  ttlMinutes: number;
}): MailMessage {
  const { locale, firstName, link, ttlMinutes } = input;
  const t =
    locale === 'ar'
      ? {
          subject: 'إعادة تعيين كلمة المرور في دكّان',
          hello: `مرحباً ${firstName}،`,
          intro: 'طلبت إعادة تعيين كلمة المرور لحسابك في دكّان. اضغط الرابط التالي لاختيار كلمة مرور جديدة:',
          button: 'إعادة تعيين كلمة المرور',
          expiry: `الرابط صالح لمدة ${ttlMinutes} دقيقة ولمرة واحدة فقط.`,
          ignore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء.',
        }
      : {
          subject: 'Reset your Dukkan password',
          hello: `Hello ${firstName},`,
          intro: 'You asked to reset the password of your Dukkan account. Open this link to choose a new one:',
          button: 'Reset my password',
          expiry: `The link works once and expires in ${ttlMinutes} minutes.`,
          ignore: 'If you did not ask for this, ignore this message and nothing will change.',
        };
  const text = [t.hello, '', t.intro, link, '', t.expiry, t.ignore].join('\n');
  const html = page(locale, [
    `<p>${escapeHtml(t.hello)}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>`,
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  ]);
  return { to: input.to, subject: t.subject, text, html };
}

/** The notice of a contact-us message to the shop, in Arabic and English; replies go to the sender. */
export function contactNoticeMail(input: {
  to: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}): MailMessage {
  const text = [
    `رسالة جديدة من نموذج "اتصل بنا" / New contact-us message`,
    '',
    `الاسم / Name: ${input.name}`,
    `البريد / E-mail: ${input.email}`,
    `الموضوع / Subject: ${input.subject}`,
    '',
    input.message,
  ].join('\n');
  const html = page('ar', [
    `<p>رسالة جديدة من نموذج "اتصل بنا" / New contact-us message</p>`,
    `<p>الاسم / Name: ${escapeHtml(input.name)}<br>البريد / E-mail: ${escapeHtml(input.email)}<br>الموضوع / Subject: ${escapeHtml(input.subject)}</p>`,
    `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  ]);
  return {
    to: input.to,
    subject: `اتصل بنا / Contact: ${input.subject}`,
    text,
    html,
    replyTo: input.email,
  };
}
