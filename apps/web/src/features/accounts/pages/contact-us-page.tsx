import { contactUsSchema, errorMap, type ContactUsInput, type Locale } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { ArrowEndIcon, CheckIcon, MailIcon, PhoneIcon, PinIcon } from '../../../lib/ui/icons';
import { Skeleton } from '../../../lib/ui/states';
import { useSession } from '../../../lib/auth';
import { settingsQueryOptions } from '../../../lib/api/get-settings';
import { LanguageSwitch, useLocalized } from '../../../lib/i18n';
import { Logo } from '../../../lib/ui/logo';
import { sendContactMessage } from '../api/account-calls';
import { ContinueShoppingActions, DonePanel, EmailField, secondaryActionClass } from '../components/account-fields';
import { FormError, SubmitButton, TextAreaField, TextField } from '../../../lib/ui/form-field';
import { fieldBinder, useAccountForm, useFormError } from '../use-account-form';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactUsInput = { name: '', email: '', subject: '', message: '' };

/** client.contact.us, outside the layout (spec 2): a slim header of its own, the form and the shop's contact info. */
export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <DocumentTitle title={t('accounts.contactTitle')} />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
          <Logo />
          <div className="flex items-center gap-1 text-sm">
            <LanguageSwitch className="text-teal-800 hover:bg-teal-50" />
            <Link
              to={routePath('client.home')}
              data-testid="contact-back-home"
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold text-teal-800 hover:bg-teal-50"
            >
              <ArrowEndIcon className="size-4 ltr:-scale-x-100" />
              <span className="hidden sm:inline">{t('common.backHome')}</span>
              <span className="sm:hidden">{t('nav.home')}</span>
            </Link>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none sm:py-12">
        <div className="mb-8 max-w-2xl space-y-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('accounts.contactTitle')}</h1>
          <p className="text-slate-600">{t('accounts.contactIntro')}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section
            aria-label={t('accounts.contactFormLabel')}
            className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8"
          >
            <ContactForm />
          </section>
          <ShopContactInfo />
        </div>
      </main>
    </div>
  );
}

const contactResolver = (locale: Locale) => zodResolver(contactUsSchema, { error: errorMap(locale) });

function ContactForm() {
  const { t } = useTranslation();
  const { client } = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const form = useAccountForm<ContactUsInput>(contactResolver, EMPTY);
  const { handleSubmit, reset, getValues, setValue, formState } = form;
  const field = fieldBinder(form);
  const { formError, submit } = useFormError(form, FIELDS);

  // A logged-in client does not type their name and e-mail again (they stay editable).
  useEffect(() => {
    if (!client) return;
    if (!getValues('name')) setValue('name', `${client.first_name} ${client.last_name}`.trim());
    if (!getValues('email') && client.email) setValue('email', client.email);
  }, [client, getValues, setValue]);

  const onSubmit = handleSubmit((input) =>
    submit(async () => {
      const answer = await sendContactMessage(input);
      reset({ ...EMPTY, name: input.name, email: input.email });
      setSent(answer.message);
    }),
  );

  if (sent) {
    return (
      <DonePanel testId="contact-sent" icon={<CheckIcon className="size-8" />} padded>
        <p role="status" className="text-lg font-semibold text-slate-800">
          {sent}
        </p>
        <ContinueShoppingActions>
          <button type="button" onClick={() => setSent(null)} className={secondaryActionClass}>
            {t('accounts.sendAnother')}
          </button>
        </ContinueShoppingActions>
      </DonePanel>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="contact-form">
      <FormError error={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('accounts.name')} autoComplete="name" dir="auto" {...field('name')} />
        <EmailField {...field('email')} />
      </div>
      <TextField label={t('accounts.subject')} dir="auto" {...field('subject')} />
      <TextAreaField label={t('accounts.message')} rows={6} dir="auto" {...field('message')} />
      <SubmitButton pending={formState.isSubmitting} testId="contact-submit">
        {t('accounts.send')}
      </SubmitButton>
    </form>
  );
}

function ShopContactInfo() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const settings = useQuery(settingsQueryOptions());
  const data = settings.data;
  return (
    <aside
      aria-labelledby="shop-contact"
      className="h-fit space-y-4 rounded-3xl bg-teal-800 p-6 text-teal-50"
      data-testid="shop-contact"
    >
      <h2 id="shop-contact" className="text-lg font-bold text-white">
        {t('footer.contactInfo')}
      </h2>
      {!data ? (
        settings.isError ? null : (
          <div className="space-y-2">
            <Skeleton className="h-4 w-4/5 bg-white/20" />
            <Skeleton className="h-4 w-3/5 bg-white/20" />
          </div>
        )
      ) : (
        <ul className="space-y-3 text-sm">
          {localized(data.address) && (
            <li className="flex gap-2.5">
              <PinIcon className="mt-0.5 size-5 shrink-0 text-teal-300" />
              <span className="sr-only">{t('footer.address')}: </span>
              <span>{localized(data.address)}</span>
            </li>
          )}
          {data.phone && (
            <li className="flex gap-2.5">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-teal-300" />
              <span className="sr-only">{t('footer.phone')}: </span>
              <a href={`tel:${data.phone.replace(/\s+/g, '')}`} dir="ltr" className="rounded hover:text-white">
                {data.phone}
              </a>
            </li>
          )}
          {data.emails.map((email) => (
            <li key={email} className="flex gap-2.5">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-teal-300" />
              <span className="sr-only">{t('footer.email')}: </span>
              <a href={`mailto:${email}`} dir="ltr" className="rounded break-all hover:text-white">
                {email}
              </a>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
