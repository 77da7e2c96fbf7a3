import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.js';

describe('Alert', () => {
  it('uses role alert for errors and status otherwise', () => {
    const { rerender } = render(<Alert variant="error" title="Failed" />);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    rerender(<Alert variant="success" title="Saved" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('offers a dismiss button when asked', () => {
    const onDismiss = vi.fn();
    render(
      <Alert onDismiss={onDismiss} dismissLabel="Close message">
        Note
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
