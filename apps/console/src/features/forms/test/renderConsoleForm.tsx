import { FORM_MODAL_COMPONENTS, FormRoute, FormsProvider, type FormUser } from '@netfleet/forms';
import { createModalManager, createModalRegistry, ModalHost, ModalsProvider } from '@netfleet/modals';
import { ROLES, type RoleName } from '@netfleet/permissions';
import { createI18n, type SupportedLanguage } from '@netfleet/ui-kit';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { consoleFormRegistry } from '../consoleFormRegistry.js';
import { createFakeFormsApi, type FakeFormsApi } from './fakeFormsApi.js';

/** Options of {@link renderConsoleForm}. */
export interface RenderConsoleFormOptions {
  id?: string;
  /** The user's role; its permissions are the role table's. Defaults to `admin`. */
  role?: RoleName;
  defaults?: Record<string, unknown>;
  language?: SupportedLanguage;
}

/** A rendered console form and what it did. */
export interface RenderedConsoleForm {
  api: FakeFormsApi;
  user: UserEvent;
  /** Times the form route went back. */
  back: string[];
  toasts: { message: string; kind: string }[];
  reloads: string[];
  unmount(): void;
}

const PICK_LISTS = {
  'GET /credits/types': {
    body: {
      data: [
        { id: 1, name: 'Free Credit', payment_type: 'free' },
        { id: 2, name: 'Paid Credit', payment_type: 'paid' },
        { id: 3, name: 'Company data', payment_type: 'free' },
      ],
    },
  },
  'GET /companies': {
    body: {
      data: [
        { id: 4, name: 'North' },
        { id: 5, name: 'South' },
      ],
    },
  },
  'GET /roles': { body: { data: [] } },
};

function ConsoleForms(props: {
  name: string;
  id?: string | undefined;
  api: FakeFormsApi;
  formUser: FormUser;
  back: string[];
  toasts: RenderedConsoleForm['toasts'];
  reloads: string[];
  language: SupportedLanguage;
  defaults?: Record<string, unknown> | undefined;
}) {
  const { api, formUser, back, toasts, reloads, language } = props;
  const i18n = useMemo(() => createI18n(language), [language]);
  const registry = useMemo(() => consoleFormRegistry({ i18n, language }), [i18n, language]);
  const modals = useMemo(
    () => ({
      manager: createModalManager(),
      registry: createModalRegistry(FORM_MODAL_COMPONENTS, { builtInPrompts: false }),
    }),
    [],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <FormsProvider
        client={api.client}
        user={formUser}
        registry={registry}
        toast={(message, kind) => toasts.push({ message, kind })}
        reloadTable={(ref) => reloads.push(ref)}
        emitReloadData={() => reloads.push('reload-data')}
      >
        <ModalsProvider manager={modals.manager} registry={modals.registry}>
          <FormRoute
            name={props.name}
            id={props.id}
            navigateBack={() => back.push('back')}
            {...(props.defaults && { defaults: props.defaults })}
          />
          <ModalHost />
        </ModalsProvider>
      </FormsProvider>
    </I18nextProvider>
  );
}

/**
 * Renders a console form on the generic form route, as the console does (its registry in
 * a language, the forms layer), over a fake API that answers the pick-lists (credit types
 * Free Credit 1, Paid Credit 2, Company data 3; companies North 4, South 5; no roles).
 */
export function renderConsoleForm(name: string, options: RenderConsoleFormOptions = {}): RenderedConsoleForm {
  const api = createFakeFormsApi();
  for (const [key, reply] of Object.entries(PICK_LISTS)) api.on(key, reply);
  const role = ROLES.find((entry) => entry.name === (options.role ?? 'admin'));
  if (!role) throw new Error(`Unknown role ${options.role}`);
  const formUser: FormUser = {
    email: `${role.name}@netfleet.test`,
    mfa_type: null,
    role: role.name,
    permissions: [...role.permissions],
  };
  const back: string[] = [];
  const toasts: RenderedConsoleForm['toasts'] = [];
  const reloads: string[] = [];
  const view = render(
    <ConsoleForms
      name={name}
      id={options.id}
      api={api}
      formUser={formUser}
      back={back}
      toasts={toasts}
      reloads={reloads}
      language={options.language ?? 'en'}
      defaults={options.defaults}
    />,
  );
  return {
    api,
    user: userEvent.setup({ delay: null, applyAccept: false }),
    back,
    toasts,
    reloads,
    unmount: view.unmount,
  };
}
