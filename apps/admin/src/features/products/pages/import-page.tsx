import type { ImportResult } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Count } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { Field } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { cardClass, errorText, inputClass, primaryButton, secondaryButton } from '../../../lib/ui/states';
import { DataTable } from '../../../lib/ui/table-scroll';
import { useImportCsv } from '../api/products';

function Outcome({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const counts = { created: result.created, updated: result.updated, unchanged: result.unchanged };
  if (!result.problems.length) {
    return (
      <p role="status" className="rounded-xl bg-teal-50 p-3 font-semibold text-teal-900">
        {result.dry_run ? t('products.import.ok', counts) : t('products.import.done', counts)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <FormAlert>{t('products.import.problems', { count: result.problems.length })}</FormAlert>
      <DataTable
        label={t('products.import.problems', { count: result.problems.length })}
        columns={[t('products.import.row'), t('products.import.column'), t('products.import.problem')]}
        bodyClassName="divide-y divide-slate-100"
      >
        {result.problems.map((p, i) => (
          <tr key={i}>
            <td className="p-3">
              <Count value={p.row} />
            </td>
            <td className="p-3">
              <bdi dir="ltr">{p.column ?? '—'}</bdi>
            </td>
            <td className="p-3">{p.message}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** Import a catalogue file: check it first (dry run: every row's problems), then import it all or nothing. */
export function ImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('products.import.title'));
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useImportCsv();
  const go = (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    run.mutate(
      { file, dryRun },
      {
        onSuccess: setResult,
        onError: (e) => {
          setResult(null);
          setError(errorText(e, t('app.networkError')));
        },
      },
    );
  };
  const checked = result?.dry_run === true && result.problems.length === 0;
  const pending = run.isPending ? run.variables?.dryRun : undefined;
  return (
    <div className="flex flex-col gap-4">
      <Link to="/products" className="text-sm font-semibold text-teal-800 underline underline-offset-4">
        {t('products.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('products.import.title')}</h1>
      <section className={`${cardClass} flex flex-col gap-3`}>
        <p className="text-slate-700">{t('products.import.intro')}</p>
        <Field label={t('products.import.file')}>
          {(props) => (
            <input
              {...props}
              type="file"
              accept=".csv,text/csv"
              className={inputClass}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setResult(null);
              }}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} disabled={!file || run.isPending} onClick={() => go(true)}>
            {pending === true ? t('products.import.checking') : t('products.import.check')}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={!checked || run.isPending}
            onClick={() => go(false)}
          >
            {pending === false ? t('products.import.running') : t('products.import.run')}
          </button>
        </div>
        {error && <FormAlert>{error}</FormAlert>}
      </section>
      {result && <Outcome result={result} />}
    </div>
  );
}
