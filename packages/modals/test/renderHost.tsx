import { act, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createModalManager,
  type ModalManager,
  type ModalManagerOptions,
} from '../src/core/createModalManager.js';
import { createModalRegistry, type ModalRegistry } from '../src/react/createModalRegistry.js';
import { ModalHost, type ModalHostProps } from '../src/react/ModalHost.js';
import { ModalsProvider } from '../src/react/ModalsContext.js';

export interface HostSetup {
  manager?: ModalManager;
  registry?: ModalRegistry;
  managerOptions?: ModalManagerOptions;
  host?: Omit<ModalHostProps, 'manager' | 'registry'>;
  /** The page behind the modals. */
  page?: ReactNode;
  /** An i18next instance given with `<I18nextProvider>`; none (English) by default. */
  i18n?: i18n;
}

export interface HostRendered extends RenderResult {
  manager: ModalManager;
  registry: ModalRegistry;
  user: UserEvent;
  /** Runs a store change made outside React (as a socket handler or the submit flow would). */
  run: <T>(change: () => T) => T;
}

/** Renders a page and a modal host over one manager and registry, with a user-event session. */
export function renderHost(setup: HostSetup = {}): HostRendered {
  const manager = setup.manager ?? createModalManager(setup.managerOptions);
  const registry = setup.registry ?? createModalRegistry();
  const user = userEvent.setup();
  const tree = (
    <ModalsProvider manager={manager} registry={registry}>
      {setup.page}
      <ModalHost {...setup.host} />
    </ModalsProvider>
  );
  const view = render(setup.i18n ? <I18nextProvider i18n={setup.i18n}>{tree}</I18nextProvider> : tree);
  const run = <T,>(change: () => T): T => {
    let result: T | undefined;
    act(() => {
      result = change();
    });
    return result as T;
  };
  return { ...view, manager, registry, user, run };
}
