import { type ReactNode, useId } from 'react';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';

/** Texts of {@link Pagination}; the kit's translated texts by default. */
export interface PaginationLabels {
  /** Accessible name of the surrounding `<nav>`. */
  navigation: string;
  previous: string;
  next: string;
  pageSize: string;
  pageOf: (page: number, pageCount: number) => string;
}

/**
 * Previous or Next: unavailable, it says so (`aria-disabled`) but keeps the focus. A `disabled`
 * button drops it to the page, so pressing Next onto the last page (or while a page loads) left
 * a keyboard user nowhere.
 */
function PageButton({
  unavailable,
  onClick,
  children,
}: {
  unavailable: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="nf-button"
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
    >
      {children}
    </button>
  );
}

/** Page sizes offered when none are given. */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  /** How many pages there are; at least 1 is shown. */
  pageCount: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** Defaults to {@link DEFAULT_PAGE_SIZES}. */
  pageSizeOptions?: readonly number[];
  /** Shows the page size select when given. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Disables every control (for example while the first page loads). */
  disabled?: boolean;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

/**
 * "Page x of y" with Previous and Next buttons and an optional page size select.
 * Pages are counted from 1.
 *
 * @example
 * <Pagination page={page} pageCount={Math.ceil(total / size)} onPageChange={setPage}
 *   pageSize={size} onPageSizeChange={setSize} />
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  onPageSizeChange,
  disabled = false,
  labels,
  className,
}: PaginationProps) {
  const { t } = useUiKitTranslation();
  const text: PaginationLabels = {
    navigation: t('pagination.navigation'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    pageSize: t('pagination.pageSize'),
    pageOf: (current, count) => t('pagination.pageOf', { page: current, pageCount: count }),
    ...labels,
  };
  const selectId = useId();
  const count = Math.max(1, Math.ceil(pageCount));
  const current = Math.min(Math.max(1, page), count);
  const sizes =
    pageSize !== undefined && !pageSizeOptions.includes(pageSize)
      ? [...pageSizeOptions, pageSize].sort((a, b) => a - b)
      : pageSizeOptions;

  return (
    <nav aria-label={text.navigation} className={className ? `nf-pagination ${className}` : 'nf-pagination'}>
      {onPageSizeChange && pageSize !== undefined ? (
        <div className="nf-pagination__size">
          <label htmlFor={selectId}>{text.pageSize}</label>
          <select
            id={selectId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <span className="nf-pagination__status" aria-live="polite">
        {text.pageOf(current, count)}
      </span>
      <div className="nf-pagination__buttons">
        <PageButton unavailable={disabled || current <= 1} onClick={() => onPageChange(current - 1)}>
          {text.previous}
        </PageButton>
        <PageButton unavailable={disabled || current >= count} onClick={() => onPageChange(current + 1)}>
          {text.next}
        </PageButton>
      </div>
    </nav>
  );
}
