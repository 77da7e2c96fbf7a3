import { isApiError } from '../errors/ApiError.js';

/** What a request did, inferred from its method (spec forms §7). */
export type RequestAction = 'update' | 'remove' | 'create' | 'get';

const PAST: Record<RequestAction, string> = {
  update: 'updated',
  remove: 'removed',
  create: 'created',
  get: 'loaded',
};

/** put → update, delete → remove, post → create, anything else → get. */
export function actionOfMethod(method: string | undefined): RequestAction {
  switch (method?.toLowerCase()) {
    case 'put':
    case 'patch':
      return 'update';
    case 'delete':
      return 'remove';
    case 'post':
      return 'create';
    default:
      return 'get';
  }
}

export interface ResultMessageInput {
  /** The request's method; absent when there was no request config at all. */
  method?: string;
  /** What was acted on, e.g. "Tag". */
  item: string;
  ok: boolean;
  /** First server error message, if any. */
  serverMessage?: string;
  /** Caller's own failure text, used when the server said nothing. */
  fallback?: string;
  status?: number;
  statusText?: string;
  /**
   * The error the call failed with: an `ApiError` supplies the server's message (when it
   * sent one), the status and the status text, unless given above.
   */
  error?: unknown;
}

/** The text shown after a request (spec forms §8). Unknown values show a dash. */
export function resultMessage(input: ResultMessageInput): string {
  const item = input.item.trim() || '-';
  if (input.method === undefined && !input.ok) return 'Server error';
  const action = actionOfMethod(input.method);
  if (input.ok) return `${item} ${PAST[action]} successfully`;
  const error = isApiError(input.error) ? input.error : undefined;
  const serverMessage = input.serverMessage ?? (error?.serverMessage ? error.message : undefined);
  if (serverMessage) return serverMessage;
  if (input.fallback) return input.fallback;
  const status = input.status ?? error?.status;
  const reason = input.statusText || error?.statusText || (status ? String(status) : '-');
  return `Failed to ${action} ${item.toLowerCase()} (${reason})`;
}
