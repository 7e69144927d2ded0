import { contactUsSchema, errorMap, type ContactUsInput } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { ArrowEndIcon, CheckIcon, MailIcon, PhoneIcon, PinIcon } from '../../../lib/ui/icons';
import { Skeleton } from '../../../lib/ui/states';
import { useSession } from '../../auth';
import { settingsQueryOptions } from '../../content';
import { LanguageSwitch, useLocale, useLocalized } from '../../i18n';
import { Logo } from '../../layout';
import { sendContactMessage } from '../api/account-calls';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '../components/form-field';
import { applyServerErrors } from '../form-errors';
import { useLocalizedErrors } from '../use-localized-errors';

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

function ContactForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { client } = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(contactUsSchema, { error: errorMap(locale) }), [locale]);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactUsInput>({ defaultValues: EMPTY, resolver });
  useLocalizedErrors(locale, errors, trigger);

  // A logged-in client does not type their name and e-mail again (they stay editable).
  useEffect(() => {
    if (!client) return;
    if (!getValues('name')) setValue('name', `${client.first_name} ${client.last_name}`.trim());
    if (!getValues('email') && client.email) setValue('email', client.email);
  }, [client, getValues, setValue]);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await sendContactMessage(input);
      reset({ ...EMPTY, name: input.name, email: input.email });
      setSent(answer.message);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError, t('common.unexpectedError')));
    }
  });

  if (sent) {
    return (
      <div className="space-y-4 py-6 text-center" data-testid="contact-sent">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-teal-50 text-teal-700">
          <CheckIcon className="size-8" />
        </div>
        <p role="status" className="text-lg font-semibold text-slate-800">
          {sent}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to={routePath('client.home')}
            className="rounded-xl bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t('accounts.continueShopping')}
          </Link>
          <button
            type="button"
            onClick={() => setSent(null)}
            className="rounded-xl px-5 py-2.5 font-semibold text-teal-800 ring-1 ring-teal-200 hover:bg-teal-50"
          >
            {t('accounts.sendAnother')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="contact-form">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('accounts.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('accounts.email')}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField label={t('accounts.subject')} error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label={t('accounts.message')} rows={6} error={errors.message?.message} {...register('message')} />
      <SubmitButton pending={isSubmitting} testId="contact-submit">
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
