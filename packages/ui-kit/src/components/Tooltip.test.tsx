import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isShortTooltip, TOOLTIP_SHORT_LENGTH, Tooltip } from './Tooltip.js';

function setup(content = 'Restart the device') {
  render(
    <Tooltip content={content}>
      <button type="button">Restart</button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'Restart' });
  // The open tip is a new element at the end of <body>: look it up by id each time.
  const tip = () => document.getElementById(button.getAttribute('aria-describedby') ?? '') as HTMLElement;
  return { button, tip };
}

describe('Tooltip', () => {
  it('describes its trigger through aria-describedby, hidden until needed', () => {
    const { button, tip } = setup();
    expect(tip().getAttribute('role')).toBe('tooltip');
    expect(tip().hidden).toBe(true);
    expect(tip().textContent).toBe('Restart the device');
    // Hidden descriptions still name the button for assistive technology.
    expect(button.getAttribute('aria-describedby')).toBe(tip().id);
  });

  it('shows on hover and hides on leave, staying while the pointer moves onto the tip', () => {
    vi.useFakeTimers();
    const { button, tip } = setup();
    fireEvent.mouseEnter(button);
    expect(tip().hidden).toBe(false);
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(tip());
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(tip().hidden).toBe(false);
    fireEvent.mouseLeave(tip());
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(tip().hidden).toBe(true);
    vi.useRealTimers();
  });

  it('shows at the end of <body> so that clipping containers never cut it', () => {
    const { button } = setup();
    fireEvent.mouseEnter(button);
    const tip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(tip?.parentElement).toBe(document.body);
    expect(tip?.hidden).toBe(false);
  });

  it('shows on keyboard focus and Esc closes it until focus comes back', async () => {
    const user = userEvent.setup();
    const { button, tip } = setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    expect(tip().hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(tip().hidden).toBe(true);
    await user.tab({ shift: true });
    await user.tab();
    expect(tip().hidden).toBe(false);
  });

  it('Esc also closes a tooltip opened by the pointer while focus is elsewhere', () => {
    const { button, tip } = setup();
    fireEvent.mouseEnter(button);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tip().hidden).toBe(true);
  });

  it('uses the short style under 50 characters and the long style from 50', () => {
    expect(TOOLTIP_SHORT_LENGTH).toBe(50);
    expect(isShortTooltip('x'.repeat(49))).toBe(true);
    expect(isShortTooltip('x'.repeat(50))).toBe(false);
    expect(setup('Copy to clipboard').tip().className).toContain('nf-tooltip--short');
  });

  it('uses the long style for long texts', () => {
    expect(setup('x'.repeat(80)).tip().className).toContain('nf-tooltip--long');
  });

  it('keeps an existing aria-describedby of the trigger', () => {
    render(
      <Tooltip content="More">
        <button type="button" aria-describedby="hint">
          Go
        </button>
      </Tooltip>,
    );
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toMatch(/^hint \S+$/);
  });

  it('can be held open', () => {
    render(
      <Tooltip content="Copied" open>
        <button type="button">Copy</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').hidden).toBe(false);
  });
});
