'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/** One column: its header, how a row's cell renders, and whether it sorts. */
export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  className?: string;
};

export type Sort = { key: string; dir: 'asc' | 'desc' };
export type RowId = string | number;

/**
 * Every table of the console (docs/architecture.md "Console"): dense rows, sortable headers (buttons
 * with aria-sort), optional selection for bulk actions, and keyboard use without a mouse. Rows are
 * one tab stop (a roving tabindex): ↑/↓/Home/End move, Space selects, Enter opens (`onOpen`).
 * Keys a page adds for the focused row (A approve, R reject …) arrive through `onRowKey`.
 */
export function ConsoleTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
  sort,
  onSort,
  selected,
  onSelect,
  selectable,
  onOpen,
  onRowKey,
  busy,
  empty,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => RowId;
  columns: readonly Column<Row>[];
  /** The table's accessible name. */
  caption: string;
  sort?: Sort | null;
  onSort?: (key: string) => void;
  /** Given with onSelect: a checkbox column for bulk actions. */
  selected?: ReadonlySet<RowId>;
  onSelect?: (next: Set<RowId>) => void;
  /** Which rows may be selected (default: all). */
  selectable?: (row: Row) => boolean;
  onOpen?: (row: Row) => void;
  /** A key pressed on a focused row; answer true when it was used. */
  onRowKey?: (key: string, row: Row) => boolean;
  busy?: boolean;
  empty?: ReactNode;
}) {
  const t = useTranslations('console.table');
  const [cursor, setCursor] = useState(0);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const selecting = !!(selected && onSelect);
  const canSelect = (r: Row) => (selectable ? selectable(r) : true);
  const pickable = rows.filter(canSelect);
  const allOn = selecting && pickable.length > 0 && pickable.every((r) => selected.has(rowKey(r)));
  const at = Math.min(cursor, Math.max(0, rows.length - 1));

  function toggle(row: Row) {
    if (!selecting || !canSelect(row)) return;
    const next = new Set(selected);
    const id = rowKey(row);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  }

  function focusRow(i: number) {
    const n = Math.max(0, Math.min(rows.length - 1, i));
    setCursor(n);
    bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')[n]?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTableRowElement>, row: Row, i: number) {
    // Keys typed into a control inside the row belong to it.
    if (e.target !== e.currentTarget) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusRow(i + 1),
      ArrowUp: () => focusRow(i - 1),
      Home: () => focusRow(0),
      End: () => focusRow(rows.length - 1),
      ' ': () => toggle(row),
      Enter: () => onOpen?.(row),
    };
    const run = keys[e.key];
    if (run) {
      e.preventDefault();
      run();
    } else if (onRowKey?.(e.key, row)) e.preventDefault();
  }

  return (
    <div className="bg-surface overflow-x-auto rounded-lg shadow-sm" aria-busy={busy || undefined}>
      <table className="w-full border-collapse text-left text-sm" data-testid="console-table">
        <caption className="sr-only">
          {caption}. {t('keys')}
        </caption>
        <thead className="bg-surface-muted text-ink-soft text-xs">
          <tr>
            {selecting ? (
              <th scope="col" className="w-8 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t('selectAll')}
                  checked={allOn}
                  disabled={pickable.length === 0}
                  onChange={() =>
                    onSelect(allOn ? new Set() : new Set(pickable.map((r) => rowKey(r))))
                  }
                />
              </th>
            ) : null}
            {columns.map((c) => {
              const dir = sort?.key === c.key ? sort.dir : null;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={clsx('px-3 py-2 font-medium whitespace-nowrap', c.className)}
                >
                  {c.sortable && onSort ? (
                    <button
                      type="button"
                      onClick={() => onSort(c.key)}
                      className="hover:text-ink inline-flex items-center gap-1"
                    >
                      {c.header}
                      {dir === 'asc' ? (
                        <ArrowUp aria-hidden className="size-3" />
                      ) : dir === 'desc' ? (
                        <ArrowDown aria-hidden className="size-3" />
                      ) : (
                        <ArrowUpDown aria-hidden className="size-3 opacity-50" />
                      )}
                      {dir ? (
                        <span className="sr-only">{t(dir === 'asc' ? 'sortAsc' : 'sortDesc')}</span>
                      ) : null}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length + (selecting ? 1 : 0)}
                className="text-ink-faint px-3 py-10 text-center"
              >
                {busy ? t('loading') : (empty ?? t('empty'))}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => {
              const id = rowKey(row);
              const on = selecting && selected.has(id);
              return (
                <tr
                  key={id}
                  data-row
                  data-testid="console-row"
                  tabIndex={i === at ? 0 : -1}
                  data-selected={on || undefined}
                  onFocus={() => setCursor(i)}
                  onKeyDown={(e) => onKeyDown(e, row, i)}
                  onDoubleClick={() => onOpen?.(row)}
                  className={clsx(
                    'border-surface-page focus-visible:outline-brand border-t outline-offset-[-2px] focus-visible:outline-2',
                    on ? 'bg-brand-soft' : 'hover:bg-surface-muted',
                  )}
                >
                  {selecting ? (
                    <td className="px-3 py-2 align-top">
                      <input
                        type="checkbox"
                        tabIndex={-1}
                        aria-label={t('select')}
                        checked={on}
                        disabled={!canSelect(row)}
                        onChange={() => toggle(row)}
                      />
                    </td>
                  ) : null}
                  {columns.map((c) => (
                    <td key={c.key} className={clsx('px-3 py-2 align-top', c.className)}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The next sort when a header is pressed: a new column sorts descending, the same one flips. */
export function nextSort(current: Sort | null | undefined, key: string): Sort {
  if (current?.key === key) return { key, dir: current.dir === 'desc' ? 'asc' : 'desc' };
  return { key, dir: 'desc' };
}
