import type { ReactNode } from 'react';

export interface CardTableRow {
  /** The row's name: its first cell, and its card's title on a phone. */
  head: string;
  cells: ReactNode[];
}

/**
 * A table whose rows become cards on a phone (base.css, .md-table--stack), each cell under its
 * column's name (data-label); wider, it scrolls in its own box. Explicit roles keep it a table for
 * screen readers once its display is block. The markdown renderer makes the same for articles.
 */
export function CardTable({
  caption,
  columns,
  rows,
  className,
  cellClass,
}: {
  caption: string;
  columns: string[];
  rows: CardTableRow[];
  className?: string;
  cellClass?: (column: number) => string | undefined;
}) {
  return (
    <div className={`md-table md-table--stack${className ? ` ${className}` : ''}`} tabIndex={0}>
      <table role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.head} role="row">
              <th scope="row" role="rowheader">
                {row.head}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} role="cell" data-label={columns[i + 1]} className={cellClass?.(i + 1)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
