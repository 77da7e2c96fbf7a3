import '@netfleet/forms/styles.css';
import { currentUserQueryOptions } from '@netfleet/api-client/react';
import { FormsProvider, registerFormModals, registerStandardForms } from '@netfleet/forms';
import { createModalRegistry, type ModalComponent, ModalsProvider } from '@netfleet/modals';
import { can } from '@netfleet/permissions';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useCallback } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { consoleModalRegistry, type FormModalName } from '../modals/consoleModalRegistry.js';
import { TABLE_QUERY_ROOT, tableQueryKey } from './tableQueries.js';

// The forms chunk: loaded by the pages and modals that use forms, never by the shell.
// The standard forms (add-tag, invite-user, create-code, …) go to the forms' default registry
// (the form route and the Form modal read it); the form modals to a registry of their own,
// from which the console's modal registry takes them wrapped in the forms layer.
registerStandardForms();
const formModals = createModalRegistry({}, { builtInPrompts: false });
registerFormModals(formModals);

/**
 * The forms layer over the console's services: the API client (submits through
 * `createApiSender`), the signed-in user (step-up method, e-mail, role) and their
 * permissions as `can`, the toast store, table reloads through the query cache, and the
 * console's modal manager for the step-up and password modals.
 */
export function ConsoleFormsProvider({ children }: { children?: ReactNode }) {
  const { client, toasts, modals, queryClient } = useConsole();
  const { data: user } = useQuery(currentUserQueryOptions(client));
  const permissions = user?.permissions;
  const canDo = useCallback((permission: string) => can(permissions ?? [], permission), [permissions]);
  const reloadTable = useCallback(
    (tableRef: string) => void queryClient.invalidateQueries({ queryKey: tableQueryKey(tableRef) }),
    [queryClient],
  );
  const emitReloadData = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [TABLE_QUERY_ROOT] }),
    [queryClient],
  );
  return (
    <FormsProvider
      client={client}
      user={user ?? null}
      can={canDo}
      toasts={toasts}
      reloadTable={reloadTable}
      emitReloadData={emitReloadData}
    >
      <ModalsProvider manager={modals} registry={consoleModalRegistry}>
        {children}
      </ModalsProvider>
    </FormsProvider>
  );
}

const wrapped = new Map<string, ComponentType<Record<string, unknown>>>();

/** The body of a form modal (`registerFormModals`' component) inside {@link ConsoleFormsProvider}. */
export function formModalComponent(name: FormModalName): ComponentType<Record<string, unknown>> {
  let component = wrapped.get(name);
  if (!component) {
    const Body = formModals.get(name) as ModalComponent | undefined;
    if (!Body) throw new Error(`The forms package registers no modal named ${name}.`);
    const Inner = Body as unknown as ComponentType<Record<string, unknown>>;
    component = function FormModalBody(props: Record<string, unknown>) {
      return (
        <ConsoleFormsProvider>
          <Inner {...props} />
        </ConsoleFormsProvider>
      );
    };
    component.displayName = `Console${name}`;
    wrapped.set(name, component);
  }
  return component;
}

/** The names `registerFormModals` registered (checked against the console's list by a test). */
export function registeredFormModalNames(): string[] {
  return formModals.names();
}
