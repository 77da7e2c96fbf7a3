import {
  createModalManager,
  createModalRegistry,
  ModalHost,
  type ModalManager,
  ModalsProvider,
} from '@netfleet/modals';
import { act, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormsProvider, type FormsProviderProps } from '../src/react/FormsContext.js';
import type { FormUser } from '../src/react/FormUser.js';
import { registerFormModals } from '../src/react/modals/registerFormModals.js';
import { createFakeApi, type FakeApi } from './fakeApi.js';

export interface RenderFormsOptions {
  user?: FormUser | null;
  permissions?: string[];
  provider?: Partial<Omit<FormsProviderProps, 'client' | 'children'>>;
  api?: FakeApi;
}

export interface RenderedForms extends RenderResult {
  api: FakeApi;
  manager: ModalManager;
  user: UserEvent;
  toasts: { message: string; kind: string }[];
  reloads: string[];
  /** Runs a store change made outside React. */
  run: <T>(change: () => T) => T;
}

const adminUser: FormUser = {
  email: 'admin@netfleet.test',
  mfa_type: 'email',
  role: 'admin',
  permissions: [],
};

/** Renders `ui` inside the forms and modal providers over a fake API, with a modal host. */
export function renderForms(ui: ReactNode, options: RenderFormsOptions = {}): RenderedForms {
  const api = options.api ?? createFakeApi();
  const manager = createModalManager();
  const registry = createModalRegistry();
  registerFormModals(registry);
  const toasts: { message: string; kind: string }[] = [];
  const reloads: string[] = [];
  const baseUser = options.user === undefined ? adminUser : options.user;
  const formUser =
    baseUser && options.permissions ? { ...baseUser, permissions: options.permissions } : baseUser;
  const view = render(
    <FormsProvider
      client={api.client}
      user={formUser}
      toast={(message, kind) => toasts.push({ message, kind })}
      reloadTable={(ref) => reloads.push(ref)}
      emitReloadData={() => reloads.push('reload-data')}
      {...options.provider}
    >
      <ModalsProvider manager={manager} registry={registry}>
        {ui}
        <ModalHost />
      </ModalsProvider>
    </FormsProvider>,
  );
  const run = <T,>(change: () => T): T => {
    let result: T | undefined;
    act(() => {
      result = change();
    });
    return result as T;
  };
  return {
    ...view,
    api,
    manager, // A real picker lets the user choose "All files": accept is only a suggestion.
    user: userEvent.setup({ delay: null, applyAccept: false }),
    toasts,
    reloads,
    run,
  };
}
