import { FORM_MODALS } from '@netfleet/forms';
import { describe, expect, it } from 'vitest';
import { FORM_MODAL_NAMES } from '../modals/consoleModalRegistry.js';
import { registeredFormModalNames } from './consoleForms.js';

describe('the forms layer', () => {
  it('knows the names registerFormModals registers', () => {
    expect([...FORM_MODAL_NAMES].sort()).toEqual(Object.values(FORM_MODALS).sort());
    expect(registeredFormModalNames().sort()).toEqual([...FORM_MODAL_NAMES].sort());
  });
});
