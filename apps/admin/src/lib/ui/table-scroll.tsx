import type { Locale } from '@dukkan/contracts';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone; focusable and named, so keyboards can scroll it too. Positioned, so
 * the visually hidden labels inside stay inside it instead of widening the page.
 */
export function TableScroll({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * A data table in a {@link TableScroll}: the label names the region and is the table's (visually hidden) caption, one
 * column header per entry of `columns`, and `children` are the body's rows.
 */
export function DataTable({
  label,
  columns,
  bodyClassName,
  children,
}: {
  label: string;
  columns: readonly ReactNode[];
  bodyClassName: string;
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <ColumnHeaders columns={columns.map((label) => ({ label }))} cellClassName="p-3" />
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </TableScroll>
  );
}

export interface Column {
  label: ReactNode;
  /** numbers and amounts line up at the end of their column, in both directions */
  end?: boolean;
  className?: string;
}

/** A table's row of column headers. */
export function ColumnHeaders({
  columns,
  cellClassName,
  className,
}: {
  columns: readonly Column[];
  cellClassName: string;
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column, i) => (
        <th
          key={i}
          scope="col"
          className={[cellClassName, column.end ? 'text-end' : 'text-start', column.className]
            .filter(Boolean)
            .join(' ')}
        >
          {column.label}
        </th>
      ))}
    </tr>
  );
}

/** One column of a {@link RecordTable}: its header and what each record shows in it. */
export interface RecordColumn<T> {
  label: ReactNode;
  cell: (record: T) => ReactNode;
  /** the cell's classes besides its padding */
  className?: string;
}

/** A {@link DataTable} of records: a row a record, a cell a column. */
export function RecordTable<T extends { id: number }>({
  label,
  columns,
  records,
  rowClassName,
  bodyClassName = 'divide-y divide-slate-100',
}: {
  label: string;
  columns: readonly RecordColumn<T>[];
  records: readonly T[];
  rowClassName?: (record: T) => string;
  bodyClassName?: string;
}) {
  return (
    <DataTable label={label} columns={columns.map((column) => column.label)} bodyClassName={bodyClassName}>
      {records.map((record) => (
        <tr key={record.id} className={rowClassName?.(record)}>
          {columns.map((column, i) => (
            <td key={i} className={column.className ? `p-3 ${column.className}` : 'p-3'}>
              {column.cell(record)}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

/** A column of dates (`format` says with the time or without), each kept on one line. */
export function dateColumn<T>(
  label: string,
  date: (record: T) => string,
  format: (value: string, locale: Locale) => string,
  locale: Locale,
): RecordColumn<T> {
  return { label, cell: (record) => format(date(record), locale), className: 'whitespace-nowrap' };
}
