import type { TrackedOrder } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLocale, useLocalized } from '../../../lib/i18n';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { AlertIcon, BoxIcon, SearchIcon } from '../../../lib/ui/icons';
import { PageTitle, Skeleton, Spinner } from '../../../lib/ui/states';
import { typeAsciiDigits } from '../../../lib/phone';
import { StatusTimeline } from '../../../lib/ui/status-timeline';
import { WhatsAppOrderLink } from '../../../lib/ui/whatsapp-link';
import { trackQueryOptions } from '../api/track-calls';

/**
 * client.track: an order's timeline without logging in. The form is filled from the address (`?number=…&phone=…`,
 * as the links in the shop's messages carry them); searching puts the values in the address, which runs the query.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const number = params.get('number')?.trim() ?? '';
  const phone = params.get('phone')?.trim() ?? '';
  const asked = number !== '' && phone !== '';
  const tracked = useQuery({ ...trackQueryOptions(number, phone), enabled: asked });

  return (
    <div className="mx-auto max-w-2xl space-y-5" data-testid="track-page">
      <DocumentTitle title={t('track.title')} />
      <div className="space-y-1">
        <PageTitle>{t('track.title')}</PageTitle>
        <p className="text-slate-600">{t('track.intro')}</p>
      </div>
      <TrackForm
        number={number}
        phone={phone}
        busy={asked && tracked.isFetching}
        error={asked && tracked.isError ? tracked.error : null}
        onSearch={(n, p) => setParams({ number: n, phone: p }, { replace: false })}
      />
      {asked && tracked.isPending && (
        <div role="status" aria-label={t('track.searching')} className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
      {tracked.data && asked && <TrackResult order={tracked.data} />}
    </div>
  );
}

const inputClass =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-start text-base text-slate-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600 aria-[invalid=true]:border-rose-600';

/** One of the form's two fields: label, a left-to-right input, its hint, and its error under it. */
function TrackField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint: string; error: string | null | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'dir' | 'required' | 'className'
>) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        dir="ltr"
        required
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TrackForm({
  number,
  phone,
  busy,
  error,
  onSearch,
}: {
  number: string;
  phone: string;
  busy: boolean;
  error: Error | null;
  onSearch: (number: string, phone: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [numberDraft, setNumber] = useState(number);
  const [phoneDraft, setPhone] = useState(phone);
  // the fields left empty at the last search, told here: an empty field is never sent
  const [missing, setMissing] = useState({ number: false, phone: false });
  // the address changed (a search, the browser's back button): the fields show it. The form stays mounted, so the
  // keyboard's focus stays where it was
  const [searched, setSearched] = useState({ number, phone });
  if (searched.number !== number || searched.phone !== phone) {
    setSearched({ number, phone });
    setNumber(number);
    setPhone(phone);
    setMissing({ number: false, phone: false });
  }
  const fieldErrors = error instanceof ApiError && error.status === 422 ? error.fieldErrors : {};
  const numberError = missing.number ? t('track.numberRequired') : fieldErrors['number']?.[0];
  const phoneError = missing.phone ? t('track.phoneRequired') : fieldErrors['phone']?.[0];
  const formError =
    error instanceof ApiError && error.status === 429
      ? t('track.tooMany')
      : error && !numberError && !phoneError
        ? error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : t('common.unexpectedError')
        : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const empty = { number: numberDraft.trim() === '', phone: phoneDraft.trim() === '' };
    setMissing(empty);
    if (empty.number || empty.phone) {
      // to the first empty field, whose error its description now reads out
      e.currentTarget.querySelector<HTMLInputElement>(`[name="${empty.number ? 'number' : 'phone'}"]`)?.focus();
      return;
    }
    onSearch(numberDraft.trim(), phoneDraft.trim());
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-3xl bg-white p-5 ring-1 ring-slate-200/70 sm:p-6"
      data-testid="track-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TrackField
          id={`${id}-number`}
          label={t('track.number')}
          hint={t('track.numberHint')}
          error={numberError}
          name="number"
          autoComplete="off"
          inputMode="text"
          value={numberDraft}
          onChange={(e) => setNumber(e.target.value)}
          placeholder="DK-000123"
          data-testid="track-number"
        />
        <TrackField
          id={`${id}-phone`}
          label={t('track.phone')}
          hint={t('track.phoneHint')}
          error={phoneError}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phoneDraft}
          onChange={(e) => {
            typeAsciiDigits(e.currentTarget);
            setPhone(e.currentTarget.value);
          }}
          placeholder="0912345678"
          data-testid="track-phone"
        />
      </div>
      {formError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800"
          data-testid="track-error"
        >
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {formError}
        </p>
      )}
      <button
        type="submit"
        // focusable while the search runs (a disabled button would drop the keyboard's focus); `submit` waits
        aria-disabled={busy || undefined}
        data-testid="track-submit"
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 aria-disabled:opacity-70 sm:w-auto"
      >
        {busy ? (
          <Spinner className="size-4 border-2 border-white border-t-transparent" />
        ) : (
          <SearchIcon className="size-5" />
        )}
        {t('track.submit')}
      </button>
    </form>
  );
}

function TrackResult({ order }: { order: TrackedOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalized();
  const cancelled = order.status.code === 'cancelled';
  return (
    <section
      aria-labelledby="track-result"
      aria-live="polite"
      className="space-y-4 rounded-3xl bg-white p-5 ring-1 ring-slate-200/70 sm:p-6"
      data-testid="track-result"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-2xl bg-teal-50 text-teal-800">
            <BoxIcon className="size-6" />
          </span>
          <div>
            <h2 id="track-result" className="text-lg font-bold text-slate-900">
              {t('track.result')}{' '}
              <bdi dir="ltr" data-testid="track-result-number">
                {order.number}
              </bdi>
            </h2>
            <p className="text-sm text-slate-600">
              {t('track.placedOn', { date: formatDate(order.created_at, locale) })}
            </p>
          </div>
        </div>
        <p className="text-sm">
          <span className="sr-only">{t('track.currentStatus')}: </span>
          <span
            data-testid="track-status"
            data-status={order.status.code}
            className={`inline-flex rounded-full px-3 py-1 font-semibold ${
              cancelled
                ? 'bg-rose-50 text-rose-800 ring-1 ring-rose-200'
                : 'bg-teal-50 text-teal-800 ring-1 ring-teal-200'
            }`}
          >
            {localized(order.status.name)}
          </span>
        </p>
      </div>
      {order.awaiting_confirmation && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="track-awaiting">
          {t('track.awaiting')}
        </p>
      )}
      <div className="space-y-3">
        <h3 className="font-bold text-slate-900">{t('track.timeline')}</h3>
        <StatusTimeline history={order.history} />
      </div>
      <WhatsAppOrderLink orderNumber={order.number} className="w-full sm:w-auto" />
    </section>
  );
}
