import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField.js';

describe('FormField', () => {
  it('associates the label with the control', () => {
    render(
      <FormField label="Device name">
        <input name="name" />
      </FormField>,
    );
    const input = screen.getByLabelText('Device name');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('name')).toBe('name');
  });

  it('describes the control with the hint and the error, and marks it invalid', () => {
    render(
      <FormField label="Serial" hint="Ten digits" error="Serial is required">
        <input />
      </FormField>,
    );
    const input = screen.getByLabelText('Serial');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Ten digits', 'Serial is required']);
    expect(screen.getByRole('alert').textContent).toBe('Serial is required');
  });

  it('passes the wiring to a render function', () => {
    render(
      <FormField label="Notes" required>
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const textarea = screen.getByLabelText(/Notes/);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-required')).toBe('true');
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
  });
});
