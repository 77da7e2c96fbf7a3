import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import * as core from './core/index.js';
import * as main from './index.js';

describe('the main entry', () => {
  it('exports the whole core and the React parts', () => {
    for (const key of Object.keys(core)) expect(main, key).toHaveProperty(key);
    for (const key of [
      'createApiSender',
      'useSubmitFlow',
      'GenericForm',
      'ListInput',
      'MaskedInput',
      'MfaEmailModal',
      'MfaTotpModal',
      'MfaIdModal',
      'PasswordPromptModal',
      'DeviceSocketAction',
      'registerFormModals',
      'FORM_MODAL_COMPONENTS',
      'createFormRegistry',
      'FormRoute',
    ]) {
      expect(main, key).toHaveProperty(key);
    }
  });

  it('holds no form of an app and registers nothing when imported', () => {
    for (const key of ['registerForm', 'defaultFormRegistry', 'registerStandardForms', 'STANDARD_FORMS']) {
      expect(main, key).not.toHaveProperty(key);
    }
  });

  it('lists React as a peer, never as a dependency', () => {
    expect(pkg.dependencies).not.toHaveProperty('react');
    expect(pkg.peerDependencies).toHaveProperty('react');
  });
});
