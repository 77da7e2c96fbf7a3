import '@netfleet/forms/styles.css';
import { FormsProvider } from '@netfleet/forms';
import { type ModalRegistry, ModalsProvider } from '@netfleet/modals';
import { can } from '@netfleet/permissions';
import { useI18nLanguage } from '@netfleet/ui-kit';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { sharedRealtime } from '../../realtime/sharedRealtime.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { consoleFormRegistry } from './consoleFormRegistry.js';
import { reloadAfterSubmit } from './reloadAfterSubmit.js';

/**
 * The forms layer over the console's services: the API client (submits), the signed-in
 * user (step-up method, e-mail, role) and their permissions as `can`, the toast store, the
 * console's forms in the current language, and the query cache: after a submit the form's
 * `tableRef` names the resource whose queries reload ({@link reloadAfterSubmit}). Form
 * modals open through the console's
 * modal manager; `modalRegistry` is the console's (passed in, so that the registry, which
 * loads this layer lazily, is not imported back from here).
 */
export function ConsoleFormsProvider({
  modalRegistry,
  children,
}: {
  modalRegistry: ModalRegistry;
  children?: ReactNode;
}) {
  const { client, toasts, modals, queryClient } = useConsole();
  const user = useCurrentUser();
  const { instance, language } = useI18nLanguage();
  const registry = useMemo(
    () => consoleFormRegistry({ i18n: instance ?? null, language }),
    [instance, language],
  );
  const { permissions } = user;
  const canDo = useCallback((permission: string) => can(permissions, permission), [permissions]);
  const reloadTable = useCallback(
    (tableRef: string) => void reloadAfterSubmit(queryClient, client.http, tableRef),
    [queryClient, client],
  );
  const emitReloadData = useCallback(
    () => void reloadAfterSubmit(queryClient, client.http, undefined),
    [queryClient, client],
  );
  return (
    <FormsProvider
      client={client}
      user={user}
      can={canDo}
      toasts={toasts}
      registry={registry}
      reloadTable={reloadTable}
      emitReloadData={emitReloadData}
      realtime={sharedRealtime(client)}
    >
      <ModalsProvider manager={modals} registry={modalRegistry}>
        {children}
      </ModalsProvider>
    </FormsProvider>
  );
}
