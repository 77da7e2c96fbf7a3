import type { RealtimeClient } from '@netfleet/api-client';
import { type ToastStore, useToastStore } from '@netfleet/ui-kit';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { HttpClient } from '../api/createApiSender.js';
import type { PermissionCheck } from '../core/fields/FieldDefinition.js';
import type { SubmitFlowDeps } from '../core/submit/types.js';
import type { FormUser } from './FormUser.js';
import { createFormRegistry, type FormRegistry } from './routes/formRegistry.js';

/** Shows a toast: `kind` is `'success'`, `'error'` (or `'info'`, `'warning'`). */
export type ToastCallback = (message: string, kind: 'success' | 'error' | 'info' | 'warning') => void;

/** What every form below a {@link FormsProvider} uses. */
export interface FormsContextValue {
  /** The API client: its ky instance sends submits, loads pick-lists and searches devices. */
  client: { http: HttpClient };
  user: FormUser | null;
  /** Whether the user holds a permission (fields with `permission` show only then). */
  can: PermissionCheck;
  toast: ToastCallback;
  reloadTable: (tableRef: string) => void;
  emitReloadData: () => void;
  /** Name of the ID provider in "{name} ID verification". Defaults to `'Teltonika'`. */
  idProviderName: string;
  /** Replaces the API sender (tests, other transports). */
  send: SubmitFlowDeps['send'] | undefined;
  /** The named forms `FormRoute` and the `Form` modal open. */
  registry: FormRegistry;
  /** The realtime socket: the action status modal follows its channel there. */
  realtime: Pick<RealtimeClient, 'subscribe'> | undefined;
}

/** Props of {@link FormsProvider}. */
export interface FormsProviderProps {
  client: { http: HttpClient };
  /** The signed-in user. Defaults to none (step-up then fails with "Failed to connect to server."). */
  user?: FormUser | null;
  /** Defaults to checking `user.permissions`. */
  can?: PermissionCheck;
  /**
   * Shows a toast. Defaults to the toast store of ui-kit's `<ToastStoreProvider>` above,
   * or of `toasts`.
   */
  toast?: ToastCallback;
  /** A toast store to push to when no `toast` is given. */
  toasts?: ToastStore;
  /** Reloads a table after a successful submit (`schema.tableRef`). Defaults to doing nothing. */
  reloadTable?: (tableRef: string) => void;
  /** Fires the reload-data event after a submit without a table. Defaults to doing nothing. */
  emitReloadData?: () => void;
  idProviderName?: string;
  send?: SubmitFlowDeps['send'];
  /** The app's named forms, for `FormRoute` and the `Form` modal. Defaults to none. */
  registry?: FormRegistry;
  /**
   * The realtime socket, for the live progress of an action (`DeviceSocketAction`). Without
   * it the action status is read again every few seconds instead.
   */
  realtime?: Pick<RealtimeClient, 'subscribe'>;
  children?: ReactNode;
}

const FormsContext = createContext<FormsContextValue | null>(null);

const noop = () => {};
const noForms = createFormRegistry();

// ui-kit's hook throws outside its provider; a missing toast store is not an error here.
function useOptionalToastStore(): ToastStore | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render; only its throw is caught.
    return useToastStore();
  } catch {
    return null;
  }
}

function toastWith(store: ToastStore | null): ToastCallback {
  return (message, kind) => {
    if (store) store.push({ message, kind });
  };
}

/**
 * Gives the forms below their API client, user, permission check, toasts and the app's
 * named forms (`registry`).
 *
 * @example
 * <FormsProvider client={client} user={user} toasts={toastStore} registry={forms}>
 *   <ModalsProvider manager={manager} registry={registry}>
 *     <App />
 *     <ModalHost />
 *   </ModalsProvider>
 * </FormsProvider>
 */
export function FormsProvider(props: FormsProviderProps) {
  const contextStore = useOptionalToastStore();
  const store = props.toasts ?? contextStore;
  const {
    client,
    user = null,
    can,
    toast,
    reloadTable,
    emitReloadData,
    idProviderName,
    send,
    registry,
    realtime,
  } = props;
  const value = useMemo<FormsContextValue>(
    () => ({
      client,
      user,
      can: can ?? ((permission) => user?.permissions?.includes(permission) ?? false),
      toast: toast ?? toastWith(store),
      reloadTable: reloadTable ?? noop,
      emitReloadData: emitReloadData ?? noop,
      idProviderName: idProviderName ?? 'Teltonika',
      send,
      registry: registry ?? noForms,
      realtime,
    }),
    [client, user, can, toast, store, reloadTable, emitReloadData, idProviderName, send, registry, realtime],
  );
  return <FormsContext.Provider value={value}>{props.children}</FormsContext.Provider>;
}

/** The nearest {@link FormsProvider}'s value. Throws outside one. */
export function useForms(): FormsContextValue {
  const value = useContext(FormsContext);
  if (!value) throw new Error('useForms: wrap the tree in <FormsProvider client={...}>.');
  return value;
}

/** The nearest {@link FormsProvider}'s value, or `null` outside one (standalone inputs). */
export function useOptionalForms(): FormsContextValue | null {
  return useContext(FormsContext);
}
