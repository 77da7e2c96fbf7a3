import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.js';
import { Loader } from './Loader.js';

describe('Loader', () => {
  it('is a status with its label', () => {
    render(<Loader label="Loading devices…" showLabel={false} />);
    expect(screen.getByRole('status').textContent).toBe('Loading devices…');
  });
});

describe('Icon', () => {
  it('is hidden from assistive technology unless labelled', () => {
    const { container, rerender } = render(<Icon name="bell" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Icon name="bell" label="Notifications" />);
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeTruthy();
  });
});
