import multipart from '@fastify/multipart';
import {
  type AddDeviceResponse,
  AddDeviceSchema,
  CSV_MAX_BYTES,
  CSV_TOO_LARGE_MESSAGE,
  deviceAddMessage,
  deviceImportSummary,
  ERROR_CODES,
  type ErrorItem,
  NOT_CSV_MESSAGE,
} from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { companyInScope } from '../../scope/companyInScope.js';
import { tagFitsCompany } from '../../scope/companyLineage.js';
import type { ServerContext } from '../../serverContext.js';
import { importDevices } from './importDevices.js';
import {
  insertDevices,
  isUniqueViolation,
  registeredSerials,
  serialConflict,
  serialTakenError,
  tagsInScope,
} from './insertDevices.js';
import { type DeviceCsv, readDeviceCsv } from './readDeviceCsv.js';

/** Most line errors one import answers with; the rest are counted in a last, general one. */
const MAX_LINE_ERRORS = 200;

/** CSV types browsers send for a `.csv` file: `text/csv`, and Excel's on Windows. */
const CSV_TYPES: ReadonlySet<string> = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel']);
const isCsv = (name: string, type: string) =>
  type === 'text/csv' || (CSV_TYPES.has(type) && name.toLowerCase().endsWith('.csv'));

/**
 * Adding devices (create_devices):
 * - `POST /devices` `AddDeviceSchema`: one device in a company of the caller's scope, with
 *   tags of the scope; a serial registered already is a 422 on `serial` (with another MAC:
 *   the spec's code 7 message). 201 `{ data: <device, tags, ingest_token>, message }`: the
 *   ingest token is shown this once, only its hash is kept.
 * - `POST /devices/import` multipart: `file`, a CSV (`text/csv`, below 80 MB) with the columns
 *   serial, mac, name, company_id, tags (`;`-separated names or ids); `company_id` for lines
 *   that name none (the caller's company without). The good lines are added; when some line
 *   is bad the answer is 422 with one error per bad line and column, source
 *   `file.{line}.{column}` (the console shows "{message} ({column}, line {line} in {file})"),
 *   and a general error saying how many were added (`meta.added`, `meta.devices` with tokens).
 */
export async function deviceAddRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  await app.register(multipart, {
    // One byte less than 80 MB: a file "must be lower than 80MB".
    limits: { fileSize: CSV_MAX_BYTES - 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  api.post(
    '/devices',
    { config: { permission: 'create_devices' }, schema: { body: AddDeviceSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const company = await companyInScope(db, auth, body.company_id, 'company_id');
      const tagIds = body.tag_ids ?? [];
      const usable = await tagsInScope(db, auth, tagIds);
      const missing = tagIds.filter((id) => !usable.has(id));
      if (missing.length > 0) {
        throw ApiError.of(
          422,
          ERROR_CODES.VALIDATION_FAILED,
          deviceAddMessage('tagsNotInScope', { tags: missing.join(', ') }),
          'tag_ids',
        );
      }
      // A tag of the scope may still be a sibling company's: the device's company or a parent
      // of it must own it. Named as the user knows them (they are in the user's scope).
      const foreign = tagIds.flatMap((id) => {
        const tag = usable.get(id);
        return tag && !tagFitsCompany(tag.companyId, company.path) ? [tag.name] : [];
      });
      if (foreign.length > 0) {
        throw ApiError.of(
          422,
          ERROR_CODES.VALIDATION_FAILED,
          deviceAddMessage('tagsNotForCompany', { tags: foreign.join(', ') }),
          'tag_ids',
        );
      }
      const taken = (await registeredSerials(db, [body.serial])).get(body.serial);
      if (taken !== undefined)
        throw new ApiError(422, [serialTakenError(serialConflict(taken, body.mac), 'serial')]);
      let device: Awaited<ReturnType<typeof insertDevices>>[number] | undefined;
      try {
        [device] = await db.transaction((tx) =>
          insertDevices(
            tx,
            auth,
            [
              {
                serial: body.serial,
                mac: body.mac,
                name: body.name ?? body.serial,
                companyId: company.id,
                tagIds,
              },
            ],
            new Date(now()),
          ),
        );
      } catch (error) {
        // Added by another request between the check and the insert.
        if (isUniqueViolation(error)) {
          throw new ApiError(422, [
            serialTakenError('A device with this serial is already registered', 'serial'),
          ]);
        }
        throw error;
      }
      if (!device) throw new Error('The device was not stored');
      const data: AddDeviceResponse['data'] = {
        id: device.id,
        name: device.name,
        serial: device.serial,
        mac: device.mac,
        company_id: company.id,
        company_name: company.name,
        status: device.status,
        tags: tagIds.flatMap((id) => {
          const tag = usable.get(id);
          return tag ? [{ id: tag.id, name: tag.name, color: tag.color }] : [];
        }),
        created_at: device.createdAt.toISOString(),
        ingest_token: device.ingestToken,
        ingest: context.ingestEndpoints(),
      };
      return reply.code(201).send({ data, message: 'Device created successfully' });
    },
  );

  app.post('/devices/import', { config: { permission: 'create_devices' } }, async (request) => {
    const auth = requireAuth(request);
    if (!request.isMultipart()) {
      throw ApiError.of(
        415,
        ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        'Send the file as multipart/form-data.',
        'Content-Type',
      );
    }
    const release = context.uploads.tryAcquire();
    if (!release) {
      throw ApiError.of(
        429,
        API_ERROR_CODES.TOO_MANY_REQUESTS,
        'Too many uploads at once. Try again in a few seconds.',
        null,
        {
          headers: { 'retry-after': '5' },
        },
      );
    }
    try {
      const fields: Record<string, string> = {};
      let csv: DeviceCsv | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== 'file' || csv) {
            part.file.resume();
            continue;
          }
          if (!isCsv(part.filename, part.mimetype)) {
            part.file.resume();
            throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, NOT_CSV_MESSAGE, 'file');
          }
          csv = await readDeviceCsv(part.file);
          if (part.file.truncated)
            throw ApiError.of(413, ERROR_CODES.VALIDATION_FAILED, CSV_TOO_LARGE_MESSAGE, 'file');
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw ApiError.of(413, ERROR_CODES.VALIDATION_FAILED, CSV_TOO_LARGE_MESSAGE, 'file');
        }
        throw error;
      }
      if (!csv) throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'File is required', 'file');
      let defaultCompanyId = auth.company.id;
      const given = fields.company_id?.trim();
      if (given) {
        if (!/^\d{1,9}$/.test(given)) {
          throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'Company must be a company id', 'company_id');
        }
        defaultCompanyId = (await companyInScope(db, auth, Number(given), 'company_id')).id;
      }
      const result = await importDevices(db, auth, csv, defaultCompanyId, new Date(now()));
      const added = result.added.length;
      const devices = result.added.map((device) => ({
        id: device.id,
        serial: device.serial,
        ingest_token: device.ingestToken,
      }));
      if (result.errors.length === 0) {
        return { data: { added, devices }, message: `${added} device${added === 1 ? '' : 's'} added` };
      }
      const shown = result.errors.slice(0, MAX_LINE_ERRORS);
      const items: ErrorItem[] = shown.map((error) => ({
        code: ERROR_CODES.VALIDATION_FAILED,
        message: error.message,
        source: `file.${error.line}${error.column ? `.${error.column}` : ''}`,
      }));
      const more = result.errors.length - shown.length;
      items.push({
        code: ERROR_CODES.VALIDATION_FAILED,
        message: deviceImportSummary(added, result.errors.length, more),
        source: null,
      });
      throw new ApiError(422, items, { meta: { added, devices } });
    } finally {
      release();
    }
  });
}
