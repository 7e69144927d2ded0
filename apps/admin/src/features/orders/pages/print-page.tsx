import { isLocale, type Locale } from '@dukkan/contracts';
import { useQueries } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ensureLanguage, useFixedT, useLocale } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { ErrorState, inputClass, Loading, primaryButton, secondaryButton } from '../../../lib/ui/states';
import { orderQuery } from '../api/get-order';
import { useShopSettings } from '../api/get-shop-settings';
import { PrintSheet, type PrintDoc, type PrintSize } from '../components/print-sheet';
import { MAX_BULK } from '../store/selection';

/**
 * The page size the browser's print dialog uses for the chosen paper. A receipt printer feeds a continuous 80 mm
 * roll, but CSS has no "as long as the content" page (`size: 80mm auto` is invalid: Chromium drops the rule and
 * prints on the default Letter or A4), so the page is 80 mm wide and as long as the tallest receipt, measured on
 * the screen (`receiptLength`): one receipt per page, the tallest with no blank paper after it (a shorter one,
 * printed with others, is followed by the difference). Until it is measured, a long page.
 */
const A4_CSS = '@page { size: A4; margin: 10mm; }';
const receiptCss = (lengthMm: number) => `@page { size: 80mm ${lengthMm}mm; margin: 2mm; }`;
const LONG_RECEIPT_MM = 297;
const MM_PER_PX = 25.4 / 96;

/**
 * The length in whole millimetres of the tallest sheet in `main`, kept current as fonts and pictures load. The sheet
 * is measured as the screen shows it, 72 mm of text between 4 mm paddings; printed, it has the page's 76 mm
 * between 2 mm margins, so it wraps no more and its page, this length, holds it. It is measured on the screen's
 * layout only: while printing (or a browser emulating print) the sheet is laid out at the print's width.
 */
function useReceiptLength(main: RefObject<HTMLElement | null>, active: boolean): number {
  const [length, setLength] = useState(LONG_RECEIPT_MM);
  useLayoutEffect(() => {
    const element = main.current;
    if (!active || !element) return;
    const measure = () => {
      // the print layout's sheet is wider and shorter (no padding): measured then, the page would be cut short
      if (window.matchMedia('print').matches) return;
      const heights = [...element.querySelectorAll<HTMLElement>('.print-sheet')].map((s) => s.offsetHeight);
      if (heights.length) setLength(Math.ceil(Math.max(...heights) * MM_PER_PX));
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const sheet of element.querySelectorAll('.print-sheet')) observer.observe(sheet);
    return () => observer.disconnect();
  }, [main, active]);
  return length;
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className={`${inputClass} w-auto`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Print preview of one or many orders: delivery note or invoice, A4 or an 80 mm receipt, Arabic or English. */
export function PrintPage() {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const uuids = (params.get('uuids') ?? '').split(',').filter(Boolean).slice(0, MAX_BULK);
  const doc: PrintDoc = params.get('doc') === 'invoice' ? 'invoice' : 'delivery';
  const size: PrintSize = params.get('size') === 'receipt' ? 'receipt' : 'a4';
  const langParam = params.get('lang');
  const lang: Locale = isLocale(langParam) ? langParam : uiLocale;
  const printT = useFixedT(lang);
  const shop = useShopSettings();
  const orders = useQueries({ queries: uuids.map((uuid) => orderQuery(uuid)) });
  useDocumentTitle(t('print.title'));

  useEffect(() => {
    void ensureLanguage(lang);
  }, [lang]);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const failed = orders.find((o) => o.isError);
  const ready = printT && orders.every((o) => o.isSuccess) && !shop.isPending;
  const main = useRef<HTMLElement>(null);
  const receiptLength = useReceiptLength(main, Boolean(ready) && size === 'receipt');

  return (
    <div className="min-h-dvh bg-slate-200 print:bg-white">
      <style>{size === 'receipt' ? receiptCss(receiptLength) : A4_CSS}</style>
      <div className="no-print sticky top-0 z-10 flex flex-wrap items-center gap-3 bg-white p-3 shadow">
        <button type="button" className={secondaryButton} onClick={() => navigate(-1)}>
          {t('print.back')}
        </button>
        <h1 className="text-lg font-bold">{t('print.title')}</h1>
        <Choice
          label={t('print.document')}
          value={doc}
          options={[
            { value: 'delivery', label: t('print.delivery') },
            { value: 'invoice', label: t('print.invoice') },
          ]}
          onChange={(v) => set('doc', v)}
        />
        <Choice
          label={t('print.size')}
          value={size}
          options={[
            { value: 'a4', label: t('print.a4') },
            { value: 'receipt', label: t('print.receipt') },
          ]}
          onChange={(v) => set('size', v)}
        />
        <Choice
          label={t('print.language')}
          value={lang}
          options={[
            { value: 'ar', label: 'العربية' },
            { value: 'en', label: 'English' },
          ]}
          onChange={(v) => set('lang', v)}
        />
        <button type="button" className={`${primaryButton} ms-auto`} disabled={!ready} onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      <main ref={main} className="flex flex-col gap-6 p-4 print:gap-0 print:p-0">
        {failed ? (
          <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
        ) : !ready ? (
          <Loading />
        ) : (
          orders.map(({ data }) => (
            <PrintSheet
              key={data!.uuid}
              order={data!}
              shop={shop.data}
              doc={doc}
              size={size}
              locale={lang}
              t={printT}
            />
          ))
        )}
      </main>
    </div>
  );
}
