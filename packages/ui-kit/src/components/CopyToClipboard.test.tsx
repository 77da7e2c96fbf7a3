import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClipboardWriter, COPIED_RESET_MS, CopyToClipboard } from './CopyToClipboard.js';

afterEach(() => {
  vi.useRealTimers();
});

function fakeClipboard(fail = false) {
  const written: string[] = [];
  const clipboard: ClipboardWriter = {
    writeText: vi.fn(async (text: string) => {
      if (fail) throw new Error('denied');
      written.push(text);
    }),
  };
  return { clipboard, written };
}

describe('CopyToClipboard', () => {
  it('copies the text, says "Copied", then "Copy to clipboard" again after two seconds', async () => {
    vi.useFakeTimers();
    const { clipboard, written } = fakeClipboard();
    const onCopy = vi.fn();
    render(<CopyToClipboard text="1100123456" clipboard={clipboard} onCopy={onCopy} />);
    const button = screen.getByRole('button', { name: 'Copy to clipboard' });
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('Copy to clipboard');

    await act(async () => {
      fireEvent.click(button);
    });
    expect(written).toEqual(['1100123456']);
    expect(onCopy).toHaveBeenCalledWith('1100123456');
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Copied');
    expect(tip.hidden).toBe(false);
    expect(button.dataset.state).toBe('copied');
    expect(screen.getByRole('status').textContent).toBe('Copied');

    act(() => {
      vi.advanceTimersByTime(COPIED_RESET_MS);
    });
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('Copy to clipboard');
    expect(button.dataset.state).toBe('idle');
  });

  it('reads a text function at click time', async () => {
    const { clipboard, written } = fakeClipboard();
    let value = 'first';
    render(<CopyToClipboard text={() => value} clipboard={clipboard} />);
    value = 'second';
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(written).toEqual(['second']);
  });

  it('says so when the clipboard refuses', async () => {
    const { clipboard } = fakeClipboard(true);
    const onError = vi.fn();
    render(<CopyToClipboard text="x" clipboard={clipboard} onError={onError} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Could not copy');
    expect(onError).toHaveBeenCalled();
  });

  it('uses navigator.clipboard by default', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyToClipboard text="serial" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(writeText).toHaveBeenCalledWith('serial');
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
