import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListInputOptions, ListItem } from '../../core/listInput/listInputOptions.js';
import { ListInput } from './ListInput.js';

function Harness({ options, initial = [] }: { options?: ListInputOptions; initial?: ListItem[] }) {
  const [items, setItems] = useState<ListItem[]>(initial);
  return (
    <>
      <ListInput
        label="Serials"
        value={items}
        onChange={setItems}
        {...(options && { options })}
        toast={(m, k) => toasts.push([m, k])}
      />
      <output data-testid="value">{JSON.stringify(items)}</output>
    </>
  );
}

let toasts: [string, string][] = [];

function setup(options?: ListInputOptions, initial?: ListItem[]) {
  toasts = [];
  const user = userEvent.setup({ delay: null, applyAccept: false });
  render(<Harness {...(options && { options })} {...(initial && { initial })} />);
  const input = screen.getByRole('textbox', { name: 'Serials' });
  const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as ListItem[];
  const chips = () =>
    screen.queryByRole('list', { name: 'Serials: entries' })
      ? within(screen.getByRole('list', { name: 'Serials: entries' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent?.replace('×', ''))
      : [];
  return { user, input, value, chips };
}

describe('ListInput', () => {
  it('adds with Enter and comma, ignoring blanks, without submitting or typing the comma', async () => {
    const { user, input, value, chips } = setup();
    await user.type(input, 'a1{Enter}b2,  ,{Enter}');
    expect(value()).toEqual(['a1', 'b2']);
    expect(chips()).toEqual(['a1', 'b2']);
    expect(input).toHaveProperty('value', '');
  });

  it('removes the last entry with Backspace in the empty input, and one entry with its button', async () => {
    const { user, input, value } = setup({}, ['a', 'b', 'c']);
    await user.type(input, 'x{Backspace}');
    expect(value()).toEqual(['a', 'b', 'c']);
    await user.type(input, '{Backspace}');
    expect(value()).toEqual(['a', 'b']);
    await user.click(screen.getByRole('button', { name: 'Remove a' }));
    expect(value()).toEqual(['b']);
  });

  it('splits pasted text on commas and newlines, trimmed and cut to maxItemLength', async () => {
    const { user, input, value } = setup({ maxItemLength: 4 });
    await user.click(input);
    await user.paste(' 1100 , 1101\n123456 \n\n');
    expect(value()).toEqual(['1100', '1101', '1234']);
    expect(input).toHaveProperty('value', '');
  });

  it('refuses duplicates and entries beyond maxItems, keeping the text and showing why', async () => {
    const { user, input, value } = setup({ uniqueItems: true, maxItems: 2 });
    await user.type(input, 'a{Enter}a{Enter}');
    expect(value()).toEqual(['a']);
    expect(screen.getByRole('alert').textContent).toBe('a is already in the list');
    expect(input).toHaveProperty('value', 'a');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.click(input);
    await user.paste('b,c');
    expect(value()).toEqual(['a', 'b']);
    expect(screen.getByRole('alert').textContent).toBe('Maximum 2 items allowed');
    expect(input).toHaveProperty('value', 'c');
  });

  it('coerces numbers and checks min and max', async () => {
    const { user, input, value } = setup({ type: 'number', min: 1, max: 10 });
    await user.type(input, '5{Enter}11{Enter}');
    expect(value()).toEqual([5]);
    expect(screen.getByRole('alert').textContent).toBe('Value must be less than or equal to 10');
  });

  it('adds what was typed when the input loses focus', async () => {
    const { user, input, value } = setup();
    await user.type(input, 'typed');
    await user.tab();
    expect(value()).toEqual(['typed']);
  });

  describe('CSV upload', () => {
    const csv = (text: string, type = 'text/csv', name = 'serials.csv') => new File([text], name, { type });

    it('adds the first column of a CSV file', async () => {
      const { user, value } = setup({ showCsvUpload: true, noDupes: true }, ['1100']);
      expect(screen.getByRole('button', { name: 'Upload CSV' })).toBeTruthy();
      await user.upload(screen.getByLabelText('CSV file for Serials'), csv('1100,a\n"1101",b\n\n1102,c\n'));
      await waitFor(() => expect(value()).toEqual(['1100', '1101', '1102']));
      expect(toasts).toEqual([]);
    });

    it('toasts "Not a CSV file selected" for another type', async () => {
      const { user, value } = setup({ showCsvUpload: true });
      await user.upload(
        screen.getByLabelText('CSV file for Serials'),
        csv('1100', 'text/plain', 'serials.txt'),
      );
      expect(toasts).toEqual([['Not a CSV file selected', 'error']]);
      expect(value()).toEqual([]);
    });

    it('toasts "File size must be lower than 80MB" for a file of 80MB', async () => {
      const { user, value } = setup({ showCsvUpload: true });
      const big = csv('1100');
      Object.defineProperty(big, 'size', { value: 80 * 1024 * 1024 });
      await user.upload(screen.getByLabelText('CSV file for Serials'), big);
      expect(toasts).toEqual([['File size must be lower than 80MB', 'error']]);
      expect(value()).toEqual([]);
    });
  });
});
