import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  type MulticonfigSpecification,
  type MulticonfigUploadPayload,
  MulticonfigUploadSchema,
} from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { multiconfigSpecifications } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { parseForm } from '../../http/parseForm.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ServerContext } from '../../serverContext.js';
import { companyStorageBytes } from '../files/companyStorageBytes.js';
import { readSpecification } from './readSpecification.js';
import { type ReceivedUpload, receiveUpload } from './receiveUpload.js';

/** Largest upload (spec forms §5, §9: 80 MB). */
const MAX_UPLOAD_BYTES = 83_886_080;

/** The rules of the file part alone, checked from its name and type before any byte is stored. */
const FileFieldSchema = MulticonfigUploadSchema.entries.file;

/** Whole megabytes, for messages. */
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/**
 * `POST /devices/configurator/specifications` (create_multi_configuration), multipart:
 * `system_type` (rutos or tswos), `file` (a `.json` multiconfig specification, at most 80 MB,
 * parsed and validated with `MulticonfigSpecificationSchema`), `overwrite` (`1`/`0`).
 * The file's name (forbidden symbols, length) and type (`application/json`) are checked before
 * any byte is stored; an accepted file streams to the upload folder, never into memory; at most
 * `uploads.maxParallel` uploads run at once (429 with `Retry-After` beyond); the company's
 * stored bytes must stay within `uploads.quotaBytes` (422 on `file`). The
 * document is the caller's company's for that system type and version: 409 on `overwrite`
 * when one exists and overwrite is off, replaced when on. → 201 (new) or 200 (replaced)
 * `{ data: { id, system_type, version, name, file_name, created_at, updated_at }, message }`.
 */
export async function multiconfigRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now, uploads } = context;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    // The file name as sent: busboy would otherwise cut `a/b.json` to `b.json`, hiding the
    // forbidden `/` and `\` from the name check.
    preservePath: true,
  });

  const config = {
    permission: 'create_multi_configuration',
    refusal: 'You do not have permission to upload multiconfig documents.',
  } as const;
  // Multipart: the fields and the file are read from the parts, then checked with the
  // contracts' schema here (no body schema: Fastify leaves a multipart body to the handler).
  app.post('/devices/configurator/specifications', { config }, async (request, reply) => {
    const auth = requireAuth(request);
    if (!request.isMultipart()) {
      throw ApiError.of(
        415,
        ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        'Send the document as multipart/form-data.',
        'Content-Type',
      );
    }
    // A bound on uploads at once: each one's document is parsed in memory once received.
    const release = uploads.tryAcquire();
    if (!release) {
      throw ApiError.of(
        429,
        API_ERROR_CODES.TOO_MANY_REQUESTS,
        'Too many uploads at once. Try again in a few seconds.',
        null,
        { headers: { 'retry-after': '5' } },
      );
    }
    let upload: ReceivedUpload | undefined;
    let body: MulticonfigUploadPayload;
    let document: MulticonfigSpecification;
    try {
      try {
        upload = await receiveUpload(request, {
          dir: uploads.dir,
          fileField: 'file',
          // A forbidden name or type never reaches the disk; the schema below reports it.
          accept: (name, type) => v.is(FileFieldSchema, { name, type, size: 0 }),
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw ApiError.of(413, ERROR_CODES.VALIDATION_FAILED, 'Maximum file size is 80MB', 'file');
        }
        throw error;
      }
      const { fields, file } = upload;
      body = parseForm(MulticonfigUploadSchema, {
        ...fields,
        ...(file && { file: { name: file.name, size: file.size, type: file.type } }),
      });
      const used = await companyStorageBytes(db, auth.company.id);
      if (used + body.file.size > uploads.quotaBytes) {
        throw ApiError.of(
          422,
          ERROR_CODES.VALIDATION_FAILED,
          `Your company's storage is full: ${megabytes(used)} of ${megabytes(uploads.quotaBytes)} used. Delete files or documents first.`,
          'file',
        );
      }
      document = readSpecification(await readFile(file?.path as string), 'file');
    } finally {
      // The document is parsed (or refused): its file and its slot go before the answer does.
      await upload?.discard();
      release();
    }
    const { row, replaced } = await storeDocument(db, { auth, body, document, at: new Date(now()) });
    return reply.code(replaced ? 200 : 201).send({
      data: {
        id: row.id,
        system_type: row.systemType,
        version: row.version,
        name: row.name,
        file_name: row.fileName,
        sections: document.sections.length,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
      message: replaced ? 'Document replaced successfully' : 'Document uploaded successfully',
    });
  });
}

/** Stores a parsed document: new, or replacing the company's one of that system type and version. */
async function storeDocument(
  db: Database,
  input: { auth: AuthContext; body: MulticonfigUploadPayload; document: MulticonfigSpecification; at: Date },
) {
  const { auth, body, document, at } = input;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: multiconfigSpecifications.id })
      .from(multiconfigSpecifications)
      .where(
        and(
          eq(multiconfigSpecifications.companyId, auth.company.id),
          eq(multiconfigSpecifications.systemType, body.system_type),
          eq(multiconfigSpecifications.version, document.version),
        ),
      )
      .for('update')
      .limit(1);
    const values = {
      name: document.name,
      fileName: body.file.name,
      document,
      uploadedBy: auth.user.id,
      updatedAt: at,
    };
    if (existing && !body.overwrite) {
      throw ApiError.of(
        409,
        API_ERROR_CODES.CONFLICT,
        `A ${body.system_type} document for version ${document.version} exists. Choose overwrite to replace it.`,
        'overwrite',
      );
    }
    const [saved] = existing
      ? await tx
          .update(multiconfigSpecifications)
          .set(values)
          .where(eq(multiconfigSpecifications.id, existing.id))
          .returning()
      : await tx
          .insert(multiconfigSpecifications)
          .values({
            ...values,
            companyId: auth.company.id,
            systemType: body.system_type,
            version: document.version,
            createdAt: at,
          })
          .returning();
    if (!saved) throw new Error('The document was not stored');
    return { row: saved, replaced: existing !== undefined };
  });
}
