import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useDropdown } from './useDropdown.js';

/** A panel that focuses its first item once mounted, as the header's menus do. */
function Panel({ onEscape }: { onEscape: () => void }) {
  const item = useRef<HTMLButtonElement>(null);
  useEffect(() => item.current?.focus(), []);
  return (
    <div
      role="menu"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <button ref={item} type="button" role="menuitem">
        First
      </button>
    </div>
  );
}

/**
 * Opens its panel from a timer, as a panel in its own chunk appears once the chunk has loaded:
 * not in the click's own render, so React runs the panel's effects in a later task.
 */
function Widget() {
  const dropdown = useDropdown();
  return (
    <div ref={dropdown.rootRef}>
      <button
        ref={dropdown.buttonRef}
        type="button"
        onClick={() => setTimeout(() => dropdown.setOpen(true), 0)}
      >
        Open
      </button>
      {dropdown.open ? <Panel onEscape={dropdown.closeToButton} /> : null}
    </div>
  );
}

describe('useDropdown', () => {
  it('puts the focus back on its button on an Esc that comes before the panel has run its effects', async () => {
    render(<Widget />);
    const button = screen.getByRole('button', { name: 'Open' });
    // Esc the moment the panel is in the page: its effect (focus the first item) is still to run.
    const escaped = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        const menu = document.querySelector('[role="menu"]');
        if (!menu) return;
        observer.disconnect();
        const effectsPending = document.activeElement !== menu.querySelector('[role="menuitem"]');
        menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        resolve(effectsPending);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    fireEvent.click(button);
    expect(await escaped).toBe(true);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
