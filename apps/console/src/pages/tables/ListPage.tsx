import { Alert, Loader } from '@netfleet/ui-kit';
import type { ReactNode } from 'react';
import { usePageInfo } from '../../router/pageInfo.js';

/** Props of {@link ListPage}. */
export interface ListPageProps {
  /** Defaults to the route's title. */
  title?: string;
  /** Buttons at the right of the heading ("Add tag"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A table page: the heading with its actions, then the table. */
export function ListPage({ title, actions, children }: ListPageProps) {
  const page = usePageInfo();
  return (
    <div className="page list-page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{title ?? page.title ?? 'Page'}</h1>
          {page.subtitle ? <p className="page__subtitle">{page.subtitle}</p> : null}
        </div>
        {actions ? <div className="page__tools">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** Props of {@link ListTable}. */
export interface ListTableProps {
  caption: string;
  /** Column headings. */
  columns: readonly string[];
  isPending: boolean;
  error: Error | null;
  /** Rows shown; the empty text when there is none. */
  rowCount: number;
  empty: string;
  total?: number;
  children: ReactNode;
}

/** A plain table of a list page with its loading, error and empty states. */
export function ListTable({
  caption,
  columns,
  isPending,
  error,
  rowCount,
  empty,
  total,
  children,
}: ListTableProps) {
  if (error) {
    return (
      <Alert variant="error" title={`Failed to load ${caption.toLowerCase()}`}>
        {error.message}
      </Alert>
    );
  }
  return (
    <div className="nf-table-container">
      <div className="nf-table-scroll">
        <table className={`nf-table${isPending ? ' nf-table--busy' : ''}`} aria-busy={isPending || undefined}>
          <caption className="nf-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isPending ? (
              <tr className="nf-table__state">
                <td colSpan={columns.length}>
                  <Loader label={`Loading ${caption.toLowerCase()}…`} />
                </td>
              </tr>
            ) : rowCount === 0 ? (
              <tr className="nf-table__state">
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </div>
      {total !== undefined && !isPending ? (
        <p className="list-page__total">
          {total} {total === 1 ? 'item' : 'items'}
          {total > rowCount ? `, ${rowCount} shown` : ''}
        </p>
      ) : null}
    </div>
  );
}

/** A "—" for a missing value (spec: unknown values show a dash). */
export function orDash(value: string | number | null | undefined): string | number {
  return value === null || value === undefined || value === '' ? '—' : value;
}
