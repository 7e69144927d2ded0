import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './table-scroll';

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
});
