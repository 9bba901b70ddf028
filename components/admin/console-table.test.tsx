import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ConsoleTable, nextSort, type RowId, type Sort } from './console-table';

type Row = { id: number; name: string; n: number; locked?: boolean };
const ROWS: Row[] = [
  { id: 1, name: 'Alpha', n: 3 },
  { id: 2, name: 'Bravo', n: 1, locked: true },
  { id: 3, name: 'Charlie', n: 2 },
];

function Harness({
  onOpen,
  onRowKey,
}: {
  onOpen?: (r: Row) => void;
  onRowKey?: (k: string, r: Row) => boolean;
}) {
  const [sort, setSort] = useState<Sort | null>(null);
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const rows = sort ? [...ROWS].sort((a, b) => (sort.dir === 'asc' ? a.n - b.n : b.n - a.n)) : ROWS;
  return (
    <>
      <p data-testid="picked">{[...selected].join(',')}</p>
      <ConsoleTable
        rows={rows}
        rowKey={(r) => r.id}
        caption="Things"
        columns={[
          { key: 'name', header: 'Name', cell: (r) => r.name },
          { key: 'n', header: 'Count', cell: (r) => r.n, sortable: true },
        ]}
        sort={sort}
        onSort={(k) => setSort((s) => nextSort(s, k))}
        selected={selected}
        onSelect={setSelected}
        selectable={(r) => !r.locked}
        onOpen={onOpen}
        onRowKey={onRowKey}
      />
    </>
  );
}

const names = () =>
  screen.getAllByTestId('console-row').map((r) => within(r).getAllByRole('cell')[1].textContent);

describe('the console table', () => {
  it('sorts by a header button, descending first, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { locale: 'en' });
    const header = screen.getByRole('columnheader', { name: /Count/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Alpha', 'Charlie', 'Bravo']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Bravo', 'Charlie', 'Alpha']);
  });

  it('is used from the keyboard: one tab stop, arrows move, Space selects, Enter opens, page keys', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    const keyed: string[] = [];
    renderWithProviders(
      <Harness
        onOpen={(r) => opened.push(r.name)}
        onRowKey={(k, r) => (k === 'a' ? (keyed.push(`${k}:${r.name}`), true) : false)}
      />,
      { locale: 'en' },
    );
    const rows = screen.getAllByTestId('console-row');
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    rows[0].focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('picked')).toHaveTextContent('1');
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    // A row that cannot be selected is skipped by Space.
    await user.keyboard(' ');
    expect(screen.getByTestId('picked')).toHaveTextContent(/^1$/);
    await user.keyboard('{End}');
    expect(rows[2]).toHaveFocus();
    await user.keyboard(' {Enter}a');
    expect(screen.getByTestId('picked')).toHaveTextContent('1,3');
    expect(opened).toEqual(['Charlie']);
    expect(keyed).toEqual(['a:Charlie']);
    await user.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects the page with the header box, skipping rows that cannot be selected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { locale: 'en' });
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    expect(screen.getByTestId('picked')).toHaveTextContent('1,3');
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    expect(screen.getByTestId('picked')).toHaveTextContent(/^$/);
  });

  it('shows its empty state', () => {
    renderWithProviders(
      <ConsoleTable rows={[]} rowKey={() => 1} caption="None" columns={[]} empty="No reports" />,
      { locale: 'en' },
    );
    expect(screen.getByText('No reports')).toBeInTheDocument();
  });
});
