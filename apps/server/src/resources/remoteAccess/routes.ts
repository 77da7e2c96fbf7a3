import {
  CreateRemoteAccessKeySchema,
  CreateRemoteAccessSchema,
  idParamsSchema,
  RemoteAccessListQuerySchema,
  UpdateRemoteAccessSchema,
} from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { createEntry, deleteEntry, forgetHostKey, updateEntry } from './entryWrites.js';
import { mintAccessKey } from './mintAccessKey.js';
import { REMOTE_ACCESS_LIST_KIND, readEntryRow } from './queries.js';

/** `{ id }` of `/devices/remote-access/{id}/…`. */
const EntryIdParamsSchema = idParamsSchema('The entry id must be a whole number');

/**
 * Remote access entries (every one limited to the devices of the caller's scope; an entry
 * outside it is a 404, as one that does not exist):
 * - `GET /devices/remote-access` (view_device_remote_access), the list query of `REMOTE_ACCESS_LIST`;
 * - `GET /devices/remote-access/{id}` (view) → `{ data: RemoteAccessRow }`;
 * - `POST /devices/remote-access` (update_device_remote_access) → 201 `{ data }`;
 * - `PUT /devices/remote-access/{id}` (update) → `{ data }`; disabling ends its sessions;
 * - `DELETE /devices/remote-access/{id}` (update) → 204; its sessions end (`revoked`);
 * - `DELETE /devices/remote-access/{id}/host-key` (update) → `{ data }`;
 * - `POST /devices/remote-access/{id}/keys` `{ purpose }` → 201 a one-time key (see `mintAccessKey`).
 * Stored credentials never leave: rows say `has_password` and `has_private_key`.
 */
export async function remoteAccessRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const { db } = context;

  api.get(
    '/devices/remote-access',
    {
      config: { permission: 'view_device_remote_access' },
      schema: { querystring: RemoteAccessListQuerySchema },
    },
    async (request) => listRows(db, requireAuth(request), REMOTE_ACCESS_LIST_KIND, request.query),
  );

  api.get(
    '/devices/remote-access/:id',
    { config: { permission: 'view_device_remote_access' }, schema: { params: EntryIdParamsSchema } },
    async (request) => ({ data: await readEntryRow(db, requireAuth(request), request.params.id) }),
  );

  api.post(
    '/devices/remote-access',
    { config: { permission: 'update_device_remote_access' }, schema: { body: CreateRemoteAccessSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = await createEntry(context, auth, request.body);
      return reply.code(201).send({ data: await readEntryRow(db, auth, id) });
    },
  );

  api.put(
    '/devices/remote-access/:id',
    {
      config: { permission: 'update_device_remote_access' },
      schema: { params: EntryIdParamsSchema, body: UpdateRemoteAccessSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      await updateEntry(context, auth, request.params.id, request.body);
      return { data: await readEntryRow(db, auth, request.params.id) };
    },
  );

  api.delete(
    '/devices/remote-access/:id',
    { config: { permission: 'update_device_remote_access' }, schema: { params: EntryIdParamsSchema } },
    async (request, reply) => {
      await deleteEntry(context, requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.delete(
    '/devices/remote-access/:id/host-key',
    { config: { permission: 'update_device_remote_access' }, schema: { params: EntryIdParamsSchema } },
    async (request) => {
      const auth = requireAuth(request);
      await forgetHostKey(context, auth, request.params.id);
      return { data: await readEntryRow(db, auth, request.params.id) };
    },
  );

  api.post(
    '/devices/remote-access/:id/keys',
    {
      // `connect` needs use_device_remote_access, `share` update_device_remote_access: the
      // handler checks the purpose's permission (mintAccessKey).
      config: { access: 'handler' },
      schema: { params: EntryIdParamsSchema, body: CreateRemoteAccessKeySchema },
    },
    async (request, reply) => {
      const { purpose } = request.body;
      const data = await mintAccessKey(context, requireAuth(request), request.params.id, purpose);
      return reply.code(201).send({ data });
    },
  );
}
