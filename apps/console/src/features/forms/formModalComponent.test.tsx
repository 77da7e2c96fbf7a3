import { FORM_MODAL_COMPONENTS, FORM_MODALS } from '@netfleet/forms';
import { describe, expect, it } from 'vitest';
import { consoleModalRegistry, FORM_MODAL_NAMES } from '../../modals/consoleModalRegistry.js';
import { formModalComponent } from './formModalComponent.js';

describe('the forms modals in the console', () => {
  it('are the modals of the forms package, known to the registry before the forms chunk loads', () => {
    expect([...FORM_MODAL_NAMES].sort()).toEqual(Object.values(FORM_MODALS).sort());
    expect([...FORM_MODAL_NAMES].sort()).toEqual(Object.keys(FORM_MODAL_COMPONENTS).sort());
    for (const name of FORM_MODAL_NAMES) expect(consoleModalRegistry.has(name), name).toBe(true);
  });

  it('wraps each body once', () => {
    const form = formModalComponent('Form', consoleModalRegistry);
    expect(formModalComponent('Form', consoleModalRegistry)).toBe(form);
    expect(form.displayName).toBe('ConsoleForm');
  });
});
