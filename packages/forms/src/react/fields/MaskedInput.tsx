import { type InputHTMLAttributes, type Ref, useCallback, useLayoutEffect, useRef } from 'react';
import { applyMask } from '../../core/mask/applyMask.js';
import { maskCaret } from '../../core/mask/maskHelpers.js';

/** Props of {@link MaskedInput}. */
export interface MaskedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  /** The mask (see `applyMask`): `#` digit or space, `*` letter or digit, `S` letter, `F` hex, `A`/`a` letter up/lowercased, `!` escape. */
  mask: string;
  value: string;
  /** Called with the masked value after each edit (typing, pasting, deleting). */
  onValueChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A text input that formats what is typed or pasted with a mask as it goes, keeping the
 * caret after the same character it followed (inserted literals such as `:` are stepped
 * over).
 *
 * @example
 * <MaskedInput mask={MAC_MASK} value={mac} onValueChange={setMac} aria-label="MAC" />
 */
export function MaskedInput({ mask, value, onValueChange, inputRef, onPaste, ...rest }: MaskedInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // After React wrote the masked value, put the caret back where the edit left it.
  useLayoutEffect(() => {
    const input = element.current;
    if (caret.current === null || !input) return;
    const position = Math.min(caret.current, input.value.length);
    caret.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
  });

  const setRef = useCallback(
    (input: HTMLInputElement | null) => {
      element.current = input;
      assignRef(inputRef, input);
    },
    [inputRef],
  );

  return (
    <input
      {...rest}
      ref={setRef}
      type="text"
      value={value}
      onPaste={onPaste}
      onChange={(event) => {
        const input = event.currentTarget;
        const raw = input.value;
        const position = maskCaret(mask, raw, input.selectionStart ?? raw.length);
        const masked = applyMask(mask, raw);
        if (masked === value) {
          // A refused character: no re-render comes, so restore the value and caret here.
          input.value = masked;
          input.setSelectionRange(position, position);
          return;
        }
        caret.current = position;
        onValueChange(masked);
      }}
    />
  );
}
