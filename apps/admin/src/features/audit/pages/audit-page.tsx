import { useQueryClient } from '@tanstack/react-query';
import { AUDIT_ENTITIES, AUDIT_VERBS } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Paged, StaffRef } from '../../../lib/admin-types';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { oneOf } from '../../../lib/one-of';
import { NameText, UserText } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { Field } from '../../../lib/ui/field';
import { PagedList } from '../../../lib/ui/pager';
import { inputClass } from '../../../lib/ui/states';
import { dateColumn, RecordTable, type RecordColumn } from '../../../lib/ui/table-scroll';
import { auditLogKey, useAuditLog, type AuditEntry, type AuditFilters } from '../api/get-audit-log';
import { Changes } from '../components/changes';

const ENTITIES = AUDIT_ENTITIES;
/** The records that have a page of their own in the back office (the log's readers, owners and managers, open them all). */
const PAGES: Partial<Record<string, string>> = {
  order: '/orders/',
  product: '/products/',
  contact_message: '/messages/',
};
/** A uuid is shown by its first eight characters (the whole of it on hover); a number as it is. */
const shortId = (id: string) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? id.slice(0, 8) : id);
const isKnown = oneOf(ENTITIES);
const isVerb = oneOf(AUDIT_VERBS);
const linkClass = 'font-semibold text-teal-800 underline underline-offset-4';

function readFilters(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const staff = Number(params.get('staff_id'));
  if (Number.isInteger(staff) && staff > 0) filters.staff_id = staff;
  const entity = params.get('entity');
  if (entity) {
    filters.entity = entity;
    const id = params.get('entity_id');
    if (id) filters.entity_id = id;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

export function AuditPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('audit.title'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const log = useAuditLog(filters);
  // staff seen in the pages of the log loaded so far: the filter offers them without the owner-only staff list
  const queryClient = useQueryClient();
  const seenStaff = new Map<number, StaffRef>();
  for (const [, page] of queryClient.getQueriesData<Paged<AuditEntry>>({ queryKey: auditLogKey })) {
    for (const entry of page?.data ?? []) if (entry.staff) seenStaff.set(entry.staff.id, entry.staff);
  }

  // the buttons that show one record's history, or all of them again, go as they are pressed: the keyboard goes to
  // what now heads the list
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (filters.entity_id ? banner.current : heading.current)?.focus();
  }, [filters.entity_id]);

  const change = (next: Partial<AuditFilters>) => {
    const merged: AuditFilters = { ...filters, ...next };
    if (!('page' in next)) delete merged.page;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== '') search.set(key, String(value));
    setParams(search);
  };
  const entityName = (entity: string) => (isKnown(entity) ? t(`audit.entities.${entity}`) : entity);
  // `product.updated`: the verb in the member's language (the row's target names the product); the code on hover
  const actionName = (action: string) => {
    const verb = action.slice(action.indexOf('.') + 1);
    return isVerb(verb) ? t(`audit.verbs.${verb}`) : action;
  };
  // a record as staff know it: an order by its number, a product by its name, anything else by its id
  const record = (entity: string, id: string, known?: AuditEntry) => (
    <>
      {entityName(entity)}{' '}
      {known?.entity_number ? (
        <bdi dir="ltr" title={id} className="whitespace-nowrap">
          {known.entity_number}
        </bdi>
      ) : known?.entity_name ? (
        <span title={id}>
          <NameText locale={locale} ar={known.entity_name.ar} en={known.entity_name.en} />
        </span>
      ) : (
        <bdi dir="ltr" title={id} className="text-slate-600">
          #{shortId(id)}
        </bdi>
      )}
    </>
  );
  // the row's record, a link to its page when it has one (an order or a product deleted since has none), and its
  // history in the log
  const target = (entry: AuditEntry) => {
    if (entry.entity_id === null) return entityName(entry.entity);
    const id = String(entry.entity_id);
    const path = PAGES[entry.entity];
    const named = `${entityName(entry.entity)} ${
      entry.entity_number ?? (entry.entity_name ? entry.entity_name[locale] || entry.entity_name.ar : `#${shortId(id)}`)
    }`;
    return (
      <div className="flex flex-col items-start gap-1">
        <span>{record(entry.entity, id, entry)}</span>
        <span className="flex flex-wrap gap-x-3 text-sm">
          {path !== undefined && (entry.entity === 'contact_message' || entry.entity_number || entry.entity_name) && (
            <Link to={`${path}${id}`} aria-label={t('audit.openRecord', { record: named })} className={linkClass}>
              {t('audit.open')}
            </Link>
          )}
          {filters.entity_id !== id && (
            <button
              type="button"
              onClick={() => {
                moved.current = true;
                change({ entity: entry.entity, entity_id: id });
              }}
              aria-label={t('audit.historyOf', { record: named })}
              className={linkClass}
            >
              {t('audit.history')}
            </button>
          )}
        </span>
      </div>
    );
  };
  const columns: RecordColumn<AuditEntry>[] = [
    dateColumn(t('audit.when'), (entry) => entry.created_at, formatDateTime, locale),
    {
      label: t('audit.who'),
      cell: (entry) => (entry.staff ? <UserText value={entry.staff.name} /> : t('audit.system')),
    },
    {
      label: t('audit.action'),
      cell: (entry) => <span title={entry.action}>{actionName(entry.action)}</span>,
    },
    { label: t('audit.target'), cell: (entry) => target(entry) },
    { label: t('audit.changes'), cell: (entry) => <Changes entry={entry} />, className: 'max-w-md' },
    { label: t('audit.ip'), cell: (entry) => <bdi dir="ltr">{entry.ip ?? ''}</bdi> },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {t('audit.title')}
      </h1>
      <div className="grid grid-cols-2 gap-3 sm:max-w-xl">
        <Field label={t('audit.staff')}>
          {(props) => (
            <select
              {...props}
              value={filters.staff_id ?? ''}
              onChange={(e) => change({ staff_id: e.target.value ? Number(e.target.value) : undefined })}
              className={inputClass}
            >
              <option value="">{t('audit.anyStaff')}</option>
              {[...seenStaff.values()].map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('audit.entity')}>
          {(props) => (
            <select
              {...props}
              value={filters.entity ?? ''}
              onChange={(e) => change({ entity: e.target.value || undefined, entity_id: undefined })}
              className={inputClass}
            >
              <option value="">{t('audit.anyEntity')}</option>
              {ENTITIES.map((e) => (
                <option key={e} value={e}>
                  {entityName(e)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {filters.entity && filters.entity_id && (
        <p
          ref={banner}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-teal-50 px-3 py-2 outline-none"
        >
          <span>{t('audit.historyTitle')}</span>
          <span className="font-semibold">
            {record(
              filters.entity,
              filters.entity_id,
              log.data?.data.find((e) => e.entity_id === filters.entity_id),
            )}
          </span>
          <button
            type="button"
            onClick={() => {
              moved.current = true;
              change({ entity_id: undefined });
            }}
            className={linkClass}
          >
            {t('audit.allOfKind')}
          </button>
        </p>
      )}
      <PagedList query={log} emptyTitle={t('audit.empty')} onPage={(page) => change({ page })}>
        {(entries) => (
          <RecordTable
            label={t('audit.title')}
            columns={columns}
            records={entries}
            bodyClassName="divide-y divide-slate-100 align-top"
          />
        )}
      </PagedList>
    </div>
  );
}
