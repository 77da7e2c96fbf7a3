import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.js';

describe('Pagination', () => {
  it('shows the page and disables Previous on page 1', () => {
    render(<Pagination page={1} pageCount={4} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('calls back with the next and the previous page', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={4} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('makes Next unavailable on the last page, keeping the focus on it, and shows at least one page', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={3} pageCount={4} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    rerender(<Pagination page={4} pageCount={4} onPageChange={onPageChange} />);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    rerender(<Pagination page={1} pageCount={0} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('offers page sizes through a labelled select', () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageCount={3}
        onPageChange={() => {}}
        pageSize={25}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(select.value).toBe('25');
    fireEvent.change(select, { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('is a navigation landmark named Pagination', () => {
    render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });
});
