import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './createToastStore.js';
import { ToastStoreProvider, useToastStore } from './ToastStoreContext.js';
import { ToastViewport } from './ToastViewport.js';

beforeEach(() => {
  vi.useFakeTimers();
});

function Save() {
  const toasts = useToastStore();
  return (
    <button type="button" onClick={() => toasts.success('Saved')}>
      Save
    </button>
  );
}

function Orphan() {
  useToastStore();
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastViewport', () => {
  it('shows at most seven toasts and the waiting ones as the first ones close', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} position="top" />);
    act(() => {
      for (let i = 1; i <= 9; i += 1) store.info(`Toast ${i}`);
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.className).toContain('nf-toasts--top');
    expect(within(region).getAllByRole('status')).toHaveLength(7);
    expect(screen.queryByText('Toast 8')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(region.querySelectorAll('.nf-toast--leaving')).toHaveLength(7);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(
      within(region)
        .getAllByRole('status')
        .map((el) => el.textContent),
    ).toEqual([expect.stringContaining('Toast 8'), expect.stringContaining('Toast 9')]);
  });

  it('uses role status for info and success and role alert for warning and error', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.info('i');
      store.success('s');
      store.warning('w');
      store.error('e');
    });
    expect(screen.getAllByRole('status').map((el) => el.getAttribute('aria-live'))).toEqual([
      'polite',
      'polite',
    ]);
    expect(screen.getAllByRole('alert').map((el) => el.getAttribute('aria-live'))).toEqual([
      'assertive',
      'assertive',
    ]);
    expect(screen.getByRole('region').className).toContain('nf-toasts--bottom-right');
  });

  it('pauses while hovered and resumes on leave', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.info('Hover');
    });
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    expect(toast.dataset.paused).toBe('true');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Hover')).toBeTruthy();
    fireEvent.mouseLeave(toast);
    act(() => {
      vi.advanceTimersByTime(4000 + 150);
    });
    expect(screen.queryByText('Hover')).toBeNull();
  });

  it('dismisses on click and through the labelled close button', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.info('one');
      store.info('two');
    });
    fireEvent.click(screen.getByText('one'));
    fireEvent.click(
      within(screen.getByText('two').closest('.nf-toast') as HTMLElement).getByRole('button', {
        name: 'Close notification',
      }),
    );
    expect(document.querySelectorAll('.nf-toast--leaving')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(document.querySelectorAll('.nf-toast')).toHaveLength(0);
  });

  it('shows the title and names the kind for screen readers', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.error('Failed to send request.', { title: 'Could not save' });
    });
    const toast = screen.getByRole('alert');
    expect(within(toast).getByRole('img', { name: 'Error' })).toBeTruthy();
    expect(toast.textContent).toContain('Could not save');
  });

  it('gives the store to components below a ToastStoreProvider', () => {
    const store = createToastStore();
    render(
      <ToastStoreProvider store={store}>
        <Save />
        <ToastViewport store={store} />
      </ToastStoreProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('throws a clear error when useToastStore has no provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/ToastStoreProvider/);
    spy.mockRestore();
  });
});
