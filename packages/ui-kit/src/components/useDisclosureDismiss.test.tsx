import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useDisclosureDismiss } from './useDisclosureDismiss.js';

function Menus() {
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);
  return (
    <div>
      <details ref={ref} data-testid="views">
        <summary>Views</summary>
        <button type="button">Save current view</button>
      </details>
      <button type="button">Export</button>
    </div>
  );
}

const views = () => screen.getByTestId('views') as HTMLDetailsElement;

describe('useDisclosureDismiss', () => {
  it('closes on Esc with the focus back on the summary', () => {
    render(<Menus />);
    views().open = true;
    screen.getByRole('button', { name: 'Save current view' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(views().open).toBe(false);
    expect(document.activeElement?.textContent).toBe('Views');
  });

  it('stays open while the focus moves inside it, and closes when it moves outside', () => {
    render(<Menus />);
    views().open = true;
    screen.getByRole('button', { name: 'Save current view' }).focus();
    expect(views().open).toBe(true);
    screen.getByRole('button', { name: 'Export' }).focus();
    expect(views().open).toBe(false);
  });

  it('closes on a pointer press outside it, not inside', () => {
    render(<Menus />);
    views().open = true;
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Save current view' }));
    expect(views().open).toBe(true);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Export' }));
    expect(views().open).toBe(false);
  });
});
