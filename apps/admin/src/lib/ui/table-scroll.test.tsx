import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../format';
import { DataTable, dateColumn, RecordTable } from './table-scroll';

describe('DataTable', () => {
  it('names the scrolling region and the table, with one column header per column and the rows in the body', () => {
    render(
      <DataTable
        label="Staff"
        columns={['Name', <span key="actions">Actions</span>]}
        bodyClassName="divide-y divide-slate-100"
      >
        <tr>
          <td>Amina</td>
          <td />
        </tr>
      </DataTable>,
    );
    expect(screen.getByRole('region', { name: 'Staff' }).getAttribute('tabindex')).toBe('0');
    const table = screen.getByRole('table', { name: 'Staff' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Actions']);
    for (const th of screen.getAllByRole('columnheader')) {
      expect(th.getAttribute('scope')).toBe('col');
      expect(th.className).toBe('p-3 text-start');
    }
    expect(table.querySelector('tbody')?.className).toBe('divide-y divide-slate-100');
    expect(screen.getByRole('cell', { name: 'Amina' }).textContent).toBe('Amina');
  });

  it('shows one row a record and one cell a column, dates on one line', () => {
    const records = [
      { id: 1, name: 'Amina', since: '2025-03-01T10:00:00Z', off: false },
      { id: 2, name: 'Omar', since: '2025-04-02T10:00:00Z', off: true },
    ];
    render(
      <RecordTable
        label="Staff"
        columns={[
          { label: 'Name', cell: (r) => r.name },
          dateColumn('Since', (r: (typeof records)[number]) => r.since, formatDate, 'en'),
        ]}
        records={records}
        rowClassName={(r) => (r.off ? 'bg-slate-50' : '')}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Amina', '1 March 2025'],
      ['Omar', '2 April 2025'],
    ]);
    expect(rows[1]?.className).toBe('bg-slate-50');
    expect(screen.getByRole('cell', { name: '1 March 2025' }).className).toBe('p-3 whitespace-nowrap');
  });
});
