import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileChooser } from './FileChooser.js';

function setup(props: { disabled?: boolean } = {}) {
  const onChange = vi.fn();
  const inputRef = createRef<HTMLInputElement>();
  render(
    <div>
      <label htmlFor="key">Key file</label>
      <FileChooser id="key" buttonLabel="Velg fil" inputRef={inputRef} onChange={onChange} {...props} />
    </div>,
  );
  const input = screen.getByLabelText('Key file') as HTMLInputElement;
  const button = screen.getByText('Velg fil');
  return { input, button, onChange, inputRef };
}

describe('FileChooser', () => {
  it('keeps the labelled file input as the one control assistive technology and the keyboard reach', () => {
    const { input, button, inputRef } = setup();
    expect(input.type).toBe('file');
    expect(inputRef.current).toBe(input);
    // The button is for pointers: out of the tab order and the accessibility tree.
    expect(button.getAttribute('aria-hidden')).toBe('true');
    expect(button.tabIndex).toBe(-1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the input’s file chooser from its button, and takes the chosen file', async () => {
    const { input, button, onChange } = setup();
    const opened = vi.spyOn(input, 'click');
    await userEvent.setup().click(button);
    expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.setup().upload(input, new File(['key'], 'id_ed25519'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.files?.[0]?.name).toBe('id_ed25519');
  });

  it('disables both when disabled', () => {
    const { input, button } = setup({ disabled: true });
    expect(input.disabled).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
