import { isPermission, ROLES } from '@netfleet/permissions';
import { createI18n } from '@netfleet/ui-kit';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FORMS, consoleFormByName, mayOpenForm } from './consoleForms.js';

const permissionsOf = (name: string) => ROLES.find((role) => role.name === name)?.permissions ?? [];

describe('the console forms', () => {
  it('are every form of spec forms §2, once each, with a permission of the permission list', () => {
    const names = CONSOLE_FORMS.map((form) => form.name);
    // Once each (a count here would break at every new form).
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(34);
    expect(names).toEqual(
      expect.arrayContaining(['add-tag', 'invite-user', 'move-resources', 'company-name']),
    );
    // The device page's own forms (its state tabs).
    expect(names).toEqual(
      expect.arrayContaining([
        'device-port-scan',
        'device-monitoring',
        'device-esim-download',
        'device-esim-enable',
        'device-esim-delete',
      ]),
    );
    for (const form of CONSOLE_FORMS) {
      expect(isPermission(form.permission), form.name).toBe(true);
      // The system administrator may use every form.
      expect(mayOpenForm(permissionsOf('super_admin'), form.name), form.name).toBe(true);
    }
  });

  it('are open to a user holding their permission; unknown names are left to the route', () => {
    expect(mayOpenForm(permissionsOf('admin'), 'add-tag')).toBe(true);
    expect(mayOpenForm(permissionsOf('read_only'), 'add-tag')).toBe(false);
    expect(mayOpenForm(permissionsOf('read_only'), 'invite-user')).toBe(false);
    expect(mayOpenForm(permissionsOf('admin'), 'delete-user')).toBe(false);
    expect(mayOpenForm(permissionsOf('admin'), 'move-resources')).toBe(true);
    expect(mayOpenForm([], 'no-such-form')).toBe(true);
    expect(consoleFormByName('no-such-form')).toBeUndefined();
  });

  it('are titled in each language', () => {
    const english = { i18n: createI18n('en'), language: 'en' };
    for (const language of ['nb', 'ja', 'uk'] as const) {
      const translation = { i18n: createI18n(language), language };
      for (const form of CONSOLE_FORMS) {
        const title = form.title(translation);
        expect(title, `${form.name} in ${language}`).not.toBe(form.title(english));
        expect(title.trim(), `${form.name} in ${language}`).not.toBe('');
      }
    }
    expect(consoleFormByName('add-tag')?.title({ i18n: null, language: 'ja' })).toBe('Add tag');
  });
});
